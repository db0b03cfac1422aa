/** The availability cache: how long an answer lives, and two replicas on one MongoDB and Redis. */
import { DateTime } from 'luxon';
import { slotAppointmentDate } from '@cabinetry/shared/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '@cabinetry/shared/testing';
import { createApp } from './app';
import { availabilityCache, lifeOf, type AvailabilityCache } from './availability-cache';
import { BUSY_TTL_MS, busyTimes } from './google/busy-times';
import { NOW, startHarness, type Harness } from './testing/harness';
import { urlOf } from '@cabinetry/shared/contracts/api/client';

describe('lifeOf', () => {
  const day = (date: string, ...slots: [string, boolean][]) => ({ date, slots: slots.map(([time, available]) => ({ time, start: slotAppointmentDate(date, time), available })) });

  it('ends at the earliest available slot, the next Beirut midnight or the busy-times TTL', () => {
    const now = DateTime.fromISO('2026-11-23T08:00:00+02:00');
    expect(lifeOf([day('2026-11-23', ['07:00', false], ['08:00', true])], DateTime.fromISO('2026-11-23T07:59:40+02:00'))).toBe(20_000);
    expect(lifeOf([day('2026-11-23', ['08:00', false]), day('2026-11-24', ['09:00', true])], now)).toBe(BUSY_TTL_MS);
    expect(lifeOf([day('2026-11-24', ['09:00', true])], DateTime.fromISO('2026-11-23T23:59:30+02:00'))).toBe(30_000);
    expect(lifeOf([], now)).toBe(BUSY_TTL_MS);
  });

  it("ends at Beirut's next midnight on the days its clocks change (23 and 25 hours long)", () => {
    const later = (date: string) => [day(date, ['09:00', true])];
    // 23:59:30 on Saturday 24 October 2026, first pass (UTC+3): the clocks go back to 23:00, midnight is an hour later
    expect(lifeOf(later('2026-10-26'), DateTime.fromISO('2026-10-24T20:59:30Z'))).toBe(BUSY_TTL_MS);
    expect(lifeOf(later('2026-10-26'), DateTime.fromISO('2026-10-24T21:59:30Z'))).toBe(30_000);
    // Sunday 28 March 2027 starts at 01:00 (the clocks went forward) and is 23 h long: its end is still a midnight
    expect(lifeOf(later('2027-03-30'), DateTime.fromISO('2027-03-28T23:59:30+03:00'))).toBe(30_000);
    expect(lifeOf(later('2027-03-29'), DateTime.fromISO('2027-03-27T23:59:30+02:00'))).toBe(30_000);
  });
});

describe('two replicas', () => {
  let h: Harness;
  let other: AvailabilityCache;
  let replica: ReturnType<typeof createApp>;
  type Day = { date: string; slots: { time: string; available: boolean }[] };
  const slot = async (app: ReturnType<typeof createApp>, date: string, time: string) =>
    ((await json(await app.request(urlOf('getAvailability')))) as Day[]).find((d) => d.date === date)!.slots.find((s) => s.time === time)!.available;

  beforeAll(async () => {
    h = await startHarness();
    other = availabilityCache({ redisUrl: h.redisUrl, rules: h.deps.rules, designers: h.deps.designers, busy: busyTimes(h.deps.google), now: () => NOW });
    await other.ready();
    replica = createApp({ ...h.deps, availability: other });
  });

  afterAll(async () => {
    await other?.close();
    await h?.stop();
  });

  it('a booking or cancellation in one replica shows in the other within a second', async () => {
    expect(await slot(replica, '2026-11-25', '09:00')).toBe(true); // cached in the replica from here
    const customer = await h.newCustomer();
    const booked = await json(await h.book(customer, '2026-11-25T09:00:00+02:00'));
    await expect.poll(() => slot(replica, '2026-11-25', '09:00'), { timeout: 1_000, interval: 20 }).toBe(false);
    expect((await h.app.request(urlOf('cancelAppointment', { params: { id: booked.id } }), { method: 'DELETE', headers: { cookie: customer.cookie } })).status).toBe(200);
    await expect.poll(() => slot(replica, '2026-11-25', '09:00'), { timeout: 1_000, interval: 20 }).toBe(true);
  });

  it('keeps answering from its cache until a change is announced', async () => {
    expect(await slot(replica, '2026-11-26', '09:00')).toBe(true);
    // written behind every cache's back: the cached answer stays
    await h.deps.appointments.create({
      customerId: 'aaaaaaaaaaaaaaaaaaaaaaaa', appointmentType: 'in-person', appointmentDate: new Date('2026-11-26T07:00:00Z'), endDate: new Date('2026-11-26T08:00:00Z'),
      slotKey: '2026-11-26T07:00Z', status: 'confirmed', active: true, outbox: [],
    });
    expect(await slot(replica, '2026-11-26', '09:00')).toBe(true);
    await h.deps.availability.changed();
    await expect.poll(() => slot(replica, '2026-11-26', '09:00'), { timeout: 1_000, interval: 20 }).toBe(false);
  });
});
