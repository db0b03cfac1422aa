/**
 * The audit log: identity records sign-ins and user changes itself, other services send theirs over
 * /internal/audit (identityAuditLog, real HTTP), and admins list them with filters.
 */
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityAuditLog } from '@cabinetry/shared/server';
import { json, jsonInit } from '@cabinetry/shared/testing';
import { startIdentity, TEST_INTERNAL_TOKEN, type IdentityHarness } from './test-support';

let h: IdentityHarness;
let server: ServerType;
let boss: { id: string; auth: { authorization: string } };

beforeAll(async () => {
  h = await startIdentity();
  boss = await h.addUser('auditor', 'admin');
  server = serve({ fetch: h.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
});

afterAll(async () => {
  server?.close();
  await h?.stop();
});

const list = async (query: string, auth = boss.auth) => {
  const res = await h.app.request(`/api/admin/audit?${query}`, { headers: auth });
  expect(res.status).toBe(200);
  return json(res);
};
const entries = async (query: string) => (await list(query)).items.map((e: { actor: string; action: string; target: string; detail: string }) => [e.actor, e.action, e.target, e.detail]);

describe('audit log', () => {
  it('records sign-ins, failed sign-ins and user changes, newest first, filtered by actor and action', async () => {
    await h.addUser('clerk', 'editor');
    expect((await h.app.request('/api/admin/login', jsonInit('POST', { username: 'clerk', password: 'wrong one' }))).status).toBe(401);
    expect((await h.app.request('/api/admin/login', jsonInit('POST', { username: 'ghost', password: 'wrong one' }))).status).toBe(401);
    expect((await h.app.request('/api/admin/login', jsonInit('POST', { username: 'clerk', password: 'correct horse' }))).status).toBe(200);
    const { _id: id } = (await h.conn.collection('admin_users').findOne({ username: 'clerk' }))!;
    const edit = { username: 'clerk', email: 'clerk@example.com', role: 'admin', isActive: false };
    expect((await h.app.request(`/api/admin/users/${id}`, jsonInit('PUT', edit, boss.auth))).status).toBe(200);

    await expect.poll(() => entries('actor=clerk')).toEqual([
      ['clerk', 'sign-in', 'clerk', ''],
      ['clerk', 'sign-in-failed', 'clerk', 'wrong password'],
    ]);
    expect(await entries('action=sign-in-failed&actor=ghost')).toEqual([['ghost', 'sign-in-failed', 'ghost', 'unknown username']]);
    await expect.poll(() => entries('action=user.update')).toEqual([['auditor', 'user.update', 'clerk', 'role editor → admin, deactivated']]);
  });

  it('stores what other services send over /internal/audit', async () => {
    const audit = identityAuditLog(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, TEST_INTERNAL_TOKEN);
    audit({ actor: 'auditor', action: 'catalogue.delete', target: '/api/admin/styles/7' });
    await expect.poll(() => entries('action=catalogue.delete')).toEqual([['auditor', 'catalogue.delete', '/api/admin/styles/7', '']]);
    expect((await h.app.request('/internal/audit', jsonInit('POST', { actor: 'x', action: 'sign-in', target: 'x' }))).status).toBe(401);
    expect((await h.app.request('/internal/audit', jsonInit('POST', { actor: 'x', action: 'made-up', target: 'x' }, { 'x-internal-token': TEST_INTERNAL_TOKEN }))).status).toBe(400);
  });

  it('filters by showroom days (+03:00): an action at 21:30 UTC on 22 November is on the 23rd', async () => {
    await h.conn.collection('audit_entries').insertOne({ at: new Date('2026-11-22T21:30:00Z'), actor: 'night', action: 'logout', target: 'night', detail: '', ip: '' });
    const nightOn = async (from: string, to: string) => (await list(`actor=night&from=${from}&to=${to}`)).total;
    expect([await nightOn('2026-11-23', '2026-11-23'), await nightOn('2026-11-22', '2026-11-22'), await nightOn('2026-11-20', '2026-11-23')]).toEqual([1, 0, 1]);
    const inverted = await h.app.request('/api/admin/audit?from=2026-11-23&to=2026-11-22', { headers: boss.auth });
    expect([inverted.status, (await json(inverted)).code]).toEqual([400, 'invalid_request']);
  });

  it('is for admins only and refuses junk filters', async () => {
    const editor = await h.addUser('reader', 'editor');
    expect((await h.app.request('/api/admin/audit', { headers: editor.auth })).status).toBe(403);
    expect((await h.app.request('/api/admin/audit?action=everything', { headers: boss.auth })).status).toBe(400);
    expect((await h.app.request('/api/admin/audit?from=yesterday', { headers: boss.auth })).status).toBe(400);
    expect((await h.app.request('/api/admin/audit?from=2026-11-22T21:30:00Z', { headers: boss.auth })).status).toBe(400);
  });
});
