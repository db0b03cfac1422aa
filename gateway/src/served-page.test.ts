/**
 * The pages' run-time values as the gateway sends them (the build's pages here; the rendered ones go
 * through the same middleware): PUBLIC_URL's origin in their canonical and hreflang links, the
 * showroom's zone on <html>; and nginx's sub_filter in frontend/nginx/app.conf fills exactly the same
 * placeholders (run for real in infra/kubernetes/src/forwarded-proto.test.ts).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { PAGE_FILLS } from '@cabinetry/shared/contracts/served-page';
import { SHOWROOM_TIME_ZONE } from '@cabinetry/shared/time';
import { TEST_PROCESS } from '@cabinetry/shared/testing';
import { createApp } from './app';

const staticDir = mkdtempSync(join(tmpdir(), 'page-links-'));
afterAll(() => rmSync(staticDir, { recursive: true, force: true }));
const page = '<!doctype html><html lang="fr" data-showroom-time-zone=""><title>Étape 1</title><link rel="canonical" href="/fr/onboarding/step1"><link rel="alternate" href="/onboarding/step1" hreflang="en"><link rel="modulepreload" href="/assets/boot.js">';
mkdirSync(join(staticDir, 'fr/onboarding/step1'), { recursive: true });
writeFileSync(join(staticDir, 'fr/onboarding/step1/index.html'), page);
writeFileSync(join(staticDir, 'index.html'), page);

const gateway = (publicUrl?: string) =>
  createApp({ port: 0, process: TEST_PROCESS, upstreams: { catalogue: '', onboarding: '', scheduling: '', identity: '' }, staticDir, rendererDir: '', trustedProxies: '', publicUrl });

describe("the pages' run-time values", () => {
  it("name PUBLIC_URL's origin in the links as the gateway sends them, compressed or not (the page's own files stay relative), and the showroom's zone", async () => {
    const app = gateway('https://cabinets.example.com');
    for (const headers of [{}, { 'accept-encoding': 'gzip' }] as Record<string, string>[]) {
      const res = await app.request('/fr/onboarding/step1', { headers });
      expect(res.status).toBe(200);
      const body = Buffer.from(await res.arrayBuffer());
      const html = (res.headers.get('content-encoding') === 'gzip' ? gunzipSync(body) : body).toString('utf8');
      expect(html).toContain('<link rel="canonical" href="https://cabinets.example.com/fr/onboarding/step1">');
      expect(html).toContain('<link rel="alternate" href="https://cabinets.example.com/onboarding/step1" hreflang="en">');
      expect(html).toContain('<link rel="modulepreload" href="/assets/boot.js">');
      expect(html).toContain(`<html lang="fr" data-showroom-time-zone="${SHOWROOM_TIME_ZONE}">`);
    }
    // the SPA's fallback page too
    expect(await (await app.request('/admin/leads')).text()).toContain('href="https://cabinets.example.com/fr/onboarding/step1"');
  });

  it('keep the links relative without PUBLIC_URL', async () => {
    expect(await (await gateway().request('/fr/onboarding/step1')).text()).toContain('<link rel="canonical" href="/fr/onboarding/step1">');
  });

  it("are the very placeholders nginx's sub_filter fills, with the same values", () => {
    const conf = readFileSync(new URL('../../frontend/nginx/app.conf', import.meta.url), 'utf8');
    const filled = [...conf.matchAll(/^sub_filter '([^']+)' '([^']+)';$/gm)].map(([, from, to]) => [from, to]);
    expect(filled).toEqual(PAGE_FILLS.map(([placeholder, value]) => [placeholder, value.replace(/\{(\w+)\}/g, '$$$1')]));
  });
});
