/**
 * Issue 38 item 5: a customer's WhatsApp confirmation (`customerConfirmedAt`) is of the time they
 * confirmed. Moving the appointment (the customer's reschedule, or staff's move) clears it: staff no
 * longer see the new time as confirmed by the customer. A move put back (refused) keeps it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, jsonInit } from '@cabinetry/shared/testing';
import type { AppointmentDoc } from './models/appointment';
import { bookOk } from './testing/designers';
import { type Harness, startHarness } from './testing/harness';
import { urlOf } from '@cabinetry/shared/contracts/api/client';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.stop());

const CONFIRMED = new Date('2026-11-22T10:30:00Z');
const stored = (id: string) => h.deps.appointments.findById(id).lean<AppointmentDoc>();
/** Marks appointment `id` confirmed by the customer, as their WhatsApp Confirm does. */
const confirm = (id: string) => h.deps.appointments.updateOne({ _id: id }, { $set: { customerConfirmedAt: CONFIRMED } });

describe('a move clears the customer confirmation', () => {
  it('when the customer reschedules', async () => {
    const customer = await h.newCustomer();
    const appt = await bookOk(h, customer, '2026-11-24T10:00:00+02:00');
    await confirm(appt.id);
    const res = await h.app.request(urlOf('rescheduleAppointment', { params: { id: appt.id } }), jsonInit('POST', { appointmentDate: '2026-11-26T14:00:00+02:00' }, { cookie: customer.cookie }));
    expect(res.status).toBe(200);
    expect((await stored(appt.id))?.customerConfirmedAt).toBeNull();
  });

  it('when staff move it, and staff no longer see it confirmed', async () => {
    const customer = await h.newCustomer();
    const appt = await bookOk(h, customer, '2026-11-25T10:00:00+02:00');
    await confirm(appt.id);
    const res = await h.app.request(urlOf('moveAppointmentByStaff', { params: { id: appt.id } }), jsonInit('POST', { appointmentDate: '2026-11-27T11:00:00+02:00' }, h.bearer('admin')));
    expect(res.status).toBe(200);
    expect((await stored(appt.id))?.customerConfirmedAt).toBeNull();
    const list = (await json(await h.app.request(`${urlOf('listAppointments')}?pageSize=100`, { headers: h.bearer('admin') }))) as { items: { id: string; customerConfirmedAt: string | null }[] };
    expect(list.items.find((a) => a.id === appt.id)?.customerConfirmedAt).toBeNull();
  });

  it('not when the move is refused', async () => {
    const customer = await h.newCustomer();
    const appt = await bookOk(h, customer, '2026-11-30T10:00:00+02:00');
    await confirm(appt.id);
    const res = await h.app.request(urlOf('rescheduleAppointment', { params: { id: appt.id } }), jsonInit('POST', { appointmentDate: '2026-11-30T10:00:00+02:00' }, { cookie: customer.cookie }));
    expect(res.status).toBe(400);
    expect((await stored(appt.id))?.customerConfirmedAt).toEqual(CONFIRMED);
  });
});
