/**
 * The audit log: identity records sign-ins and user changes itself (failed sign-ins at unknown
 * usernames counted per client and minute), other services send theirs over /internal/audit through
 * their outbox (createAuditOutbox: real Redis and HTTP, retried while identity is down, stored once),
 * and admins list them with filters.
 */
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_QUEUE, createAuditOutbox } from '@cabinetry/shared/server/audit';
import { json, jsonInit } from '@cabinetry/shared/testing';
import { type IdentityHarness, startIdentity, TEST_INTERNAL_TOKEN } from './test-support';
import { Queue } from 'bullmq';
import { freePort, type RedisHandle, startRedis } from '@cabinetry/local/providers';
import { redisConnection } from '@cabinetry/shared/server/queues';
import { urlOf } from '@cabinetry/shared/contracts/api/client';

let h: IdentityHarness;
let server: ServerType;
let boss: { id: string; auth: { authorization: string } };
let redis: RedisHandle;

beforeAll(async () => {
  redis = await startRedis();
  h = await startIdentity({ redis });
  boss = await h.addUser('auditor', 'admin');
  server = serve({ fetch: h.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
});

afterAll(async () => {
  server?.close();
  await h?.stop();
  await redis?.stop();
});

const list = async (query: string, auth = boss.auth) => {
  const res = await h.app.request(`${urlOf('listAudit')}?${query}`, { headers: auth });
  expect(res.status).toBe(200);
  return json(res);
};
const entries = async (query: string) => (await list(query)).items.map((e: { actor: string; action: string; target: string; detail: string }) => [e.actor, e.action, e.target, e.detail]);

describe('audit log', () => {
  it('records sign-ins, failed sign-ins and user changes, newest first, filtered by actor and action', async () => {
    await h.addUser('clerk', 'editor');
    expect((await h.app.request(urlOf('login'), jsonInit('POST', { username: 'clerk', password: 'wrong one' }))).status).toBe(401);
    for (const ghost of ['ghost', 'phantom', 'spectre']) expect((await h.app.request(urlOf('login'), jsonInit('POST', { username: ghost, password: 'wrong one' }))).status).toBe(401);
    expect((await h.app.request(urlOf('login'), jsonInit('POST', { username: 'clerk', password: 'correct horse' }))).status).toBe(200);
    const { _id: id } = (await h.conn.collection('admin_users').findOne({ username: 'clerk' }))!;
    const edit = { username: 'clerk', email: 'clerk@example.com', role: 'admin', isActive: false };
    expect((await h.app.request(urlOf('updateUser', { params: { id: String(id) } }), jsonInit('PUT', edit, boss.auth))).status).toBe(200);

    await expect.poll(() => entries('actor=clerk')).toEqual([
      ['clerk', 'sign-in', 'clerk', ''],
      ['clerk', 'sign-in-failed', 'clerk', 'wrong password'],
    ]);
    // anonymous: one entry for the client's minute, counting the three unknown usernames
    const anonymous = (await list('action=sign-in-failed')).items.filter((e: { actor: string }) => e.actor === '');
    expect(anonymous.map((e: { detail: string; count: number }) => [e.detail, e.count])).toEqual([['unknown usernames', 3]]);
    await expect.poll(() => entries('action=user.update')).toEqual([['auditor', 'user.update', 'clerk', 'role editor → admin, deactivated']]);
  });

  it('stores what other services send through their outbox, once, though identity was down when they sent it', async () => {
    const port = await freePort(); // identity is not answering there yet
    const outbox = createAuditOutbox({ identityUrl: `http://127.0.0.1:${port}`, internalToken: TEST_INTERNAL_TOKEN, redisUrl: redis.url });
    const queue = new Queue(AUDIT_QUEUE, { connection: redisConnection(redis.url) });
    let late: ServerType | undefined;
    try {
      outbox.audit({ actor: 'auditor', action: 'catalogue.delete', target: urlOf('deleteStyle', { params: { id: '7' } }) });
      await expect.poll(async () => (await queue.getJobs(['delayed'])).filter((j) => j.attemptsMade >= 1).length, { timeout: 10_000 }).toBe(1); // sending failed, retry waiting
      late = serve({ fetch: h.app.fetch, port, hostname: '127.0.0.1' }); // identity is back
      await expect.poll(() => entries('action=catalogue.delete'), { timeout: 20_000 }).toEqual([['auditor', 'catalogue.delete', urlOf('deleteStyle', { params: { id: '7' } }), '']]);
    } finally {
      await outbox.close();
      await queue.close();
      late?.close();
    }
  });

  it('stores a record sent again with the same recordId once, and refuses strangers and junk', async () => {
    const record = { actor: 'auditor', action: 'availability.update', target: 'availability rules', recordId: 'catalogue-1234' };
    const send = () => h.app.request('/internal/audit', jsonInit('POST', record, { 'x-internal-token': TEST_INTERNAL_TOKEN }));
    expect((await send()).status).toBe(204);
    expect((await send()).status).toBe(204); // a retry whose first answer was lost
    expect(await entries('action=availability.update')).toEqual([['auditor', 'availability.update', 'availability rules', '']]);
    expect((await h.app.request('/internal/audit', jsonInit('POST', { actor: 'x', action: 'sign-in', target: 'x' }))).status).toBe(401);
    expect((await h.app.request('/internal/audit', jsonInit('POST', { actor: 'x', action: 'made-up', target: 'x' }, { 'x-internal-token': TEST_INTERNAL_TOKEN }))).status).toBe(400);
  });

  it('filters by showroom days (Beirut, UTC+2 in November): an action at 22:30 UTC on 22 November is on the 23rd', async () => {
    await h.conn.collection('audit_entries').insertOne({ at: new Date('2026-11-22T22:30:00Z'), actor: 'night', action: 'logout', target: 'night', detail: '', ip: '' });
    const nightOn = async (from: string, to: string) => (await list(`actor=night&from=${from}&to=${to}`)).total;
    expect([await nightOn('2026-11-23', '2026-11-23'), await nightOn('2026-11-22', '2026-11-22'), await nightOn('2026-11-20', '2026-11-23')]).toEqual([1, 0, 1]);
    const inverted = await h.app.request(`${urlOf('listAudit')}?from=2026-11-23&to=2026-11-22`, { headers: boss.auth });
    expect([inverted.status, (await json(inverted)).code]).toEqual([400, 'invalid_request']);
  });

  it('is for admins only and refuses junk filters', async () => {
    const editor = await h.addUser('reader', 'editor');
    expect((await h.app.request(urlOf('listAudit'), { headers: editor.auth })).status).toBe(403);
    expect((await h.app.request(`${urlOf('listAudit')}?action=everything`, { headers: boss.auth })).status).toBe(400);
    expect((await h.app.request(`${urlOf('listAudit')}?from=yesterday`, { headers: boss.auth })).status).toBe(400);
    expect((await h.app.request(`${urlOf('listAudit')}?from=2026-11-22T21:30:00Z`, { headers: boss.auth })).status).toBe(400);
  });
});
