/**
 * The outbox's hand-offs that the booking, cancel and reschedule actions fire without waiting:
 * a failed one never becomes an unhandled rejection, and closing the outbox waits for those under
 * way (so a shutdown never closes MongoDB under them).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '@cabinetry/shared/testing';
import { type Harness, startHarness } from '../testing/harness';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});

afterAll(async () => {
  await h?.stop();
});

describe('outbox', () => {
  it('resolves a flush whose read fails (it is logged and left to the sweeper)', async () => {
    await expect(h.deps.outbox.flush('not-an-object-id')).resolves.toBeUndefined();
  });

  it('closes only after the hand-off a booking fired without waiting has finished', async () => {
    const customer = await h.newCustomer();
    const res = await h.book(customer, '2026-11-24T10:00:00+02:00');
    expect(res.status).toBe(201);
    const { id } = await json(res);
    await h.deps.outbox.close();
    const saved = await h.deps.appointments.findById(id).lean();
    expect(saved?.outbox.map((entry) => `${entry.kind} ${entry.enqueuedAt instanceof Date}`)).toEqual([
      'appointment-confirmation true',
      'appointment-reminder true',
      'lead-pipeline true',
    ]);
  });
});
