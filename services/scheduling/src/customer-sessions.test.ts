/**
 * Customer sessions in scheduling (issue 34 item 1), against the stand-in onboarding's session
 * generations: once the customer proves their mailbox elsewhere (a link redeemed in onboarding),
 * an older session cookie can no longer list, cancel, move or book their appointments here, within
 * the cache's life (CUSTOMER_SESSION_CACHE_MS: 200 ms in the harness, 5 s by default); the
 * redeemer's session goes on. A crowd's lookups reach onboarding as one call.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, jsonInit } from '@cabinetry/shared/testing';
import { type Harness, startHarness } from './testing/harness';
import { urlOf } from '@cabinetry/shared/contracts/api/client';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});

afterAll(() => h?.stop());

const list = (customerId: string, cookie: string) => h.app.request(urlOf('listCustomerAppointments', { params: { customerId } }), { headers: { cookie } });

describe('a session ended by a redeemed link', () => {
  it("answers 401 'session_ended' on every customer route within the cache's life, and the redeemer's session goes on", async () => {
    const customer = await h.newCustomer();
    const attacker = customer.cookie;
    expect((await list(customer.id, attacker)).status).toBe(200); // cached as current
    const victim = await h.proveMailbox(customer);
    const booked = await h.book({ ...customer, cookie: victim }, '2026-11-26T11:00:00+02:00');
    expect(booked.status).toBe(201);
    const { id } = await json(booked);

    const ended = Date.now();
    await vi.waitFor(async () => expect((await list(customer.id, attacker)).status).toBe(401), { timeout: 3_000, interval: 20 });
    const delay = Date.now() - ended;
    expect(delay).toBeLessThan(h.config.customerSessionCacheMs + 1_000);

    const attempts = await Promise.all([
      list(customer.id, attacker),
      h.app.request(urlOf('cancelAppointment', { params: { id } }), { method: 'DELETE', headers: { cookie: attacker } }),
      h.app.request(urlOf('rescheduleAppointment', { params: { id } }), jsonInit('POST', { appointmentDate: '2026-11-26T14:00:00+02:00' }, { cookie: attacker })),
      h.book({ ...customer, cookie: attacker }, '2026-11-27T11:00:00+02:00'),
    ]);
    expect(attempts.map((a) => a.status)).toEqual([401, 401, 401, 401]);
    for (const answer of attempts) expect(await json(answer)).toMatchObject({ code: 'session_ended' });
    expect(await h.deps.appointments.findById(id).lean()).toMatchObject({ active: true, status: 'confirmed', slotKey: '2026-11-26T09:00Z' });
    const mine = await list(customer.id, victim);
    expect(mine.status).toBe(200);
    expect((await json(mine)).appointments).toHaveLength(1);
  });

  it('asks onboarding once for a crowd of customers arriving together', async () => {
    const crowd = await Promise.all(Array.from({ length: 50 }, () => h.newCustomer()));
    const before = { ...h.sessionLookups };
    const answers = await Promise.all(crowd.map((c) => list(c.id, c.cookie)));
    expect(answers.map((a) => a.status)).toEqual(crowd.map(() => 200));
    expect(h.sessionLookups.calls - before.calls).toBe(1);
    expect(h.sessionLookups.ids - before.ids).toBe(50);
  });
});
