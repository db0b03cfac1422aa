/**
 * The first visit's redirect to the visitor's language on the production path (issue 35 item 5): the
 * product's nginx configuration (frontend/nginx) run by Debian's nginx in front of the real gateway
 * app (no static directory: nginx serves the built pages, as in compose). A French or Arabic visitor
 * of '/' or another unprefixed customer page gets a 302 to their language and never an English
 * document; an English one gets the built page; prefixed pages, the back office and files are served
 * as before; with the gateway down, the English page is still served.
 */
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_COOKIE } from '@cabinetry/shared/contracts';
import { TEST_PROCESS } from '@cabinetry/shared/testing';
import { createApp } from '../../../gateway/src/app';
import { type ProductNginx, startProductNginx } from '../src/product-nginx';

const staticDir = mkdtempSync(join(tmpdir(), 'locale-redirect-site-'));
chmodSync(staticDir, 0o755); // nginx's workers (nobody, when started by root) read it
const page = (file: string, lang: string) => {
  mkdirSync(join(staticDir, file, '..'), { recursive: true });
  writeFileSync(join(staticDir, file), `<!doctype html><html lang="${lang}"><title>${file}</title></html>`);
};
let gateway: ServerType;
let gatewayUrl: string;
let nginx: ProductNginx | null;

function startGateway(port = 0): Promise<void> {
  const app = createApp({ port: 0, process: TEST_PROCESS, upstreams: { catalogue: '', onboarding: '', scheduling: '', identity: '' }, staticDir: '', rendererDir: '', trustedProxies: '' });
  return new Promise((resolve) => {
    gateway = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, (info) => {
      gatewayUrl = `http://127.0.0.1:${info.port}`;
      resolve();
    });
  });
}

beforeAll(async () => {
  for (const file of ['index.html', 'onboarding/step1/index.html', 'onboarding/step3/index.html', '404.html']) page(file, 'en');
  for (const file of ['fr/onboarding/step1/index.html', 'ar/onboarding/step1/index.html', 'ar/404.html']) page(file, file.slice(0, 2));
  writeFileSync(join(staticDir, 'favicon.svg'), '<svg/>');
  await startGateway();
  nginx = await startProductNginx(gatewayUrl, staticDir);
});

afterAll(async () => {
  await nginx?.stop();
  gateway?.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${nginx!.url}${path}`, { headers, redirect: 'manual' });

describe("nginx sends an unprefixed customer page's visitor to their language", () => {
  it('302 from / to the Arabic step 1 by Accept-Language (q-values honoured), then the Arabic page itself', async (ctx) => {
    if (!nginx) return ctx.skip();
    for (const acceptLanguage of ['ar', 'ar-LB,ar;q=0.9,en;q=0.8', 'en;q=0.5, ar']) {
      const first = await get('/', { 'accept-language': acceptLanguage });
      expect(first.status, acceptLanguage).toBe(302);
      expect(first.headers.get('location'), acceptLanguage).toMatch(/\/ar\/onboarding\/step1$/);
      expect(await first.text()).not.toContain('<html');
    }
    const landed = await get('/ar/onboarding/step1', { 'accept-language': 'ar' });
    expect(landed.status).toBe(200);
    expect(await landed.text()).toContain('<html lang="ar">');
  });

  it('by the language cookie before Accept-Language, for every unprefixed customer page, the query kept', async (ctx) => {
    if (!nginx) return ctx.skip();
    const cookie = { cookie: `${LOCALE_COOKIE}=fr`, 'accept-language': 'ar' };
    for (const [path, to] of [
      ['/onboarding/step1', '/fr/onboarding/step1'],
      ['/onboarding/step3?from=mail', '/fr/onboarding/step3?from=mail'],
      ['/onboarding/complete', '/fr/onboarding/complete'],
      ['/resume', '/fr/resume'],
      ['/erase', '/fr/erase'],
      ['/onboarding/step2', '/fr/onboarding/step2'],
      ['/appointment/AAECAwQFBgc', '/fr/appointment/AAECAwQFBgc'],
    ]) {
      const res = await get(path, cookie);
      expect(res.status, path).toBe(302);
      expect(new URL(res.headers.get('location')!, nginx.url).pathname + new URL(res.headers.get('location')!, nginx.url).search, path).toBe(to);
      expect(res.headers.get('vary'), path).toContain('Accept-Language');
    }
  });

  it('serves the built English page to an English visitor (cookie or browser), varying by both', async (ctx) => {
    if (!nginx) return ctx.skip();
    for (const headers of [{ 'accept-language': 'en-GB,en;q=0.9' }, { cookie: `${LOCALE_COOKIE}=en`, 'accept-language': 'ar' }, {}] as Record<string, string>[]) {
      const res = await get('/onboarding/step1', headers);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<title>onboarding/step1/index.html</title>');
      expect(res.headers.get('vary')).toContain('Accept-Language, Cookie');
      expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    }
    const start = await get('/', { 'accept-language': 'en' });
    expect([start.status, await start.text()]).toEqual([200, expect.stringContaining('<title>index.html</title>')]);
  });

  it('leaves prefixed pages, the back office, files and unknown paths as they were', async (ctx) => {
    if (!nginx) return ctx.skip();
    const arabic = { 'accept-language': 'ar', cookie: `${LOCALE_COOKIE}=ar` };
    expect((await get('/fr/onboarding/step1', arabic)).status).toBe(200);
    expect((await get('/admin/leads', arabic)).status).toBe(200);
    expect((await get('/favicon.svg', arabic)).status).toBe(200);
    expect((await get('/no/such/page', arabic)).status).toBe(404);
    // a language prefix's unknown path: that language's not-found page (frontend/nginx/locales.conf)
    const arabicMissing = await get('/ar/no/such/page', arabic);
    expect(arabicMissing.status).toBe(404);
    expect(await arabicMissing.text()).toContain('lang="ar"');
  });

  it('serves the English page when the gateway cannot answer', async (ctx) => {
    if (!nginx) return ctx.skip();
    const port = Number(new URL(gatewayUrl).port);
    await new Promise((resolve) => gateway.close(resolve));
    try {
      const res = await get('/onboarding/step1', { 'accept-language': 'ar' });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<html lang="en">');
    } finally {
      await startGateway(port);
    }
  });
});
