import { describe, expect, it } from 'vitest';
import { FIRST_TOUCH_PARAMS, firstTouchSchema, type FirstTouch, LEAD_SOURCE_IDS, sourceOfFirstTouch, STAFF_LEAD_SOURCES } from './lead-sources';
import { validate } from './validate';

describe('the source of a first touch', () => {
  const cases: [FirstTouch | null, string][] = [
    [null, 'direct'],
    [{ landingPath: '/onboarding/step1' }, 'direct'],
    [{ ctwaClid: 'ARAk', utmSource: 'facebook', referrer: 'https://www.google.com' }, 'whatsapp'],
    [{ gclid: 'Cj0K', utmSource: 'newsletter' }, 'google'],
    [{ utmSource: 'IG' }, 'instagram'],
    [{ utmSource: ' Facebook ' }, 'facebook'],
    [{ utmSource: 'wa' }, 'whatsapp'],
    [{ utmSource: 'google', referrer: 'https://l.facebook.com' }, 'google'],
    [{ utmSource: 'newsletter', referrer: 'https://www.instagram.com' }, 'campaign'],
    [{ fbclid: 'IwAR', referrer: 'https://l.instagram.com' }, 'instagram'],
    [{ fbclid: 'IwAR' }, 'facebook'],
    [{ referrer: 'https://www.google.com.lb' }, 'google'],
    [{ referrer: 'https://m.facebook.com' }, 'facebook'],
    [{ referrer: 'https://wa.me' }, 'whatsapp'],
    [{ referrer: 'https://houzz.com' }, 'referral'],
    [{ referrer: 'https://notgoogle.com' }, 'referral'],
    [{ referrer: 'https://google.evil.com' }, 'referral'],
    [{ referrer: 'not a url' }, 'direct'],
  ];
  for (const [touch, source] of cases) {
    it(`${JSON.stringify(touch)} → ${source}`, () => expect(sourceOfFirstTouch(touch)).toBe(source));
  }
  it('is always a lead source staff can filter by, and never one only staff set', () => {
    for (const [touch] of cases) {
      expect(LEAD_SOURCE_IDS).toContain(sourceOfFirstTouch(touch));
      expect(STAFF_LEAD_SOURCES).not.toContain(sourceOfFirstTouch(touch));
    }
  });
});

describe('the first touch schema', () => {
  it('holds the query parameters the browser keeps, the referrer and the landing path', () => {
    expect(Object.keys(firstTouchSchema.properties).sort()).toEqual([...Object.keys(FIRST_TOUCH_PARAMS), 'referrer', 'landingPath'].sort());
  });
  it('takes bounded single-line values, an origin and a path', () => {
    expect(validate(firstTouchSchema, { utmSource: 'x'.repeat(500), referrer: 'https://www.google.com:8443', landingPath: '/fr/onboarding/step1' }).ok).toBe(true);
    for (const bad of [{ utmSource: 'x'.repeat(501) }, { utmTerm: 'a\tb' }, { gclid: '' }, { referrer: 'https://a.com/path' }, { referrer: 'javascript:alert(1)' }, { landingPath: '/a b' }, { landingPath: 'step1' }, { other: 'x' }]) {
      expect(validate(firstTouchSchema, bad).ok, JSON.stringify(bad)).toBe(false);
    }
  });
});
