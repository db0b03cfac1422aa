/**
 * The first visit's redirect to the visitor's language (./locale-redirect.ts) in the gateway's app with
 * a static directory behind it: by the language cookie, else Accept-Language with its q-values; '/'
 * straight to step 1; the query kept; prefixed pages, the back office, the API, files and non-GET
 * requests untouched; English answers the page itself, varying by both inputs.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCALE_COOKIE } from '@cabinetry/shared/contracts';
import { TEST_PROCESS } from '@cabinetry/shared/testing';
import { createApp } from './app';

const staticDir = mkdtempSync(join(tmpdir(), 'locale-redirect-'));
afterAll(() => rmSync(staticDir, { recursive: true, force: true }));
mkdirSync(join(staticDir, 'onboarding/step1'), { recursive: true });
writeFileSync(join(staticDir, 'index.html'), 'the app');
writeFileSync(join(staticDir, 'onboarding/step1/index.html'), 'step 1');
writeFileSync(join(staticDir, 'favicon.svg'), '<svg/>');

const app = createApp({ port: 0, process: TEST_PROCESS, upstreams: { catalogue: '', onboarding: '', scheduling: '', identity: '' }, staticDir, rendererDir: '', trustedProxies: '' });
const visit = (path: string, headers: Record<string, string> = {}, method = 'GET') => app.request(path, { method, headers, redirect: 'manual' });
const target = async (path: string, headers: Record<string, string> = {}) => {
  const res = await visit(path, headers);
  return res.status === 302 ? res.headers.get('location') : res.status;
};

describe('an unprefixed customer page', () => {
  it("sends a visitor whose browser prefers Arabic or French to that page, '/' straight to step 1", async () => {
    expect(await target('/', { 'accept-language': 'ar' })).toBe('/ar/onboarding/step1');
    expect(await target('/onboarding/step3', { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' })).toBe('/fr/onboarding/step3');
    expect(await target('/appointment/AAECAwQF', { 'accept-language': 'ar-LB' })).toBe('/ar/appointment/AAECAwQF');
    expect(await target('/resume', { 'accept-language': 'fr' })).toBe('/fr/resume');
    expect(await target('/erase/', { 'accept-language': 'ar' })).toBe('/ar/erase/');
  });

  it('honours q-values, skips languages it does not have and refuses q=0', async () => {
    expect(await target('/', { 'accept-language': 'en;q=0.4, ar;q=0.8, fr;q=0.6' })).toBe('/ar/onboarding/step1');
    expect(await target('/', { 'accept-language': 'de-DE, de;q=0.9, fr;q=0.3, en;q=0.2' })).toBe('/fr/onboarding/step1');
    expect(await target('/', { 'accept-language': 'ar;q=0, en' })).toBe(200);
    expect(await target('/', { 'accept-language': 'de, it' })).toBe(200);
    expect(await target('/', { 'accept-language': 'en-US,en;q=0.9,ar;q=0.8' })).toBe(200);
    expect(await target('/', {})).toBe(200);
  });

  it('follows the language cookie before Accept-Language, English included; an unknown cookie value is ignored', async () => {
    expect(await target('/onboarding/step1', { cookie: `${LOCALE_COOKIE}=fr`, 'accept-language': 'ar' })).toBe('/fr/onboarding/step1');
    expect(await target('/onboarding/step1', { cookie: `other=1; ${LOCALE_COOKIE}=ar`, 'accept-language': 'en' })).toBe('/ar/onboarding/step1');
    expect(await target('/onboarding/step1', { cookie: `${LOCALE_COOKIE}=en`, 'accept-language': 'ar' })).toBe(200);
    expect(await target('/onboarding/step1', { cookie: `${LOCALE_COOKIE}=de`, 'accept-language': 'ar' })).toBe('/ar/onboarding/step1');
  });

  it('keeps the query; the redirect and the English page vary by Accept-Language and Cookie and are not cached as is', async () => {
    const moved = await visit('/onboarding/step1?utm_source=mail&x=1', { 'accept-language': 'fr' });
    expect(moved.status).toBe(302);
    expect(moved.headers.get('location')).toBe('/fr/onboarding/step1?utm_source=mail&x=1');
    expect(moved.headers.get('vary')).toContain('Accept-Language');
    expect(moved.headers.get('cache-control')).toBe('no-cache');
    expect(await moved.text()).toBe('');
    const english = await visit('/onboarding/step1', { 'accept-language': 'en' });
    expect(english.status).toBe(200);
    expect(await english.text()).toBe('step 1');
    expect(english.headers.get('vary')).toMatch(/Accept-Language, Cookie/);
  });

  it('answers HEAD the same way', async () => {
    const res = await visit('/', { 'accept-language': 'ar' }, 'HEAD');
    expect([res.status, res.headers.get('location')]).toEqual([302, '/ar/onboarding/step1']);
  });
});

describe('left as they are', () => {
  for (const path of ['/fr/onboarding/step1', '/ar', '/en/onboarding/step1', '/admin', '/admin/leads', '/favicon.svg', '/no-such-page', '/api/nothing']) {
    it(path, async () => {
      expect(await target(path, { 'accept-language': 'ar', cookie: `${LOCALE_COOKIE}=fr` })).not.toEqual(expect.stringMatching(/^\//));
    });
  }
  it('a POST to a page path', async () => {
    expect((await visit('/onboarding/step1', { 'accept-language': 'ar' }, 'POST')).status).not.toBe(302);
  });
});
