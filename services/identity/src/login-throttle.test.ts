/**
 * Login throttling against a real Redis and MongoDB, over real sockets (the client IP is the socket
 * peer: 127.0.0.1 is the stranger, 127.0.0.2 the account's owner).
 */
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { delayAfter, FREE_FAILURES, isLoginWait, MAX_DELAY_SECONDS, waitMessage } from './login-throttle';
import { type IdentityHarness, startIdentity } from './test-support';
import { urlOf } from '@cabinetry/shared/contracts/api/client';

let h: IdentityHarness;
let server: ServerType;

/** POST /api/admin/login from `localAddress`: status, Retry-After and body. */
function login(username: string, password: string, localAddress = '127.0.0.1'): Promise<{ status: number; retryAfter: number; body: { error?: string; token?: string } }> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, localAddress, method: 'POST', path: urlOf('login'), headers: { 'content-type': 'application/json' } }, (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, retryAfter: Number(res.headers['retry-after'] ?? 0), body: JSON.parse(text) }));
    });
    req.on('error', reject);
    req.end(JSON.stringify({ username, password }));
  });
}

/**
 * Password checks a key allows within `seconds`, as one by one: the `free` failures, the one that
 * starts the first wait, and one more per wait (1 s, 2 s, 4 s, ...) that ran out meanwhile.
 */
const checksAllowed = (free: number, seconds: number) => free + 1 + Math.floor(Math.log2(1 + seconds));

beforeAll(async () => {
  h = await startIdentity();
  await h.addUser('owner', 'admin', 'right password');
  await h.addUser('bystander', 'editor', 'other password');
  server = serve({ fetch: h.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
});

afterAll(async () => {
  server?.close();
  await h?.stop();
});

describe('login throttling', () => {
  it('makes a stranger wait a growing delay, while the owner, from their own address, logs in at once', async () => {
    for (let i = 0; i < FREE_FAILURES.ipUser; i++) expect((await login('owner', `wrong ${i}`)).status).toBe(401);
    expect((await login('owner', 'wrong again')).status).toBe(401); // past the allowance: the next try waits 1 s
    const waiting = await login('owner', 'right password');
    expect(waiting.status).toBe(429);
    expect(waiting.retryAfter).toBe(1);
    expect(waiting.body).toEqual({
      error: 'Too many failed login attempts. Please try again in 1 second.',
      code: 'rate_limited',
      details: { budget: 'login', retryAfterSeconds: 1 },
    });

    const owner = await login('owner', 'right password', '127.0.0.2');
    expect(owner.status).toBe(200);
    expect(owner.body.token).toEqual(expect.any(String));
    expect((await login('bystander', 'other password')).status).toBe(200);

    await expect.poll(async () => (await login('owner', 'wrong once more')).status, { timeout: 5_000, interval: 300 }).toBe(401);
    const longer = await login('owner', 'right password');
    expect(longer.status).toBe(429);
    expect(longer.retryAfter).toBe(2);
  });

  it('counts a parallel burst before checking passwords: 300 wrong guesses at one account get the free checks, the rest 429', async () => {
    const started = performance.now();
    const burst = await Promise.all(Array.from({ length: 300 }, (_, i) => login('owner', `guess ${i}`, '127.0.0.5')));
    const seconds = (performance.now() - started) / 1000;
    const checked = burst.filter((r) => r.status === 401).length;
    expect(checked).toBeGreaterThanOrEqual(FREE_FAILURES.ipUser + 1);
    expect(checked).toBeLessThanOrEqual(checksAllowed(FREE_FAILURES.ipUser, seconds));
    expect(burst.filter((r) => r.status === 429).length).toBe(300 - checked);
    expect(burst.find((r) => r.status === 429)!.retryAfter).toBeGreaterThanOrEqual(1);
  });

  it('checks passwords in bounded slots: a burst at many usernames gets 401, 429 or 503 with Retry-After, and staff calls keep answering', async () => {
    const staff = await h.addUser('busy-day', 'admin');
    const me = async () => (await h.app.request(urlOf('me'), { headers: staff.auth })).status;
    const started = performance.now();
    const burst = Promise.all(Array.from({ length: 100 }, (_, i) => login(`someone-${i}`, 'guess', '127.0.0.6')));
    const during = await Promise.all(Array.from({ length: 10 }, me));
    const answers = await burst;
    const seconds = (performance.now() - started) / 1000;
    expect(during).toEqual(Array(10).fill(200));
    expect(answers.filter((r) => r.status === 401).length).toBeLessThanOrEqual(checksAllowed(FREE_FAILURES.ip, seconds));
    expect(answers.every((r) => [401, 429, 503].includes(r.status))).toBe(true);
    for (const busy of answers.filter((r) => r.status === 503)) {
      expect(busy.retryAfter).toBeGreaterThan(0);
      expect(busy.body.error).toBe('Too many sign-ins at once. Please try again in a moment.');
    }
  }, 90_000); // ~21 bcrypt checks at full cost in 2 slots, on a machine other tests share

  it('keys IPv6 clients by their /64, as every other budget does', async () => {
    const sameLine = (i: number) => `2001:db8:1:2::${(i + 1).toString(16)}`;
    for (let i = 0; i <= FREE_FAILURES.ipUser; i++) expect(isLoginWait(await h.deps.loginThrottle.admit(sameLine(i), 'owner'))).toBe(false);
    const next = await h.deps.loginThrottle.admit('2001:db8:1:2:ffff::9', 'owner');
    expect(isLoginWait(next) && next.retryAfterSeconds).toBe(1);
    expect(isLoginWait(await h.deps.loginThrottle.admit('2001:db8:1:3::1', 'owner'))).toBe(false);
  });

  it('grows the delay by doubling, capped, and says minutes for long waits', () => {
    expect([5, 6, 7, 8].map((n) => delayAfter(n, 5))).toEqual([0, 1, 2, 4]);
    expect(delayAfter(100, 5)).toBe(MAX_DELAY_SECONDS);
    expect(waitMessage(2)).toBe('Too many failed login attempts. Please try again in 2 seconds.');
    expect(waitMessage(MAX_DELAY_SECONDS)).toBe('Too many failed login attempts. Please try again in 15 minutes.');
  });

  it('costs an unknown username about as much time as a known one (one bcrypt compare at the same cost)', async () => {
    const { passwordHash } = (await h.conn.collection('admin_users').findOne({ username: 'bystander' }))!;
    await h.conn.collection('admin_users').updateOne({ username: 'bystander' }, { $set: { passwordHash: (await import('bcrypt')).default.hashSync('other password', 12) } });
    const timed = async (username: string) => {
      const started = performance.now();
      expect((await login(username, 'not it', '127.0.0.3')).status).toBe(401);
      return performance.now() - started;
    };
    // alternate the two, so a busy machine slows both alike; compare medians of 5
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      known.push(await timed('bystander'));
      unknown.push(await timed('nobody-here'));
    }
    await h.conn.collection('admin_users').updateOne({ username: 'bystander' }, { $set: { passwordHash } });
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[2];
    const ratio = median(unknown) / median(known);
    // without the dummy compare an unknown username answers ~40x faster (ratio ~0.02)
    expect(ratio).toBeGreaterThan(0.33);
    expect(ratio).toBeLessThan(3);
  });

  it('refuses passwords longer than 72 bytes with 400, at login, setup and user creation', async () => {
    const long = 'é'.repeat(37); // 37 characters, 74 bytes
    const res = await login('owner', long, '127.0.0.4');
    expect({ status: res.status, error: res.body.error }).toEqual({ status: 400, error: 'password: Password must be at most 72 bytes' });
    const admin = await h.addUser('creator', 'admin');
    const created = await h.app.request(urlOf('createUser'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...admin.auth },
      body: JSON.stringify({ username: 'longpass', email: 'l@example.com', role: 'editor', isActive: true, password: long, confirmPassword: long }),
    });
    expect(created.status).toBe(400);
    const setup = await h.app.request(urlOf('setup'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'setupper', email: 's@example.com', firstName: 'A', lastName: 'B', password: long, confirmPassword: long }),
    });
    expect(setup.status).toBe(400);
  });
});
