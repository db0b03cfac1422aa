/** docs/product.md §7 admin users: CRUD, own-row 403, unique username, last-active-admin 409 (real MongoDB). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, jsonInit } from '@cabinetry/shared/testing';
import { type IdentityHarness, startIdentity } from '../test-support';
import { LAST_ADMIN_MESSAGE } from '../domain/last-admin';
import { urlOf } from '@cabinetry/shared/contracts/api/client';

let h: IdentityHarness;
let boss: Awaited<ReturnType<IdentityHarness['addUser']>>;

const newUser = {
  username: 'maya',
  email: 'maya@example.com',
  firstName: 'Maya',
  lastName: 'Khoury',
  role: 'editor',
  isActive: true,
  password: 'editor pass 1',
  confirmPassword: 'editor pass 1',
};

beforeAll(async () => {
  h = await startIdentity();
  boss = await h.addUser('boss', 'admin');
});

afterAll(async () => {
  await h?.stop();
});

const call = (method: string, path: string, body?: unknown, auth = boss.auth) =>
  h.app.request(`${urlOf('listUsers')}${path}`, body === undefined ? { method, headers: auth } : jsonInit(method, body, auth));

describe('admin users', () => {
  it('creates a user (no hash in the answer), lists it, and refuses a taken username', async () => {
    const created = await call('POST', '', newUser);
    expect(created.status).toBe(201);
    const body = await json(created);
    expect(body).toEqual({ id: expect.any(String), username: 'maya', email: 'maya@example.com', firstName: 'Maya', lastName: 'Khoury', role: 'editor', isActive: true, locale: 'en' });

    const list = await json(await call('GET', ''));
    expect(list.map((u: { username: string }) => u.username)).toEqual(['boss', 'maya']);
    expect(JSON.stringify(list)).not.toMatch(/passwordHash|\$2[aby]\$/);

    const again = await call('POST', '', { ...newUser, email: 'other@example.com' });
    expect(again.status).toBe(409);
    expect(await json(again)).toEqual({ error: 'Username already exists', code: 'username_taken' });

    const login = await h.app.request(urlOf('login'), jsonInit('POST', { username: 'maya', password: 'editor pass 1' }));
    expect(login.status).toBe(200);
  });

  it('validates with the spec messages', async () => {
    const res = await call('POST', '', { ...newUser, username: 'xy', confirmPassword: 'something else' });
    expect(res.status).toBe(400);
    const { code, details } = await json(res);
    expect(code).toBe('invalid_request');
    expect(details.fields).toMatchObject({ username: 'Username must be at least 3 characters', confirmPassword: 'Passwords do not match' });
  });

  it('updates a user, keeping the password when none is sent and changing it when one is', async () => {
    const maya = (await json(await call('GET', ''))).find((u: { username: string }) => u.username === 'maya');
    const { confirmPassword: _c, password: _p, ...profile } = newUser;
    const renamed = await call('PUT', `/${maya.id}`, { ...profile, lastName: 'Saade' });
    expect(renamed.status).toBe(200);
    expect((await json(renamed)).lastName).toBe('Saade');
    expect((await h.app.request(urlOf('login'), jsonInit('POST', { username: 'maya', password: 'editor pass 1' }))).status).toBe(200);

    expect((await call('PUT', `/${maya.id}`, { ...profile, password: 'a new password' })).status).toBe(200);
    expect((await h.app.request(urlOf('login'), jsonInit('POST', { username: 'maya', password: 'a new password' }))).status).toBe(200);

    const taken = await call('PUT', `/${maya.id}`, { ...profile, username: 'boss' });
    expect({ status: taken.status, code: (await json(taken)).code }).toEqual({ status: 409, code: 'username_taken' });
    const unknown = await call('PUT', '/507f1f77bcf86cd799439011', profile);
    expect({ status: unknown.status, code: (await json(unknown)).code }).toEqual({ status: 404, code: 'not_found' });
  });

  it('refuses to edit or delete the caller own row (403)', async () => {
    const profile = { username: 'boss', email: 'boss@example.com', role: 'editor', isActive: true };
    const edit = await call('PUT', `/${boss.id}`, profile);
    expect(edit.status).toBe(403);
    expect(await json(edit)).toEqual({ error: 'You cannot edit your own account', code: 'own_account_edit' });
    const remove = await call('DELETE', `/${boss.id}`);
    expect({ status: remove.status, body: await json(remove) }).toEqual({ status: 403, body: { error: 'You cannot delete your own account', code: 'own_account_delete' } });
    expect((await h.conn.collection('admin_users').findOne({ username: 'boss' }))?.role).toBe('admin');
  });

  it('refuses a demoted admin whose token still says admin', async () => {
    const former = await h.addUser('former', 'admin');
    await h.conn.collection('admin_users').updateOne({ username: 'former' }, { $set: { role: 'editor' } });
    expect((await call('GET', '', undefined, former.auth)).status).toBe(403);
    await h.conn.collection('admin_users').updateOne({ username: 'former' }, { $set: { isActive: false } });
    expect((await call('GET', '', undefined, former.auth)).status).toBe(401);
  });

  it('never lets two admins demote each other down to no admin at all', async () => {
    const a = await h.addUser('anna', 'admin');
    const b = await h.addUser('bilal', 'admin');
    await h.conn.collection('admin_users').updateOne({ username: 'boss' }, { $set: { isActive: false } });
    const demote = (target: string, name: string, auth: { authorization: string }) =>
      call('PUT', `/${target}`, { username: name, email: `${name}@example.com`, role: 'editor', isActive: true }, auth);
    const results = await Promise.all([demote(b.id, 'bilal', a.auth), demote(a.id, 'anna', b.auth)]);
    const statuses = results.map((r) => r.status);
    expect(statuses).not.toEqual([200, 200]);
    expect(statuses).toContain(409);
    const conflict = results.find((r) => r.status === 409)!;
    expect(await json(conflict)).toEqual({ error: LAST_ADMIN_MESSAGE, code: 'last_admin' });
    expect(await h.conn.collection('admin_users').countDocuments({ role: 'admin', isActive: true })).toBeGreaterThanOrEqual(1);
    await h.conn.collection('admin_users').updateMany({ username: { $in: ['anna', 'bilal', 'boss'] } }, { $set: { role: 'admin', isActive: true } });
  });

  it('never lets two admins delete each other down to no admin at all', async () => {
    await h.conn.collection('admin_users').updateMany({ username: { $nin: ['anna', 'bilal'] } }, { $set: { isActive: false } });
    const [a, b] = await Promise.all(['anna', 'bilal'].map((u) => h.conn.collection('admin_users').findOne({ username: u })));
    const [aId, bId] = [a!._id.toString(), b!._id.toString()];
    const results = await Promise.all([
      call('DELETE', `/${bId}`, undefined, h.authFor(aId, 'anna', 'admin')),
      call('DELETE', `/${aId}`, undefined, h.authFor(bId, 'bilal', 'admin')),
    ]);
    expect(results.map((r) => r.status)).toContain(409);
    expect(await h.conn.collection('admin_users').countDocuments({ role: 'admin', isActive: true })).toBeGreaterThanOrEqual(1);
  });
});
