/** The one-time admin setup with SETUP_TOKEN set: only the operator's link (its token) can create the first admin. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, jsonInit } from '@cabinetry/shared/testing';
import { SETUP_TOKEN_REQUIRED, SETUP_TOKEN_WRONG } from './routes/session';
import { startIdentity, type IdentityHarness } from './test-support';
import { urlOf } from '@cabinetry/shared/contracts/api/client';

const SETUP_TOKEN = 'operator-setup-token-0123456789abcdef';
const body = { username: 'owner', email: 'owner@example.com', firstName: 'Nadia', lastName: 'Haddad', password: 'correct horse', confirmPassword: 'correct horse' };
let h: IdentityHarness;

beforeAll(async () => {
  h = await startIdentity({ config: { setupToken: SETUP_TOKEN } });
});

afterAll(async () => {
  await h?.stop();
});

const setup = (extra: Record<string, unknown>) => h.app.request(urlOf('setup'), jsonInit('POST', { ...body, ...extra }));

describe('setup with SETUP_TOKEN', () => {
  it('refuses a setup without the token (401) or with another one (403), and creates nobody', async () => {
    const missing = await setup({});
    expect({ status: missing.status, body: await json(missing) }).toEqual({ status: 401, body: { error: SETUP_TOKEN_REQUIRED, code: 'setup_token_missing' } });
    const wrong = await setup({ setupToken: `${SETUP_TOKEN}x` });
    expect({ status: wrong.status, body: await json(wrong) }).toEqual({ status: 403, body: { error: SETUP_TOKEN_WRONG, code: 'setup_token_invalid' } });
    expect(await h.conn.collection('admin_users').countDocuments()).toBe(0);
  });

  it('creates the first admin with the token', async () => {
    const res = await setup({ setupToken: SETUP_TOKEN });
    expect(res.status).toBe(201);
    expect((await json(res)).role).toBe('admin');
  });
});
