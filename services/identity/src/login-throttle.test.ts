/** Per-account login throttling against a real MongoDB. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, jsonInit } from '@cabinetry/shared/testing';
import { createApp, identityDeps } from './app';
import { lockedMessage, MAX_FAILURES } from './login-throttle';
import { startIdentity, TEST_SECRET, type IdentityHarness } from './test-support';

let h: IdentityHarness;
const login = (username: string, password: string) => h.app.request('/api/admin/login', jsonInit('POST', { username, password }));

beforeAll(async () => {
  h = await startIdentity();
  await h.addUser('locksmith', 'admin', 'right password');
  await h.addUser('bystander', 'editor', 'other password');
  await h.addUser('forgetful', 'editor', 'my password');
});

afterAll(async () => {
  await h?.stop();
});

describe('login throttling', () => {
  it(`locks an account after ${MAX_FAILURES} failures, even for the right password, and leaves other accounts alone`, async () => {
    for (let i = 0; i < MAX_FAILURES; i++) expect((await login('locksmith', `wrong ${i}`)).status).toBe(401);

    const locked = await login('locksmith', 'wrong again');
    expect(locked.status).toBe(429);
    expect(await json(locked)).toEqual({ error: 'Too many failed login attempts. Please try again in 15 minutes.' });
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    expect((await login('locksmith', 'right password')).status).toBe(429);
    expect((await login('LockSmith', 'right password')).status).toBe(429);

    const other = await login('bystander', 'other password');
    expect(other.status).toBe(200);
    expect((await json(other)).token).toEqual(expect.any(String));
  });

  it('keeps the lock across a restart of the service (counters live in MongoDB)', async () => {
    const restarted = createApp(identityDeps({ port: 0, mongoUrl: '', jwtSecret: TEST_SECRET, jwtExpiresIn: '1h' }, h.conn));
    const res = await restarted.request('/api/admin/login', jsonInit('POST', { username: 'locksmith', password: 'right password' }));
    expect(res.status).toBe(429);
  });

  it('resets the count after a successful login', async () => {
    for (let i = 0; i < MAX_FAILURES - 1; i++) expect((await login('forgetful', 'nope nope')).status).toBe(401);
    expect((await login('forgetful', 'my password')).status).toBe(200);
    for (let i = 0; i < MAX_FAILURES - 1; i++) expect((await login('forgetful', 'nope nope')).status).toBe(401);
    expect((await login('forgetful', 'my password')).status).toBe(200);
  });

  it('says minutes in the plural only when more than one is left', () => {
    expect(lockedMessage(30_000)).toBe('Too many failed login attempts. Please try again in 1 minute.');
    expect(lockedMessage(14 * 60_000 + 1)).toBe('Too many failed login attempts. Please try again in 15 minutes.');
  });
});
