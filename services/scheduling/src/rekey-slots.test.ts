/** The slot-key upgrade: active appointments' old '+03:00' wall-time keys become UTC instants; nothing else changes. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rekeySlots } from './rekey-slots';
import { type Harness, startHarness } from './testing/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.stop();
});

describe('rekeySlots', () => {
  it("rewrites old keys of active appointments from their instants, once, leaving instants and inactive ones as they were", async () => {
    const customer = await h.newCustomer();
    const base = { customerId: customer.id, appointmentType: 'in-person' as const, outbox: [] };
    // booked on the old fixed clock: '10:00+03:00' on 26 November, which is 09:00 in Beirut's winter
    const active = await h.deps.appointments.create({ ...base, appointmentDate: new Date('2026-11-26T07:00:00Z'), endDate: new Date('2026-11-26T08:00:00Z'), slotKey: '2026-11-26T10:00', status: 'confirmed', active: true });
    const gone = await h.deps.appointments.create({ ...base, appointmentDate: new Date('2026-11-27T07:00:00Z'), endDate: new Date('2026-11-27T08:00:00Z'), slotKey: '2026-11-27T10:00', status: 'cancelled', active: false });
    expect(await rekeySlots(h.deps)).toBe(1);
    expect(await h.deps.appointments.findById(active._id).lean()).toMatchObject({ slotKey: '2026-11-26T07:00Z', appointmentDate: new Date('2026-11-26T07:00:00Z') });
    expect((await h.deps.appointments.findById(gone._id).lean())?.slotKey).toBe('2026-11-27T10:00');
    expect(await rekeySlots(h.deps)).toBe(0);
    // its slot, 09:00 in Beirut, is taken for a new booking
    const refused = await h.book(await h.newCustomer(), '2026-11-26T09:00:00+02:00');
    expect(refused.status).toBe(409);
  });
});
