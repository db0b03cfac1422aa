/**
 * The manage link's reach (issue 34 item 5), on the real service (MongoDB, Redis): the e-mailed,
 * reusable link shows and moves ONE appointment and nothing more: it downloads no data export
 * (404: that needs the customer's session); once the appointment is cancelled, by the link or by
 * staff, every call of the link answers 410 `appointment_cancelled`; and no customer view (the link's,
 * the session's list, the booking's answer) carries the Google event's id or page (htmlLink, which
 * encodes the calendar owner's address), while the staff view does. A restore voids every link
 * issued before it (issue 34 item 8).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppointmentView } from '@cabinetry/shared/contracts';
import { json, jsonInit } from '@cabinetry/shared/testing';
import { voidManageLinksIssuedBefore } from '@cabinetry/shared/server/link-validity';
import { manageTokenKey, signManageToken } from './domain/manage-token';
import { type Harness, startHarness, type TestCustomer } from './testing/harness';
import { urlOf } from '@cabinetry/shared/contracts/api/client';

const EVENT = { calendarEventId: 'apptevent1', calendarEvent: { hangoutLink: 'https://meet.google.com/abc-defg-hij', htmlLink: 'https://www.google.com/calendar/event?eid=ZGVzaWduZXJAZXhhbXBsZS5jb20' } };

let h: Harness;
const tokenOf = (id: string, start: string) => signManageToken(manageTokenKey(h.config.customerSessionSecret), id, new Date(new Date(start).getTime() + 3600_000));
const manage = (token: string, method = 'GET', path = '', body?: unknown) =>
  h.app.request(`${urlOf('getManagedAppointment', { params: { token } })}${path}`, body === undefined ? { method } : jsonInit(method, body));

/** A virtual booking of a new customer whose Google event the worker has made (written as the worker does). */
async function booked(start: string): Promise<{ customer: TestCustomer; appointment: AppointmentView; token: string }> {
  const customer = await h.newCustomer();
  const res = await h.book(customer, start, 'virtual');
  expect(res.status).toBe(201);
  const appointment = (await json(res)) as AppointmentView;
  await h.deps.appointments.updateOne({ _id: appointment.id }, { $set: EVENT });
  return { customer, appointment, token: tokenOf(appointment.id, start) };
}

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.stop();
});

describe('the manage link', () => {
  it('shows the appointment without its Google event; the session’s view neither; staff see it', async () => {
    const { customer, appointment, token } = await booked('2026-11-24T10:00:00+03:00');
    const viaLink = (await json(await manage(token))) as AppointmentView;
    const viaSession = ((await json(await h.app.request(urlOf('listCustomerAppointments', { params: { customerId: customer.id } }), { headers: { cookie: customer.cookie } }))) as { appointments: AppointmentView[] }).appointments[0];
    for (const view of [viaLink, viaSession]) {
      expect(view.id).toBe(appointment.id);
      expect(view.calendarEventId).toBeNull();
      expect(view.calendarEvent).toEqual({ hangoutLink: EVENT.calendarEvent.hangoutLink, htmlLink: null });
      expect(JSON.stringify(view)).not.toContain('eid=');
    }
    const staff = (await json(await h.app.request(`${urlOf('listAppointments')}?customerId=${customer.id}`, { headers: h.bearer('admin') }))) as { items: AppointmentView[] };
    expect(staff.items[0]).toMatchObject(EVENT);
  });

  it('downloads no data export', async () => {
    const { token } = await booked('2026-11-24T11:00:00+03:00');
    const res = await manage(token, 'GET', '/export');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).not.toContain('zip');
  });

  it('works for nothing once the appointment is cancelled through it: 410 appointment_cancelled', async () => {
    const { token } = await booked('2026-11-24T12:00:00+03:00');
    const cancelled = await manage(token, 'DELETE');
    expect(cancelled.status).toBe(200);
    expect(((await json(cancelled)) as { appointment: AppointmentView }).appointment).toMatchObject({ status: 'cancelled', calendarEventId: null });
    for (const [method, path, body] of [
      ['GET', '', undefined],
      ['DELETE', '', undefined],
      ['POST', '/reschedule', { appointmentDate: '2026-11-25T10:00:00+03:00' }],
    ] as const) {
      const res = await manage(token, method, path, body);
      expect(res.status, `${method} ${path}`).toBe(410);
      expect(await json(res), `${method} ${path}`).toEqual({ error: 'This appointment has been cancelled.', code: 'appointment_cancelled' });
    }
  });

  it('works for nothing once staff cancelled the appointment', async () => {
    const { appointment, token } = await booked('2026-11-24T13:00:00+03:00');
    expect((await h.app.request(urlOf('cancelAppointmentByStaff', { params: { id: appointment.id } }), { method: 'POST', headers: h.bearer('admin') })).status).toBe(200);
    const res = await manage(token);
    expect(res.status).toBe(410);
    expect(await json(res)).toMatchObject({ code: 'appointment_cancelled' });
  });

  it('is void once a restore voided the links issued before it; a link issued since works', async () => {
    const start = '2026-11-24T14:00:00+03:00';
    const { appointment, token } = await booked(start);
    expect((await manage(token)).status).toBe(200);
    const restoredAt = new Date(Date.now() + 5_000);
    await voidManageLinksIssuedBefore(h.deps.appointments.db.db!, restoredAt);
    const voided = await manage(token);
    expect(voided.status).toBe(404);
    expect(await json(voided)).toEqual({ error: 'This appointment link is not valid.', code: 'link_invalid' });
    const end = new Date(new Date(start).getTime() + 3600_000);
    const fresh = signManageToken(manageTokenKey(h.config.customerSessionSecret), appointment.id, end, restoredAt);
    expect((await manage(fresh)).status).toBe(200);
  });
});
