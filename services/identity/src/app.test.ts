import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connection } from 'mongoose';
import { signAdminToken } from '@cabinetry/shared/server/auth';
import { json, jsonInit } from '@cabinetry/shared/testing';
import { startIdentity, TEST_SECRET as SECRET, type IdentityHarness } from './test-support';
import { urlOf } from '@cabinetry/shared/contracts/api/client';

const setupBody = {
  username: 'owner',
  email: 'owner@example.com',
  firstName: 'Nadia',
  lastName: 'Haddad',
  password: 'correct horse',
  confirmPassword: 'correct horse',
};

let harness: IdentityHarness;
let conn: Connection;
let app: IdentityHarness['app'];

beforeAll(async () => {
  harness = await startIdentity();
  ({ conn, app } = harness);
});

afterAll(async () => {
  await harness?.stop();
});

describe('identity: setup, login, me', () => {
  it('rejects an invalid setup body with the spec message', async () => {
    const res = await app.request(urlOf('setup'), jsonInit('POST', { ...setupBody, confirmPassword: 'different1' }));
    expect(res.status).toBe(400);
    expect((await json(res)).error).toContain("Passwords don't match");
  });

  it('lets exactly one of many concurrent setups win', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => app.request(urlOf('setup'), jsonInit('POST', { ...setupBody, username: `owner${i}` }))),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(7);
    const loser = results.find((r) => r.status === 409)!;
    expect(await json(loser)).toEqual({ error: 'Admin users already exist', code: 'setup_done' });
  });

  it('logs in, and me answers the user for that token', async () => {
    const winner = (await conn.collection('admin_users').findOne({}))!;
    const login = await app.request(urlOf('login'), jsonInit('POST', { username: winner.username, password: 'correct horse' }));
    expect(login.status).toBe(200);
    const body = await json(login);
    expect(body).toMatchObject({ username: winner.username, firstName: 'Nadia', role: 'admin', email: 'owner@example.com' });
    expect(body).not.toHaveProperty('passwordHash');
    const me = await app.request(urlOf('me'), { headers: { authorization: `Bearer ${body.token}` } });
    expect(me.status).toBe(200);
    expect((await json(me)).id).toBe(body.id);
  });

  it("stores each user's own back-office language: English until chosen, re-read at login and by me; only en, fr or ar", async () => {
    const winner = (await conn.collection('admin_users').findOne({}))!;
    const signIn = async () => json(await app.request(urlOf('login'), jsonInit('POST', { username: winner.username, password: 'correct horse' })));
    const first = await signIn();
    expect(first.locale).toBe('en');
    const auth = { authorization: `Bearer ${first.token}` };
    const changed = await app.request(urlOf('updateMyPreferences'), jsonInit('PUT', { locale: 'ar' }, auth));
    expect(changed.status).toBe(200);
    expect(await json(changed)).toMatchObject({ id: first.id, locale: 'ar' });
    expect((await json(await app.request(urlOf('me'), { headers: auth }))).locale).toBe('ar');
    expect((await signIn()).locale).toBe('ar');
    expect((await conn.collection('admin_users').findOne({ _id: winner._id }))!.locale).toBe('ar');

    const bad = await app.request(urlOf('updateMyPreferences'), jsonInit('PUT', { locale: 'de' }, auth));
    expect(bad.status).toBe(400);
    expect((await json(bad)).error).toContain('Language must be one of en, fr, ar');
    expect((await app.request(urlOf('updateMyPreferences'), jsonInit('PUT', { locale: 'fr', role: 'admin' }, auth))).status).toBe(400);
    expect((await app.request(urlOf('updateMyPreferences'), jsonInit('PUT', { locale: 'fr' }))).status).toBe(401);
    expect((await json(await app.request(urlOf('me'), { headers: auth }))).locale).toBe('ar');
    await app.request(urlOf('updateMyPreferences'), jsonInit('PUT', { locale: 'en' }, auth));
  });

  it('refuses a wrong password, a missing token and a forged token', async () => {
    const wrong = await app.request(urlOf('login'), jsonInit('POST', { username: 'owner0', password: 'nope-nope' }));
    expect({ status: wrong.status, body: await json(wrong) }).toEqual({ status: 401, body: { error: 'Invalid username or password', code: 'bad_credentials' } });
    expect((await app.request(urlOf('me'))).status).toBe(401);
    const forged = signAdminToken({ sub: '507f1f77bcf86cd799439011', username: 'x', role: 'admin' }, 'other-secret', '1h');
    expect((await app.request(urlOf('me'), { headers: { authorization: `Bearer ${forged}` } })).status).toBe(401);
  });

  it('answers 401 on me once the user is deactivated', async () => {
    const user = (await conn.collection('admin_users').findOne({}))!;
    const token = signAdminToken({ sub: user._id.toString(), username: user.username, role: 'admin' }, SECRET, '1h');
    await conn.collection('admin_users').updateOne({ _id: user._id }, { $set: { isActive: false } });
    expect((await app.request(urlOf('me'), { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
    const login = await app.request(urlOf('login'), jsonInit('POST', { username: user.username, password: 'correct horse' }));
    expect({ status: login.status, body: await json(login) }).toEqual({ status: 403, body: { error: 'This account is deactivated', code: 'account_deactivated' } });
  });
});
