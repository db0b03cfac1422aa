/**
 * The gateway's answer for paths that are no API route and no file: the SPA's pages get index.html,
 * any other path the pre-rendered not-found page of its language with status 404; nginx
 * (frontend/nginx, its languages in the generated locales.conf) decides with the same pattern and the same pages.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_PROCESS } from '@cabinetry/shared/testing';
import { createApp } from './app';
import { LOCALE_CODES, TRANSLATED_LOCALES } from '@cabinetry/shared/contracts/locales';
import { nginxLocalesConf } from './nginx-locales';
import { SPA_ROUTE, notFoundPage } from './spa-pages';

const staticDir = mkdtempSync(join(tmpdir(), 'spa-pages-'));
afterAll(() => rmSync(staticDir, { recursive: true, force: true }));
const write = (file: string, text: string) => {
  mkdirSync(join(staticDir, file, '..'), { recursive: true });
  writeFileSync(join(staticDir, file), text);
};
write('index.html', 'the app');
write('onboarding/step1/index.html', 'step 1');
write('404.html', 'not found');
write('fr/404.html', 'page introuvable');
write('ar/404.html', 'الصفحة غير موجودة');

const app = createApp({ port: 0, process: TEST_PROCESS, upstreams: { catalogue: '', onboarding: '', scheduling: '', identity: '' }, staticDir, rendererDir: '', trustedProxies: '' });
const get = async (path: string) => {
  const res = await app.request(path);
  return { status: res.status, body: await res.text(), cacheControl: res.headers.get('cache-control'), csp: res.headers.get('content-security-policy') };
};

describe('pages that are no file', () => {
  it('a pre-rendered page is its own file', async () => {
    expect(await get('/onboarding/step1')).toMatchObject({ status: 200, body: 'step 1' });
  });

  for (const path of ['/', '/fr', '/ar/', '/en/onboarding/step1', '/fr/onboarding/complete', '/ar/appointment/abc123', '/resume', '/ar/erase', '/admin', '/admin/leads/42']) {
    it(`${path} is a page of the SPA: index.html`, async () => {
      expect(await get(path)).toMatchObject({ status: 200, body: 'the app' });
    });
  }

  for (const [path, body] of [
    ['/no/such/page', 'not found'],
    ['/onboarding/step6', 'not found'],
    ['/en/nothing', 'not found'],
    ['/fr/no/such/page', 'page introuvable'],
    ['/ar/onboarding/step9', 'الصفحة غير موجودة'],
    ['/ar/appointment/a/b', 'الصفحة غير موجودة'],
    ['/administrator', 'not found'],
  ]) {
    it(`${path} is no page: the not-found page of its language, status 404, with the security headers`, async () => {
      const res = await get(path);
      expect(res).toMatchObject({ status: 404, body, cacheControl: 'no-cache' });
      expect(res.csp).toBeTruthy();
    });
  }
});

describe('nginx', () => {
  const conf = (name: string) => readFileSync(fileURLToPath(new URL(`../../frontend/nginx/${name}`, import.meta.url)), 'utf8');

  it('routes the languages of the registry: locales.conf is what the registry gives (`npm run nginx:locales`), included by app.conf', () => {
    expect(conf('locales.conf')).toBe(nginxLocalesConf(LOCALE_CODES));
    expect(conf('app.conf')).toContain('include /etc/nginx/cabinetry/locales.conf;');
  });

  it('serves index.html for the same routes', () => {
    const locations = [...`${conf('app.conf')}${conf('locales.conf')}`.matchAll(/location ~ "([^"]+)" \{\n[^}]*try_files \$uri \$uri\/index\.html \/index\.html;/g)].map(([, pattern]) => pattern);
    expect(locations).toEqual([SPA_ROUTE.source]);
  });

  it('answers other paths with the same not-found page of their language', () => {
    const entries = [...conf('locales.conf').matchAll(/location \/(\w+)\/ \{\n[^}]*error_page 404 (\S+);/g)].map(([, locale, page]) => [locale, page]);
    expect(entries).toEqual(TRANSLATED_LOCALES.map((code) => [code, `/${notFoundPage(`/${code}/x`)}`]));
    expect(conf('app.conf')).toContain(`error_page 404 /${notFoundPage('/x')};`);
  });
});
