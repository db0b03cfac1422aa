/** Slot claims on a real Redis, through the booking route: losers refused early, claims given back. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { json } from '@cabinetry/shared/testing';
import { slotAppointmentDate } from '@cabinetry/shared/time';
import { DateTime } from 'luxon';
import { slotKey } from './domain/slot-rules';
import { type Harness, startHarness } from './testing/harness';
import { urlOf } from '@cabinetry/shared/contracts/api/client';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
  // until its connection is up, every claim is granted (the database decides)
  await vi.waitFor(async () => {
    await h.deps.claims.claim('probe');
    expect(await h.deps.claims.claim('probe')).toBe(false);
  });
});

afterAll(async () => {
  await h?.stop();
});

describe('slot claims', () => {
  it('refuse a held slot before any database write, and grant it again once released', async () => {
    expect(await h.deps.claims.claim('2026-11-27T07:00Z')).toBe(true);
    const customer = await h.newCustomer();
    const refused = await h.book(customer, '2026-11-27T09:00:00+02:00');
    expect(refused.status).toBe(409);
    expect((await json(refused)).error).toBe('This time slot has just been booked. Please choose another time.');
    expect(await h.deps.appointments.countDocuments({ customerId: customer.id })).toBe(0);
    await h.deps.claims.release('2026-11-27T07:00Z');
    expect((await h.book(customer, '2026-11-27T09:00:00+02:00')).status).toBe(201);
  });

  it('a booking that fails gives its claim back, so the slot stays bookable by others', async () => {
    expect((await h.book(await h.newCustomer(), '2026-11-30T09:00:00+02:00')).status).toBe(201);
    await h.deps.claims.release('2026-11-30T07:00Z'); // the winner's claim has run out
    const refused = await h.book(await h.newCustomer(), '2026-11-30T09:00:00+02:00'); // the slot index refuses it after its claim
    expect(refused.status).toBe(409);
    expect((await json(refused)).error).toBe('This time slot has just been booked. Please choose another time.');
    expect(await h.deps.claims.claim('2026-11-30T07:00Z')).toBe(true); // given back
  });

  it('answers a customer who already holds an appointment with it, before taking the slot\'s claim', async () => {
    const holder = await h.newCustomer();
    const first = await json(await h.book(holder, '2026-12-02T09:00:00+02:00'));
    // the same slot again: the customer's own appointment, not 'This time slot has just been booked'
    const again = await h.book(holder, '2026-12-02T09:00:00+02:00');
    expect(again.status).toBe(409);
    expect(await json(again)).toMatchObject({ error: 'You already have an active appointment scheduled', existingAppointment: { id: first.id } });
    const other = await h.book(holder, '2026-12-02T10:00:00+02:00');
    expect((await json(other)).existingAppointment.id).toBe(first.id);
    expect(await h.deps.claims.claim('2026-12-02T08:00Z')).toBe(true); // never claimed by the refused booking
  });

  it('admit as many attempts at a slot at once as it has seats, and one more once an attempt has ended', async () => {
    const key = '2026-12-03T09:00';
    expect([await h.deps.claims.admit(key, 2), await h.deps.claims.admit(key, 2), await h.deps.claims.admit(key, 2)]).toEqual([true, true, false]);
    await h.deps.claims.leave(key);
    expect(await h.deps.claims.admit(key, 2)).toBe(true);
    expect(await h.deps.claims.admit(key, 2)).toBe(false);
  });

  it('refuse a booking when the slot admits no more attempts, before any read of the database or write', async () => {
    const at = slotAppointmentDate('2026-12-04', '09:00');
    const key = slotKey(DateTime.fromISO(at));
    expect(await h.deps.claims.admit(key, 1)).toBe(true); // another attempt is under way
    const customer = await h.newCustomer();
    await h.deps.availability.seats(); // the seat count is cached once for every attempt
    const reads = [vi.spyOn(h.deps.appointments, 'find'), vi.spyOn(h.deps.designers, 'find'), vi.spyOn(h.deps.designers, 'countDocuments')];
    const refused = await h.book(customer, at);
    expect(refused.status).toBe(409);
    expect((await json(refused)).code).toBe('slot_taken');
    for (const read of reads) expect(read).not.toHaveBeenCalled();
    reads.forEach((read) => read.mockRestore());
    expect(await h.deps.claims.claim(key)).toBe(true); // it never reached the seat's claim
    await h.deps.claims.release(key);
    await h.deps.claims.leave(key);
    expect((await h.book(customer, at)).status).toBe(201);
    expect(await h.deps.claims.admit(key, 1)).toBe(true); // the written booking gave its admission back
  });

  it('a cancellation gives the claim back at once', async () => {
    const first = await h.newCustomer();
    const booked = await json(await h.book(first, '2026-12-01T09:00:00+02:00'));
    expect((await h.app.request(urlOf('cancelAppointment', { params: { id: booked.id } }), { method: 'DELETE', headers: { cookie: first.cookie } })).status).toBe(200);
    expect((await h.book(await h.newCustomer(), '2026-12-01T09:00:00+02:00')).status).toBe(201);
  });
});
