/**
 * The request guards every service shares: body limits (createServiceApp), cross-site refusal of
 * cookie-authenticated writes, the exact JSON content type and the customer cookie's name.
 */
import { describe, expect, it } from 'vitest';
import { createServiceApp } from './app';
import { customerCookieName, sessionCustomerId, startCustomerSession } from './auth';
import { CATALOGUE_IMAGE_REQUEST_LIMIT, catalogueRoutes, onboardingRoutes, UPLOAD_REQUEST_LIMIT } from '../contracts/api';
import { bodyLimitFor, JSON_BODY_LIMIT } from './body-limit';
import { sameOriginWrites } from './origin-check';
import { isJsonContentType } from './validation';

const app = createServiceApp({});
app.use('/api/onboarding/*', sameOriginWrites());
app.post('/api/onboarding/echo', async (c) => c.json({ bytes: (await c.req.arrayBuffer()).byteLength }));
app.get('/api/onboarding/echo', (c) => c.json({ read: true }));

const post = (headers: Record<string, string>, body: RequestInit['body'] = '{}') =>
  app.request('http://shop.example/api/onboarding/echo', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

describe('body limits', () => {
  it('refuses a JSON body over 64 KB from its Content-Length with 413 JSON and Connection: close', async () => {
    const res = await post({ 'content-length': String(2 * 1024 * 1024) }, 'x');
    expect(res.status).toBe(413);
    expect(res.headers.get('connection')).toBe('close');
    expect(await res.json()).toEqual({ error: 'Request body too large (at most 64 KB)', code: 'body_too_large' });
  });

  it('refuses a chunked body once it passes the limit, and takes one at the limit', async () => {
    const stream = (bytes: number) =>
      new ReadableStream({
        start(controller) {
          for (let sent = 0; sent < bytes; sent += 16 * 1024) controller.enqueue(new Uint8Array(Math.min(16 * 1024, bytes - sent)));
          controller.close();
        },
      });
    const init = (bytes: number) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: stream(bytes), duplex: 'half' }) as RequestInit;
    expect((await app.request('http://shop.example/api/onboarding/echo', init(JSON_BODY_LIMIT + 1))).status).toBe(413);
    const atLimit = await app.request('http://shop.example/api/onboarding/echo', init(JSON_BODY_LIMIT));
    expect(await atLimit.json()).toEqual({ bytes: JSON_BODY_LIMIT });
  });

  it('allows multipart only on upload routes, by their limit', () => {
    const form = 'multipart/form-data; boundary=x';
    const { saveStep4, saveStep1 } = onboardingRoutes.routes;
    expect(bodyLimitFor(saveStep4, form)).toBe(UPLOAD_REQUEST_LIMIT);
    expect(UPLOAD_REQUEST_LIMIT).toBe(5 * 10 * 1024 * 1024 + 1024 * 1024);
    expect(bodyLimitFor(catalogueRoutes.routes.updateMaterial, form)).toBe(CATALOGUE_IMAGE_REQUEST_LIMIT);
    expect(bodyLimitFor(saveStep1, form)).toBe(JSON_BODY_LIMIT);
    expect(bodyLimitFor(null, form)).toBe(JSON_BODY_LIMIT);
    expect(bodyLimitFor(saveStep4, 'application/json')).toBe(JSON_BODY_LIMIT);
  });
});

describe('cross-site writes', () => {
  it.each([
    ['Sec-Fetch-Site same-origin', { 'sec-fetch-site': 'same-origin', origin: 'http://shop.example' }, 200],
    ['no browser headers (a script or server)', {}, 200],
    ['an Origin naming this host (older browser)', { origin: 'http://shop.example' }, 200],
    ['an Origin naming the forwarded host', { origin: 'https://cedar.example', 'x-forwarded-host': 'cedar.example' }, 200],
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }, 403],
    ['Sec-Fetch-Site same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site', origin: 'http://blog.shop.example' }, 403],
    ['Sec-Fetch-Site none', { 'sec-fetch-site': 'none' }, 403],
    ['a foreign Origin without Sec-Fetch-Site', { origin: 'https://evil.example' }, 403],
    ['the opaque null Origin', { origin: 'null' }, 403],
  ])('%s → %s', async (_name, headers, status) => {
    const res = await post(headers);
    expect(res.status).toBe(status);
    if (status === 403) expect(await res.json()).toEqual({ error: 'Cross-site request refused', code: 'cross_site' });
  });

  it('lets reads through from anywhere', async () => {
    const res = await app.request('http://shop.example/api/onboarding/echo', { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(res.status).toBe(200);
  });
});

describe('JSON content type', () => {
  it.each([
    ['application/json', true],
    ['application/json; charset=utf-8', true],
    ['Application/JSON;charset="UTF-8"', true],
    ['text/plain', false],
    ['text/plain; application/json', false],
    ['application/json-patch+json', false],
    ['application/jsonx', false],
    ['application/json; charset=latin1', false],
    ['', false],
  ])('%j is JSON: %s', (type, json) => {
    expect(isJsonContentType(type)).toBe(json);
  });
});

describe('customer cookie', () => {
  const secret = 'a-customer-session-secret-of-32-bytes!';
  const sessions = createServiceApp({});
  sessions.post('/start/:secure', (c) => {
    startCustomerSession(c, 'customer-1', 0, secret, c.req.param('secure') === 'yes');
    return c.body(null, 204);
  });
  sessions.get('/api/whoami', async (c) => c.json({ customerId: await sessionCustomerId(c, { secret, secureOnly: c.req.query('secureOnly') === 'yes', sessions: async () => 0 }) }));
  const cookieOf = async (secure: string) => (await sessions.request(`/start/${secure}`, { method: 'POST' })).headers.get('set-cookie') ?? '';
  const whoami = async (cookie: string, headers: Record<string, string> = {}, secureOnly = false) =>
    ((await (await sessions.request(`/api/whoami?secureOnly=${secureOnly ? 'yes' : 'no'}`, { headers: { cookie: cookie.split(';')[0], ...headers } })).json()) as { customerId: string | null }).customerId;

  it('is __Host- prefixed, Secure and Path=/ over HTTPS, plain-named on http', async () => {
    const https = await cookieOf('yes');
    expect(https).toMatch(new RegExp(`^${customerCookieName(true)}=`));
    expect(customerCookieName(true)).toBe('__Host-cabinetry_customer');
    expect(https).toContain('Secure');
    expect(https).toContain('Path=/;');
    const http = await cookieOf('no');
    expect(http).toMatch(/^cabinetry_customer=/);
    expect(http).not.toContain('Secure');
  });

  it('reads the __Host- cookie always, the plain-named one only off HTTPS', async () => {
    expect(await whoami(await cookieOf('yes'), { 'x-forwarded-proto': 'https' })).toBe('customer-1');
    const plain = await cookieOf('no');
    expect(await whoami(plain)).toBe('customer-1');
    expect(await whoami(plain, { 'x-forwarded-proto': 'https' })).toBeNull();
  });

  it('reads only the __Host- cookie when the service sets Secure cookies (COOKIE_SECURE), whatever the proxy says', async () => {
    // a plain-named cookie planted by a sibling subdomain or a plain-http page fixes no session
    const plain = await cookieOf('no');
    for (const proto of [{}, { 'x-forwarded-proto': 'http' }, { 'x-forwarded-proto': 'https' }] as Record<string, string>[]) expect(await whoami(plain, proto, true)).toBeNull();
    expect(await whoami(await cookieOf('yes'), {}, true)).toBe('customer-1');
  });
});
