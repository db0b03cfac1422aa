import { firstTouchSchema } from '@cabinetry/shared/contracts';
import { validate } from '@cabinetry/shared/contracts/validate';
import { describe, expect, it } from 'vitest';
import { FIRST_TOUCH_KEY, firstTouchOf, keptFirstTouch, noteFirstTouch } from './firstTouch';

const DAY = 24 * 3600 * 1000;
const site = 'https://atelier-cedar.example';

/** A Storage-like map. */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), items };
}

describe('what a visit tells', () => {
  it('keeps the tracked parameters, another site’s origin and the landing path, nothing else', () => {
    const url = new URL(`${site}/ar/onboarding/step1?utm_source=instagram&utm_medium=paid&utm_campaign=winter%20kitchens&utm_term=oak&utm_content=reel-2&gclid=G1&fbclid=F1&ctwa_clid=W1&email=rana%40example.com`);
    expect(firstTouchOf(url, 'https://l.instagram.com/?u=https%3A%2F%2Fatelier-cedar.example')).toEqual({
      utmSource: 'instagram',
      utmMedium: 'paid',
      utmCampaign: 'winter kitchens',
      utmTerm: 'oak',
      utmContent: 'reel-2',
      gclid: 'G1',
      fbclid: 'F1',
      ctwaClid: 'W1',
      referrer: 'https://l.instagram.com',
      landingPath: '/ar/onboarding/step1',
    });
  });
  it('ignores its own site and non-web referrers, and blank values', () => {
    expect(firstTouchOf(new URL(`${site}/onboarding/step1?utm_source=%20&gclid=`), `${site}/onboarding/step3`)).toEqual({ landingPath: '/onboarding/step1' });
    expect(firstTouchOf(new URL(`${site}/`), 'android-app://com.google.android.gm/')).toEqual({ landingPath: '/' });
  });
  it('cuts long values and drops control characters, so the server always takes it', () => {
    const touch = firstTouchOf(new URL(`${site}/${'p'.repeat(600)}?utm_campaign=${'c'.repeat(700)}&utm_term=a%0Ab%09c`), '');
    expect(touch.utmCampaign).toHaveLength(500);
    expect(touch.utmTerm).toBe('abc');
    expect(touch.landingPath).toHaveLength(500);
    expect(validate(firstTouchSchema, touch).ok).toBe(true);
  });
});

describe('the kept first touch', () => {
  it('is the first visit’s: later visits, from anywhere, do not replace it', () => {
    const storage = memoryStorage();
    const now = Date.UTC(2026, 10, 1);
    const first = noteFirstTouch(storage, new URL(`${site}/onboarding/step1?utm_source=facebook`), 'https://m.facebook.com/', now);
    expect(first).toEqual({ utmSource: 'facebook', referrer: 'https://m.facebook.com', landingPath: '/onboarding/step1' });
    expect(noteFirstTouch(storage, new URL(`${site}/onboarding/step1?gclid=later`), 'https://www.google.com/', now + DAY)).toEqual(first);
    expect(keptFirstTouch(storage, site, now + 2 * DAY)).toEqual(first);
  });
  it('is kept 90 days: a visit after that is the first touch again', () => {
    const storage = memoryStorage();
    const now = Date.UTC(2026, 0, 1);
    noteFirstTouch(storage, new URL(`${site}/onboarding/step1?utm_source=facebook`), '', now);
    expect(keptFirstTouch(storage, site, now + 90 * DAY)).not.toBeNull();
    expect(keptFirstTouch(storage, site, now + 91 * DAY)).toBeNull();
    expect(noteFirstTouch(storage, new URL(`${site}/fr/onboarding/step1?gclid=G2`), '', now + 91 * DAY)).toEqual({ gclid: 'G2', landingPath: '/fr/onboarding/step1' });
  });
  it('is checked again when read: an edited or broken entry cannot make step 1 fail', () => {
    const now = Date.UTC(2026, 10, 1);
    const edited = memoryStorage({ [FIRST_TOUCH_KEY]: JSON.stringify({ at: now, touch: { utmSource: 'x'.repeat(900), referrer: 'https://evil.example/path?q=1', landingPath: 'no-slash', email: 'a@b.c', gclid: 42 } }) });
    const touch = keptFirstTouch(edited, site, now);
    expect(touch).toEqual({ utmSource: 'x'.repeat(500), referrer: 'https://evil.example' });
    expect(validate(firstTouchSchema, touch).ok).toBe(true);
    for (const raw of ['{', 'null', '[]', JSON.stringify({ at: 'yesterday', touch: {} }), JSON.stringify({ at: now + DAY })]) {
      expect(keptFirstTouch(memoryStorage({ [FIRST_TOUCH_KEY]: raw }), site, now), raw).toBeNull();
    }
  });
  it('is this visit’s when storage is blocked', () => {
    const blocked = { getItem: () => { throw new Error('SecurityError'); }, setItem: () => { throw new Error('SecurityError'); } };
    expect(noteFirstTouch(blocked, new URL(`${site}/onboarding/step1?utm_source=ig`), '')).toEqual({ utmSource: 'ig', landingPath: '/onboarding/step1' });
    expect(noteFirstTouch(undefined, new URL(`${site}/onboarding/step1`), '')).toEqual({ landingPath: '/onboarding/step1' });
  });
});
