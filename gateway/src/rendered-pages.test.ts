/**
 * The pages the gateway renders per request (./rendered-pages.ts), in the gateway's Hono app with a
 * static directory behind it, against a real HTTP catalogue stand-in: the page comes with its API
 * answers rendered in (by the build's renderer module: here a small one of the same shape, the real
 * one runs in the browser tests), one render a second per page however many visits, the build's page
 * when the catalogue fails, other paths untouched; a manage link's page rendered with its
 * appointment, private and never kept, the SPA's page for a link scheduling refuses, a path segment
 * that is no token, or a client past its budget of renders.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PROCESS } from '@cabinetry/shared/testing';
import { createApp } from './app';
import { PRIVATE_RENDERS_PER_MINUTE, RENDERED_PAGE_TTL_MS, renderedPages } from './rendered-pages';

const STYLES = '/api/public/styles?activeOnly=true';
const TOKEN = 'AAECAwQFBgcICQoL_-valid';
const MANAGE = '/api/appointments/manage/';
const MANAGE_TEMPLATE = 'pages/fr/appointment/:token/index.html';
const root = mkdtempSync(join(tmpdir(), 'rendered-pages-'));
const staticDir = join(root, 'dist');
const rendererDir = join(root, 'dist-server');
let catalogue: Server;
let styles: unknown = [{ id: 1, name: 'Shaker' }];
let catalogueStatus = 200;
let catalogueCalls = 0;
let manageCalls = 0;
let app: ReturnType<typeof createApp>;
let upstreams: Parameters<typeof renderedPages>[1];

beforeAll(async () => {
  mkdirSync(join(staticDir, 'onboarding/step2'), { recursive: true });
  writeFileSync(join(staticDir, 'index.html'), '<html>app</html>');
  writeFileSync(join(staticDir, 'onboarding/step2/index.html'), '<html><div id="root" data-start="load">built</div></html>');
  mkdirSync(join(rendererDir, 'pages/onboarding/step2'), { recursive: true });
  writeFileSync(join(rendererDir, 'pages/onboarding/step2/index.html'), '<html><div id="root" data-start="intent"><!--page-content--></div></html>');
  mkdirSync(join(rendererDir, 'pages/fr/appointment/:token'), { recursive: true });
  writeFileSync(join(rendererDir, MANAGE_TEMPLATE), '<html><div id="root" data-start="intent"><!--page-content--></div></html>');
  writeFileSync(
    join(rendererDir, 'pages.json'),
    JSON.stringify([
      { url: '/onboarding/step2', template: 'pages/onboarding/step2/index.html', calls: [STYLES] },
      { url: '/fr/appointment/:token', template: MANAGE_TEMPLATE, calls: [`${MANAGE}:token`] },
    ]),
  );
  // the renderer's interface (frontend/src/prerender.tsx renderDocument): the page's data into its template
  writeFileSync(
    join(rendererDir, 'prerender.js'),
    "export async function renderDocument(template, url, data) { return template.replace('<!--page-content-->', url + ' ' + JSON.stringify(data)); }",
  );
  // the catalogue's styles and scheduling's manage link (one stand-in for both services)
  catalogue = createServer((req, res) => {
    if (req.url?.startsWith(MANAGE)) {
      manageCalls += 1;
      res.writeHead(req.url === `${MANAGE}${TOKEN}` ? 200 : 404, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ status: 'scheduled' }));
    }
    catalogueCalls += 1;
    res.writeHead(req.url === STYLES ? catalogueStatus : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(styles));
  });
  await new Promise<void>((resolve) => catalogue.listen(0, '127.0.0.1', resolve));
  const catalogueUrl = `http://127.0.0.1:${(catalogue.address() as AddressInfo).port}`;
  upstreams = { catalogue: catalogueUrl, onboarding: 'http://127.0.0.1:1', scheduling: catalogueUrl, identity: 'http://127.0.0.1:1' };
  app = createApp({
    port: 0,
    process: TEST_PROCESS,
    upstreams,
    staticDir,
    rendererDir,
    trustedProxies: '',
  });
});
afterAll(async () => {
  await new Promise((resolve) => catalogue?.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

const get = async (path: string) => {
  const res = await app.request(path);
  return { status: res.status, type: res.headers.get('content-type'), cacheControl: res.headers.get('cache-control'), body: await res.text() };
};

describe('pages rendered per request', () => {
  it('sends the page rendered with its API answers, with or without a trailing slash, revalidated on every visit', async () => {
    const page = await get('/onboarding/step2');
    expect(page).toMatchObject({ status: 200, cacheControl: 'no-cache' });
    expect(page.type).toMatch(/^text\/html/);
    expect(page.body).toBe(`<html><div id="root" data-start="intent">/onboarding/step2 {"${STYLES}":[{"id":1,"name":"Shaker"}]}</div></html>`);
    expect((await get('/onboarding/step2/')).body).toBe(page.body);
  });

  it('renders a page at most once per RENDERED_PAGE_TTL_MS, and shows a catalogue change after it', async () => {
    let clock = 0;
    const pages = new Hono().use('*', renderedPages(rendererDir, upstreams, { clientKey: () => 'one client', now: () => clock }));
    const body = async () => (await pages.request('/onboarding/step2')).text();
    const before = catalogueCalls;
    const bodies = await Promise.all(Array.from({ length: 20 }, body));
    expect(new Set(bodies).size).toBe(1);
    expect(catalogueCalls - before).toBe(1);
    styles = [{ id: 2, name: 'Modern' }];
    clock += RENDERED_PAGE_TTL_MS - 1;
    expect(await body()).toBe(bodies[0]);
    expect(catalogueCalls - before).toBe(1);
    clock += 1;
    expect(await body()).toContain('Modern');
    expect(catalogueCalls - before).toBe(2);
  });

  it("serves the build's page when the catalogue fails, and renders again once it answers", async () => {
    catalogueStatus = 503;
    await expect.poll(async () => (await get('/onboarding/step2')).body, { timeout: 5_000, interval: 100 }).toContain('built');
    catalogueStatus = 200;
    await expect.poll(async () => (await get('/onboarding/step2')).body, { timeout: 5_000, interval: 100 }).toContain('data-start="intent"');
  });

  it('leaves every other path and method to the static files', async () => {
    expect((await get('/onboarding/step1')).body).toBe('<html>app</html>');
    expect((await app.request('/onboarding/step2', { method: 'POST' })).status).not.toBe(200);
  });
});

describe("a manage link's page", () => {
  it('is rendered with the appointment its link names, private, and never kept', async () => {
    const before = manageCalls;
    const page = await get(`/fr/appointment/${TOKEN}`);
    expect(page).toMatchObject({ status: 200, cacheControl: 'private, no-store' });
    expect(page.body).toBe(`<html><div id="root" data-start="intent">/fr/appointment/${TOKEN} {"${MANAGE}${TOKEN}":{"status":"scheduled"}}</div></html>`);
    expect((await get(`/fr/appointment/${TOKEN}/`)).body).toBe(page.body);
    expect(manageCalls - before).toBe(2);
  });

  it("is the SPA's page for a link scheduling refuses, and for a segment that is no token (never asked)", async () => {
    const before = manageCalls;
    expect(await get('/fr/appointment/not-a-link')).toMatchObject({ status: 200, body: '<html>app</html>', cacheControl: 'no-cache' });
    expect(manageCalls - before).toBe(1);
    for (const segment of ['..', '.hidden', 'a%2F..', 'a:b'])
      expect((await get(`/fr/appointment/${segment}`)).body, segment).not.toContain('data-start="intent"');
    expect(manageCalls - before).toBe(1);
  });

  it('is rendered PRIVATE_RENDERS_PER_MINUTE times a minute for one client, then left to the next handler', async () => {
    let client = 'first';
    const pages = new Hono().use('*', renderedPages(rendererDir, upstreams, { clientKey: () => client }));
    const status = async () => (await pages.request(`/fr/appointment/${TOKEN}`)).status;
    for (let i = 0; i < PRIVATE_RENDERS_PER_MINUTE; i += 1) expect(await status()).toBe(200);
    const before = manageCalls;
    expect(await status()).toBe(404);
    expect(manageCalls).toBe(before);
    client = 'second';
    expect(await status()).toBe(200);
  });
});
