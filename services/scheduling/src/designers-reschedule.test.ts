/**
 * Issue 23, rescheduling on the real service with the fake Google and the worker: a customer moves
 * their appointment in one step (its designer kept when free, else re-assigned), the old one kept
 * when the new slot is taken, refused inside the notice and after two moves; one move makes exactly
 * one Google patch (same event, no delete, no insert) and one "moved" e-mail whose .ics keeps the
 * UID with SEQUENCE 1; the manage link signed before a move keeps working for the moved appointment.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Designer } from '@cabinetry/shared/contracts';
import { json, jsonInit } from '@cabinetry/shared/testing';
import { manageTokenKey, signManageToken } from './domain/manage-token';
import { bookOk, withEvent as eventOf, startGoogleHarness, yaraAndZiad } from './testing/designers';
import type { AppointmentDoc } from './models/appointment';
import type { FakeGoogle } from '@cabinetry/local/providers';
import type { Harness, TestCustomer } from './testing/harness';
import { urlOf } from '@cabinetry/shared/contracts/api/client';

let h: Harness;
let google: FakeGoogle;
let first: Designer;
let second: Designer;

beforeAll(async () => {
  h = await startGoogleHarness();
  google = h.google!;
  [first, second] = await yaraAndZiad(h); // `first` wins ties
});

afterAll(() => h?.stop());

const stored = (id: string) => h.deps.appointments.findById(id).lean<AppointmentDoc>();
const reschedule = (customer: TestCustomer, id: string, appointmentDate: string) =>
  h.app.request(urlOf('rescheduleAppointment', { params: { id } }), jsonInit('POST', { appointmentDate }, { cookie: customer.cookie }));
const booked = (customer: TestCustomer, date: string) => bookOk(h, customer, date);
const withEvent = (id: string) => eventOf(h, id);

describe('rescheduling', () => {
  it('moves in one step: same designer, one Google patch, one e-mail with the .ics of the same UID at SEQUENCE 1', async () => {
    const customer = await h.newCustomer();
    const appt = await booked(customer, '2026-11-24T10:00:00+02:00');
    const before = await withEvent(appt.id);
    const [inserts, patches, deletes] = [google.insertCalls, google.patchCalls, google.deleteCalls];

    const res = await reschedule(customer, appt.id, '2026-11-26T14:00:00+02:00');
    expect(res.status).toBe(200);
    // the customer's view names no Google event; the same event is patched (below)
    expect(await json(res)).toMatchObject({ id: appt.id, appointmentDate: '2026-11-26T14:00:00+02:00', designerName: appt.designerName, calendarEventId: null });

    const mail = await h.smtp.waitFor((m) => m.to.includes(customer.email) && m.subject.startsWith('Your design consultation has moved'), 15_000);
    expect(mail.text).toContain(`You will meet ${appt.designerName}, one of our designers.`);
    const ics = mail.attachments.find((a) => a.filename.endsWith('.ics'))!.content.toString('utf8');
    expect(ics).toContain(`UID:${appt.id}@atelier-cedar`);
    expect(ics).toMatch(/SEQUENCE:1\r?\n/);
    expect(ics).toContain('DTSTART:20261126T120000Z'); // 14:00 in Beirut, UTC+2 in November
    await vi.waitFor(() => expect(google.patchCalls).toBe(patches + 1), { timeout: 15_000, interval: 100 });
    expect([google.insertCalls, google.deleteCalls]).toEqual([inserts, deletes]);
    expect(google.events.get(before.calendarEventId!)?.start).toEqual({ dateTime: '2026-11-26T14:00:00+02:00', timeZone: 'Asia/Beirut' });
    expect((await h.smtp.messages()).filter((m) => m.to.includes(customer.email) && m.subject.includes('moved'))).toHaveLength(1);
    // the old time is free again
    const days = JSON.parse(await (await h.app.request(`${urlOf('getAvailability')}?startDate=2026-11-24`)).text()) as { slots: { time: string; available: boolean }[] }[];
    expect(days[0].slots.find((s) => s.time === '10:00')?.available).toBe(true);
  });

  it('keeps the old appointment when the new slot is taken, and re-assigns when its designer is busy then', async () => {
    const [p, q, r] = [await h.newCustomer(), await h.newCustomer(), await h.newCustomer()];
    const pAppt = await booked(p, '2026-11-27T09:00:00+02:00');
    await booked(q, '2026-11-27T09:00:00+02:00');
    const rAppt = await booked(r, '2026-11-27T10:00:00+02:00');

    const refused = await reschedule(r, rAppt.id, '2026-11-27T09:00:00+02:00');
    expect(refused.status).toBe(409);
    expect(await json(refused)).toMatchObject({ code: 'slot_taken' });
    expect(await stored(rAppt.id)).toMatchObject({ active: true, slotKey: '2026-11-27T08:00Z', designerName: rAppt.designerName, rescheduleCount: 0, sequence: 0 });

    // p's designer is busy in Google on Monday 30 Nov 09:00: the move goes to the other one
    const pDesigner = pAppt.designerName === first.displayName ? first : second;
    const other = pDesigner === first ? second : first;
    google.calendarBusy[pDesigner.email] = [{ start: '2026-11-30T09:00:00+02:00', end: '2026-11-30T10:00:00+02:00' }];
    await h.deps.availability.changed();
    const moved = await reschedule(p, pAppt.id, '2026-11-30T09:00:00+02:00');
    expect(moved.status).toBe(200);
    expect(await json(moved)).toMatchObject({ designerName: other.displayName });
  });

  it('is refused inside the notice (24 h by default) and after two moves', async () => {
    const soon = await h.newCustomer();
    const soonAppt = await booked(soon, '2026-11-23T10:00:00+02:00'); // 22 h after "now"
    // the customer's view says when changes ended (the page then offers the phone and WhatsApp)
    const listed = (await json(await h.app.request(urlOf('listCustomerAppointments', { params: { customerId: soon.id } }), { headers: { cookie: soon.cookie } }))) as { appointments: { id: string; changeableUntil?: string }[] };
    expect(listed.appointments.find((a) => a.id === soonAppt.id)?.changeableUntil).toBe('2026-11-22T10:00:00+02:00');
    const late = await reschedule(soon, soonAppt.id, '2026-11-25T10:00:00+02:00');
    expect(late.status).toBe(409);
    expect(await json(late)).toMatchObject({ code: 'change_too_late', details: { changeNoticeHours: 24 } });

    const mover = await h.newCustomer();
    const appt = await booked(mover, '2026-12-01T09:00:00+02:00');
    expect((await reschedule(mover, appt.id, '2026-12-01T11:00:00+02:00')).status).toBe(200);
    expect((await reschedule(mover, appt.id, '2026-12-01T12:00:00+02:00')).status).toBe(200);
    const third = await reschedule(mover, appt.id, '2026-12-01T13:00:00+02:00');
    expect(third.status).toBe(409);
    expect(await json(third)).toMatchObject({ code: 'reschedule_limit', details: { maxReschedules: 2 } });
    expect(await stored(appt.id)).toMatchObject({ slotKey: '2026-12-01T10:00Z', rescheduleCount: 2 });
  });

  it('moves through the manage link, which keeps working for the moved appointment after its first time has passed', async () => {
    const customer = await h.newCustomer();
    const appt = await booked(customer, '2026-12-02T09:00:00+02:00');
    // a link signed for a time long gone, as one e-mailed before a move to a later day would be: dead until the appointment moves
    const token = signManageToken(manageTokenKey(h.config.customerSessionSecret), appt.id, new Date('2026-11-01T00:00:00Z'));
    expect((await h.app.request(urlOf('getManagedAppointment', { params: { token } }))).status).toBe(410);
    expect((await reschedule(customer, appt.id, '2026-12-02T11:00:00+02:00')).status).toBe(200);
    const res = await h.app.request(urlOf('rescheduleManagedAppointment', { params: { token } }), jsonInit('POST', { appointmentDate: '2026-12-03T09:00:00+02:00' }));
    expect(res.status).toBe(200);
    expect(await json(await h.app.request(urlOf('getManagedAppointment', { params: { token } })))).toMatchObject({
      id: appt.id,
      appointmentDate: '2026-12-03T09:00:00+02:00',
      changeableUntil: '2026-12-02T09:00:00+02:00',
    });
    const other = await h.newCustomer();
    const forbidden = await reschedule(other, appt.id, '2026-12-04T09:00:00+02:00');
    expect(forbidden.status).toBe(403);
  });
});
