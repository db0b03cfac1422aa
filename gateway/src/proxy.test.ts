/**
 * The gateway (its HTTP server: /api proxy before the Hono app) against a stand-in catalogue built
 * like every service (createServiceApp): header hygiene, streaming, body limits with the pooled
 * connection still usable afterwards, upstream timeouts, compression and security headers, and the
 * shared cache of public answers.
 */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServiceApp } from '@cabinetry/shared/server/app';
import { Type } from '@cabinetry/shared/contracts';
import { ANONYMOUS, CATALOGUE_IMAGE_REQUEST_LIMIT, defineRoutes } from '@cabinetry/shared/contracts/api';
import { proxyTrust } from '@cabinetry/shared/server/client-ip';
import { CONTENT_SECURITY_POLICY } from '@cabinetry/shared/server/security';
import { createHttpServer } from '@cabinetry/shared/server/serve';
import { createApp } from './app';
import { createApiProxy } from './proxy';
import { apiRouter } from './routing';
import { httpRequests } from '@cabinetry/shared/server/metrics';
import { TEST_PROCESS } from '@cabinetry/shared/testing';

const listen = async (server: ReturnType<typeof createHttpServer>) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

const catalogue = createServiceApp({});
catalogue.all('/api/public/echo', async (c) =>
  c.json({ method: c.req.method, query: c.req.query('q'), headers: Object.fromEntries(c.req.raw.headers), bodyBytes: (await c.req.arrayBuffer()).byteLength }),
);
catalogue.post('/api/admin/styles', async (c) => c.json({ bytes: (await c.req.arrayBuffer()).byteLength }));
catalogue.get('/api/public/big', (c) => c.json(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Style ${i}` }))));
/** Releases the held /slow answer (it waits until then, past the gateway's headers timeout). */
let releaseSlow: () => void = () => {};
catalogue.get('/api/public/slow', async (c) => {
  await new Promise<void>((release) => (releaseSlow = release));
  return c.json({ late: true });
});
/** Answers counted by the stand-in: a cached answer does not count. */
let served = 0;
/** What each answer shows, with the Cache-Control of `?cc=` (default: shareable for a minute). */
const counted = (c: Context) => {
  served += 1;
  return c.json({ served, cookie: c.req.header('cookie') ?? null }, 200, { 'cache-control': c.req.query('cc') ?? 'public, s-maxage=60' });
};
catalogue.get('/api/public/counted', counted);
/** A public list in `?locale=` (the catalogue's contract), shareable for a minute. */
catalogue.get('/api/public/localized', (c) => {
  served += 1;
  return c.json({ served, locale: c.req.query('locale') ?? 'en' }, 200, { 'cache-control': 'public, s-maxage=60' });
});
catalogue.get('/api/admin/styles', counted);
/** A public list as the catalogue answers it: its ETag, 304 to a matching If-None-Match, shareable for 1 s. */
let listVersion = 1;
catalogue.get('/api/public/list', (c) => {
  const headers = { etag: `"v${listVersion}"`, 'cache-control': 'public, max-age=0, must-revalidate, s-maxage=1' };
  return c.req.header('if-none-match') === headers.etag ? c.body(null, 304, headers) : c.json({ version: listVersion }, 200, headers);
});
catalogue.get('/api/media/x.png', (c) => c.body(new Uint8Array(4096), 200, { 'content-type': 'image/png' }));

const upstreamServer = createHttpServer(catalogue);
/** The routes of the stand-in catalogue above, and an onboarding route whose service is down. */
const read = (path: string) => ({ method: 'GET', path, summary: path, access: ANONYMOUS, responses: { 200: { description: 'ok' } } }) as const;
const TEST_ROUTES = defineRoutes('catalogue', {
  echo: read('/api/public/echo'),
  postEcho: { ...read('/api/public/echo'), method: 'POST', body: Type.Unknown() },
  upload: { ...read('/api/admin/styles'), method: 'POST', multipart: Type.Object({}), bodyLimit: CATALOGUE_IMAGE_REQUEST_LIMIT },
  big: read('/api/public/big'),
  slow: read('/api/public/slow'),
  counted: read('/api/public/counted'),
  localized: read('/api/public/localized'),
  adminList: read('/api/admin/styles'),
  list: read('/api/public/list'),
  media: { ...read('/api/media/{key}'), pathRest: true },
});
const DOWN_ROUTES = defineRoutes('onboarding', { config: read('/api/config') });

let gatewayServer: ReturnType<typeof createHttpServer>;
let proxy: ReturnType<typeof createApiProxy>;
let gateway: string;

beforeAll(async () => {
  const upstream = await listen(upstreamServer);
  const dead = 'http://127.0.0.1:1';
  const upstreams = { catalogue: upstream, onboarding: dead, scheduling: dead, identity: dead };
  proxy = createApiProxy(upstreams, proxyTrust(''), { headers: 500, body: 5_000 }, apiRouter([TEST_ROUTES, DOWN_ROUTES]));
  gatewayServer = createHttpServer(createApp({ port: 0, process: TEST_PROCESS, upstreams, staticDir: '', rendererDir: '', trustedProxies: '' }), proxy.intercept);
  gateway = await listen(gatewayServer);
});

afterAll(async () => {
  await proxy.close();
  gatewayServer.close();
  upstreamServer.close();
});

/** One raw request (node:http, so the path, headers and chunked bodies go out as written). */
function raw(path: string, { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: Buffer } = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const { hostname, port } = new URL(gateway);
    const req = httpRequest({ hostname, port, path, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    if (body) {
      // in pieces, so a chunked body is really streamed
      for (let i = 0; i < body.length; i += 256 * 1024) req.write(body.subarray(i, i + 256 * 1024));
    }
    req.end();
  });
}

describe('gateway /api hop', () => {
  it('forwards method, query, body and trace context; strips the internal token; believes no client-written forwarding header', async () => {
    const traceparent = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
    const res = await fetch(`${gateway}/api/public/echo?q=oak`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-internal-token': 'forged', 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https', traceparent },
      body: JSON.stringify({ hello: 'world' }),
    });
    expect(res.status).toBe(200);
    const echo = (await res.json()) as { method: string; query: string; bodyBytes: number; headers: Record<string, string> };
    expect(echo).toMatchObject({ method: 'POST', query: 'oak', bodyBytes: 17 });
    expect(echo.headers['x-internal-token']).toBeUndefined();
    expect(echo.headers.traceparent).toBe(traceparent);
    expect(echo.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(echo.headers['x-forwarded-proto']).toBe('http');
    expect(echo.headers['x-forwarded-host']).toMatch(/^127\.0\.0\.1:\d+$/);
    expect(res.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('forwards a well-formed X-Request-Id and replaces a malformed one with a fresh id', async () => {
    const idSeen = async (sent: string) => {
      const res = await fetch(`${gateway}/api/public/echo`, { headers: { 'x-request-id': sent } });
      return ((await res.json()) as { headers: Record<string, string> }).headers['x-request-id'];
    };
    expect(await idSeen('trace-42')).toBe('trace-42');
    const fresh = await idSeen('bad id; with spaces');
    expect(fresh).toMatch(/^[0-9a-f-]{36}$/);
    expect(await idSeen('bad id; with spaces')).not.toBe(fresh);
  });

  it.each(['/api/public/../../internal/customers', '/api/public/%2e%2e/%2e%2e/internal/customers', '/api/public/..%2f..%2finternal', '/api/public/..\\..\\internal'])(
    'refuses the path %s with 400 before any service sees it',
    async (path) => {
      const res = await raw(path);
      expect(res.status).toBe(400);
      expect(JSON.parse(res.body.toString())).toEqual({ error: 'Invalid request path', code: 'invalid_request' });
    },
  );

  it('answers an unknown /api path 404 JSON without asking a service', async () => {
    const res = await fetch(`${gateway}/api/nowhere`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'No route for GET /api/nowhere', code: 'no_route' });
  });

  it('refuses an oversized body with 413 and the next request on the same upstream still succeeds (20 times)', async () => {
    const json = Buffer.alloc(2 * 1024 * 1024, 'a');
    const upload = Buffer.alloc(CATALOGUE_IMAGE_REQUEST_LIMIT + 1, 'a');
    const ways: { name: string; path: string; body: Buffer; headers: Record<string, string> }[] = [
      // refused from Content-Length before anything is read, or counted on the way to the service and aborted
      { name: 'JSON with Content-Length', path: '/api/public/echo', body: json, headers: { 'content-type': 'application/json', 'content-length': String(json.length) } },
      { name: 'chunked JSON', path: '/api/public/echo', body: json, headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } },
      { name: 'chunked upload', path: '/api/admin/styles', body: upload, headers: { 'content-type': 'multipart/form-data; boundary=x', 'transfer-encoding': 'chunked' } },
    ];
    for (let i = 0; i < 21; i++) {
      const way = ways[i % ways.length];
      const refused = await raw(way.path, { method: 'POST', headers: way.headers, body: way.body }).catch((err: Error) => ({ status: err.message, body: Buffer.from('{}') }));
      expect(refused.status, `oversized body ${i} (${way.name})`).toBe(413);
      expect(JSON.parse(refused.body.toString())).toHaveProperty('error');
      const next = await fetch(`${gateway}/api/public/echo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(next.status, `request after oversized body ${i}`).toBe(200);
    }
  });

  it('answers 504 JSON when the service sends no headers in time, 502 when it is down', async () => {
    const slow = await fetch(`${gateway}/api/public/slow`);
    expect(slow.status).toBe(504);
    expect(((await slow.json()) as { error: string }).error).toMatch(/did not answer in time/);
    releaseSlow();
    const down = await fetch(`${gateway}/api/config`);
    expect(down.status).toBe(502);
    expect(((await down.json()) as { error: string }).error).toMatch(/onboarding service is not answering/);
  });

  it('compresses JSON over 1 KB for a client that accepts it, not small JSON, not images', async () => {
    const gzip = await raw('/api/public/big', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toContain('Accept-Encoding');
    expect((JSON.parse(gunzipSync(gzip.body).toString()) as unknown[]).length).toBe(200);
    const br = await fetch(`${gateway}/api/public/big`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(((await br.json()) as unknown[]).length).toBe(200);
    expect((await raw('/api/public/big')).headers['content-encoding']).toBeUndefined();
    expect((await raw('/api/public/echo', { headers: { 'accept-encoding': 'gzip' } })).headers['content-encoding']).toBeUndefined();
    expect((await raw('/api/media/x.png', { headers: { 'accept-encoding': 'gzip' } })).headers['content-encoding']).toBeUndefined();
  });

  it('sets the security headers on its own answers too', async () => {
    const res = await fetch(`${gateway}/health`);
    expect(res.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});

describe('gateway metrics', () => {
  it('counts each answer under its route path template (or unrouted), never under the raw path', async () => {
    const count = async (route: string, status: string) =>
      (await httpRequests.get()).values.find((v) => v.labels.route === route && v.labels.method === 'GET' && v.labels.status === status)?.value ?? 0;
    const [echoed, unrouted] = [await count('/api/public/echo', '200'), await count('unrouted', '404')];
    expect((await fetch(`${gateway}/api/public/echo?q=1`)).status).toBe(200);
    expect((await fetch(`${gateway}/api/nothing/here-98765`)).status).toBe(404);
    await expect.poll(() => count('/api/public/echo', '200')).toBe(echoed + 2); // the gateway's and the stub service's count: one registry in this process
    expect(await count('unrouted', '404')).toBe(unrouted + 1);
    expect((await httpRequests.get()).values.some((v) => String(v.labels.route).includes('98765'))).toBe(false);
  });
});

describe('gateway shared cache', () => {
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${gateway}${path}`, { headers });
    return { res, body: (await res.json()) as { served: number; cookie: string | null } };
  };

  it('answers a public answer its headers let a shared cache keep from memory, with this request\'s X-Request-Id', async () => {
    const first = await get('/api/public/counted?for=ids', { 'x-request-id': 'first' });
    const again = await get('/api/public/counted?for=ids', { 'x-request-id': 'again' });
    expect(again.body.served).toBe(first.body.served);
    expect(again.res.headers.get('age')).not.toBeNull();
    expect(again.res.headers.get('x-request-id')).toBe('again');
    expect(again.res.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    const heads = [await raw('/api/public/counted?for=head', { method: 'HEAD' }), await raw('/api/public/counted?for=head', { method: 'HEAD' })];
    expect(heads.map((h) => [h.status, h.body.length])).toEqual([[200, 0], [200, 0]]);
    expect(heads[1].headers.age).toBeDefined(); // HEAD answered from the cache too
  });

  it('never stores nor serves from memory a request carrying credentials or validators, an admin answer, or an answer that forbids it', async () => {
    const path = '/api/public/counted?for=credentials';
    const customer = await get(path, { cookie: 'session=customer-a' });
    const staff = await get(path, { authorization: 'Bearer staff' });
    const anonymous = await get(path);
    expect(new Set([customer.body.served, staff.body.served, anonymous.body.served]).size).toBe(3);
    expect(anonymous.body.cookie).toBeNull();
    expect((await get(path)).body.served).toBe(anonymous.body.served); // now stored...
    const others: Record<string, string>[] = [{ cookie: 'session=customer-b' }, { authorization: 'Bearer staff' }, { 'if-none-match': '"x"' }];
    for (const headers of others) {
      const seen = await get(path, headers); // ...yet never served to these
      expect(seen.body.served, JSON.stringify(headers)).toBeGreaterThan(anonymous.body.served);
      expect(seen.res.headers.get('age')).toBeNull();
    }
    expect((await get('/api/public/counted?for=customer', { cookie: 'session=customer-c' })).body.cookie).toBe('session=customer-c');
    expect((await get('/api/public/counted?for=customer')).body.cookie).toBeNull();

    for (const path of ['/api/admin/styles', '/api/public/counted?cc=no-store', '/api/public/counted?cc=private', '/api/public/counted?cc=public,no-cache']) {
      const a = await get(path);
      expect((await get(path)).body.served, path).toBe(a.body.served + 1);
    }
  });

  it('keys on the locale query: a French list after an English one is French, and each is then served from memory', async () => {
    const list = async (query: string) => (await fetch(`${gateway}/api/public/localized${query}`)).json() as Promise<{ served: number; locale: string }>;
    const en = await list('');
    const fr = await list('?locale=fr');
    const ar = await list('?locale=ar');
    expect([en.locale, fr.locale, ar.locale]).toEqual(['en', 'fr', 'ar']);
    expect(new Set([en.served, fr.served, ar.served]).size).toBe(3);
    expect(await list('?locale=fr')).toEqual(fr);
    expect(await list('')).toEqual(en);
  });

  it('shows a changed public list within about a second, and a browser\'s revalidation gets the catalogue\'s 304', async () => {
    const version = async () => ((await (await fetch(`${gateway}/api/public/list`)).json()) as { version: number }).version;
    expect(await version()).toBe(listVersion);
    listVersion += 1;
    const changed = performance.now();
    await expect.poll(version, { timeout: 2_000, interval: 25 }).toBe(listVersion);
    expect(performance.now() - changed).toBeLessThan(1_500);
    const revalidated = await fetch(`${gateway}/api/public/list`, { headers: { 'if-none-match': `"v${listVersion}"` } });
    expect(revalidated.status).toBe(304);
  });
});
