/**
 * Staff sessions end everywhere: another service checks admin tokens through identity's internal
 * route (identitySessions, over real HTTP, with a short cache); deactivating, demoting or deleting a
 * user, changing their password, or their logout, is refused there within the cache's lifetime.
 */
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServiceApp } from '@cabinetry/shared/server/app';
import { identitySessions, requireAdmin } from '@cabinetry/shared/server/auth';
import { json, jsonInit } from '@cabinetry/shared/testing';
import { startIdentity, TEST_INTERNAL_TOKEN, TEST_SECRET, type IdentityHarness } from './test-support';
import { urlOf } from '@cabinetry/shared/contracts/api/client';

const CACHE_MS = 300;
let h: IdentityHarness;
let server: ServerType;
let boss: { id: string; auth: { authorization: string } };
/** Another service: one route for any staff member, one for admins only. */
let other: Hono;

beforeAll(async () => {
  h = await startIdentity();
  boss = await h.addUser('boss', 'admin');
  server = serve({ fetch: h.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const auth = { secret: TEST_SECRET, sessions: identitySessions(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, TEST_INTERNAL_TOKEN, CACHE_MS) };
  other = createServiceApp({});
  other.get('/staff', requireAdmin(auth), (c) => c.json({ ok: true }));
  other.get('/admins', requireAdmin(auth, ['admin']), (c) => c.json({ ok: true }));
});

afterAll(async () => {
  server?.close();
  await h?.stop();
});

/** Logs `username` in and answers its bearer header. */
async function signIn(username: string, password = 'correct horse') {
  const res = await h.app.request(urlOf('login'), jsonInit('POST', { username, password }));
  expect(res.status).toBe(200);
  return { authorization: `Bearer ${(await json(res)).token}` };
}
const status = async (path: string, headers: Record<string, string>) => (await other.request(path, { headers })).status;
const refusedSoon = (path: string, headers: Record<string, string>, expected = 401) =>
  expect.poll(() => status(path, headers), { timeout: CACHE_MS * 10, interval: 50 }).toBe(expected);
const editUser = (id: string, body: Record<string, unknown>) => h.app.request(urlOf('updateUser', { params: { id } }), jsonInit('PUT', body, boss.auth));
const profile = (username: string) => ({ username, email: `${username}@example.com`, role: 'editor', isActive: true });

describe('staff sessions', () => {
  it('the internal route needs INTERNAL_TOKEN and answers the account state', async () => {
    const anonymous = await h.app.request(`/internal/admin-sessions/${boss.id}`);
    expect({ status: anonymous.status, code: (await json(anonymous)).code }).toEqual({ status: 401, code: 'internal_token_required' });
    const res = await h.app.request(`/internal/admin-sessions/${boss.id}`, { headers: { 'x-internal-token': TEST_INTERNAL_TOKEN } });
    expect(await json(res)).toEqual({ isActive: true, role: 'admin', tokenVersion: 0 });
    expect((await h.app.request('/internal/admin-sessions/not-an-id', { headers: { 'x-internal-token': TEST_INTERNAL_TOKEN } })).status).toBe(404);
  });

  it('refuses a deactivated editor', async () => {
    const { id } = await h.addUser('deactivated', 'editor');
    const token = await signIn('deactivated');
    expect(await status('/staff', token)).toBe(200);
    expect((await editUser(id, { ...profile('deactivated'), isActive: false })).status).toBe(200);
    await refusedSoon('/staff', token);
  });

  it('checks the current role, not the token\'s: a demoted admin loses admin-only routes', async () => {
    const { id } = await h.addUser('demoted', 'admin');
    const token = await signIn('demoted');
    expect(await status('/admins', token)).toBe(200);
    await h.conn.collection('admin_users').updateOne({ username: 'demoted' }, { $set: { role: 'editor' } });
    await refusedSoon('/admins', token, 403);
    expect((await editUser(id, profile('demoted'))).status).toBe(200);
  });

  it('refuses a deleted user, and the tokens from before a password change', async () => {
    const gone = await h.addUser('gone', 'editor');
    const goneToken = await signIn('gone');
    const changed = await h.addUser('changed', 'editor');
    const oldToken = await signIn('changed');
    expect([await status('/staff', goneToken), await status('/staff', oldToken)]).toEqual([200, 200]);
    expect((await h.app.request(urlOf('deleteUser', { params: { id: gone.id } }), { method: 'DELETE', headers: boss.auth })).status).toBe(200);
    expect((await editUser(changed.id, { ...profile('changed'), password: 'a new password', confirmPassword: 'a new password' })).status).toBe(200);
    await refusedSoon('/staff', goneToken);
    await refusedSoon('/staff', oldToken);
    expect(await status('/staff', await signIn('changed', 'a new password'))).toBe(200);
  });

  it('logout revokes the token in identity at once and in other services within the cache time', async () => {
    await h.addUser('leaving', 'editor');
    const token = await signIn('leaving');
    expect(await status('/staff', token)).toBe(200);
    expect((await h.app.request(urlOf('logout'), { method: 'POST', headers: token })).status).toBe(200);
    expect((await h.app.request(urlOf('me'), { headers: token })).status).toBe(401);
    await refusedSoon('/staff', token);
  });

  it('answers 503 when identity cannot be asked', async () => {
    const auth = { secret: TEST_SECRET, sessions: identitySessions('http://127.0.0.1:9', TEST_INTERNAL_TOKEN) };
    const app = createServiceApp({});
    app.get('/staff', requireAdmin(auth), (c) => c.json({ ok: true }));
    const res = await app.request('/staff', { headers: boss.auth });
    expect(res.status).toBe(503);
  });
});
