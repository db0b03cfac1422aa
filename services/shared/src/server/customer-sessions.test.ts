import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { createServiceApp } from './app';
import { type CustomerAuth, requireCustomer, startCustomerSession } from './auth';

const secret = 'a-customer-session-secret-of-32-bytes!';

/** An app whose customer sessions check generations against `current` (customerId → generation), counting lookups. */
function appWith(current: Map<string, number>) {
  let lookups = 0;
  const auth: CustomerAuth = {
    secret,
    secureOnly: false,
    sessions: async (customerId) => {
      lookups++;
      return current.get(customerId) ?? null;
    },
  };
  const app = createServiceApp({});
  app.post('/start/:id/:gen', (c) => {
    startCustomerSession(c, c.req.param('id'), Number(c.req.param('gen')), secret, false);
    return c.body(null, 204);
  });
  app.get('/api/mine/:id', async (c) => {
    // checked twice, as a route's guard and its handler do: one lookup
    await requireCustomer(c, c.req.param('id'), auth);
    await requireCustomer(c, c.req.param('id'), auth);
    return c.json({ ok: true });
  });
  const cookieOf = async (id: string, gen: number) => ((await app.request(`/start/${id}/${gen}`, { method: 'POST' })).headers.get('set-cookie') ?? '').split(';')[0];
  const mine = async (id: string, cookie: string) => app.request(`/api/mine/${id}`, { headers: { cookie } });
  return { cookieOf, mine, lookups: () => lookups };
}

describe('customer session generations', () => {
  it('refuses a session whose generation is behind the customer’s with 401 session_ended, and lets the current one in', async () => {
    const current = new Map([['c1', 0]]);
    const { cookieOf, mine, lookups } = appWith(current);
    const old = await cookieOf('c1', 0);
    expect((await mine('c1', old)).status).toBe(200);
    expect(lookups()).toBe(1);
    current.set('c1', 1); // another device proved the mailbox
    const ended = await mine('c1', old);
    expect(ended.status).toBe(401);
    expect(await ended.json()).toMatchObject({ code: 'session_ended' });
    expect((await mine('c1', await cookieOf('c1', 1))).status).toBe(200);
  });

  it('treats a token signed before generations existed as generation 0', async () => {
    const current = new Map([['c1', 0]]);
    const { mine } = appWith(current);
    const legacy = `cabinetry_customer=${jwt.sign({}, secret, { algorithm: 'HS256', subject: 'c1', expiresIn: '1d', audience: 'cabinetry-customer' })}`;
    expect((await mine('c1', legacy)).status).toBe(200);
    current.set('c1', 1);
    expect((await mine('c1', legacy)).status).toBe(401);
  });

  it('answers 401 session_missing for a customer that no longer exists, 403 for another customer', async () => {
    const current = new Map([['c1', 0], ['c2', 0]]);
    const { cookieOf, mine } = appWith(current);
    const cookie = await cookieOf('c1', 0);
    expect((await mine('c2', cookie)).status).toBe(403);
    current.delete('c1');
    const gone = await mine('c1', cookie);
    expect(gone.status).toBe(401);
    expect(await gone.json()).toMatchObject({ code: 'session_missing' });
  });

});
