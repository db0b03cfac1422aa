/**
 * Issue 23, assignment at booking on the real service (MongoDB, Redis, the booking route): bookings
 * spread over equal designers (most minus least ≤ 1 over 300), follow the weights (2:1:1 over 400),
 * prefer the customer's language, and concurrent bookings of one slot win once per free designer
 * (the rest 409 slot_taken, with nothing written). With no designer, one booking per slot as before.
 */
import { DateTime } from 'luxon';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppointmentView } from '@cabinetry/shared/contracts';
import { json } from '@cabinetry/shared/testing';
import { addDesigner } from './testing/designers';
import { type Harness, startHarness } from './testing/harness';
import { urlOf } from '@cabinetry/shared/contracts/api/client';

let h: Harness;

beforeAll(async () => {
  // 700 bookings from one test client: budgets ×1000
  h = await startHarness({ rateLimitMultiplier: 1000 });
});

afterAll(async () => {
  await h?.stop();
});

beforeEach(async () => {
  await Promise.all([h.deps.appointments.deleteMany({}), h.deps.designers.deleteMany({})]);
  await h.deps.availability.changed();
});

/** The first `count` weekday slots (09:00–16:00 starts) from Monday 23 Nov 2026, as appointmentDate strings. */
function slots(count: number): string[] {
  const out: string[] = [];
  for (let day = DateTime.fromISO('2026-11-23T00:00:00+02:00', { setZone: true }); out.length < count; day = day.plus({ days: 1 })) {
    if (day.weekday > 5) continue;
    for (let hour = 9; hour < 17 && out.length < count; hour++) out.push(day.set({ hour }).toISO({ suppressMilliseconds: true })!);
  }
  return out;
}

/** Books one new customer per slot, one after another; answers how many went to each designer id. */
async function bookEach(dates: string[]): Promise<Map<string, number>> {
  for (const date of dates) {
    const res = await h.book(await h.newCustomer(), date);
    expect(res.status, date).toBe(201);
  }
  const rows = await h.deps.appointments.aggregate<{ _id: string; n: number }>([{ $group: { _id: '$designerId', n: { $sum: 1 } } }]);
  return new Map(rows.map((r) => [r._id, r.n]));
}

describe('assigning a designer at booking', () => {
  it('with no designer, books the showroom as one calendar: one appointment per slot, no designer named', async () => {
    const first = await h.book(await h.newCustomer(), '2026-11-24T10:00:00+02:00');
    expect(first.status).toBe(201);
    expect((await json(first)) as AppointmentView).not.toHaveProperty('designerName');
    const second = await h.book(await h.newCustomer(), '2026-11-24T10:00:00+02:00');
    expect(second.status).toBe(409);
    expect(await json(second)).toMatchObject({ code: 'slot_taken' });
  });

  // 300 and 400 sequential bookings through the whole booking path: minutes on a loaded machine
  it('spreads 300 bookings over 3 equal designers: most booked minus least booked ≤ 1', { timeout: 480_000 }, async () => {
    const designers = await Promise.all([addDesigner(h), addDesigner(h), addDesigner(h)]);
    const counts = await bookEach(slots(300));
    const each = designers.map((d) => counts.get(d.id) ?? 0);
    expect(each.reduce((a, b) => a + b)).toBe(300);
    expect(Math.max(...each) - Math.min(...each)).toBeLessThanOrEqual(1);
  });

  it('follows the weights: 2:1:1 over 400 bookings gives 200/100/100 ± 2', { timeout: 480_000 }, async () => {
    const [heavy, b, c] = [await addDesigner(h, { weight: 2 }), await addDesigner(h), await addDesigner(h)];
    const counts = await bookEach(slots(400));
    for (const [designer, share] of [[heavy, 200], [b, 100], [c, 100]] as const) {
      expect(Math.abs((counts.get(designer.id) ?? 0) - share), designer.displayName).toBeLessThanOrEqual(2);
    }
  });

  it('prefers a designer who speaks the customer’s language, even one further above their share', async () => {
    // created first, the French speaker wins the ties: 2 bookings to 1 after three
    const french = await addDesigner(h, { languages: ['fr', 'en'] });
    const english = await addDesigner(h, { languages: ['en'] });
    const counts = await bookEach(slots(3));
    expect([counts.get(french.id), counts.get(english.id)]).toEqual([2, 1]);
    const res = await h.book(await h.newCustomer(undefined, 'fr'), '2026-11-25T09:00:00+02:00');
    expect(await json(res)).toMatchObject({ designerName: french.displayName });
    // no language: the one furthest below their share
    expect(await json(await h.book(await h.newCustomer(), '2026-11-25T10:00:00+02:00'))).toMatchObject({ designerName: english.displayName });
  });

  it('concurrent bookings of one slot with 3 free designers: exactly 3 winners, on 3 different designers; the rest 409 with nothing written', async () => {
    await Promise.all([addDesigner(h), addDesigner(h), addDesigner(h)]);
    const customers = await Promise.all(Array.from({ length: 12 }, () => h.newCustomer()));
    const answers = await Promise.all(customers.map((c) => h.book(c, '2026-11-26T11:00:00+02:00')));
    const winners = answers.filter((r) => r.status === 201);
    expect(winners).toHaveLength(3);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(9);
    for (const lost of answers.filter((r) => r.status === 409)) expect(await json(lost)).toMatchObject({ code: 'slot_taken' });
    const names = await Promise.all(winners.map(async (r) => ((await json(r)) as AppointmentView).designerName));
    expect(new Set(names).size).toBe(3);
    expect(await h.deps.appointments.countDocuments({})).toBe(3);
    // now fully taken: not offered, and refused
    const days = JSON.parse(await (await h.app.request(`${urlOf('getAvailability')}?startDate=2026-11-26`)).text()) as { date: string; slots: { time: string; available: boolean }[] }[];
    expect(days[0].slots.find((s) => s.time === '11:00')).toEqual({ time: '11:00', start: '2026-11-26T11:00:00+02:00', available: false });
    expect(days[0].slots.find((s) => s.time === '12:00')).toEqual({ time: '12:00', start: '2026-11-26T12:00:00+02:00', available: true });
  });

  it('a designer who holds an active appointment cannot be deleted', async () => {
    const only = await addDesigner(h);
    expect((await h.book(await h.newCustomer(), '2026-11-27T09:00:00+02:00')).status).toBe(201);
    const res = await h.app.request(urlOf('deleteDesigner', { params: { id: only.id } }), { method: 'DELETE', headers: h.bearer('admin') });
    expect(res.status).toBe(409);
    expect(await json(res)).toMatchObject({ code: 'designer_booked' });
  });
});
