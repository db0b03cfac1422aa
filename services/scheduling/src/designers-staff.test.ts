/**
 * Issue 23 on the real service with the fake Google and the worker: the notice before a change
 * binds the customer's cancel too (session and manage link), not staff's; staff move and reassign
 * an appointment (audited, the Google event moved by one patch, the customer e-mailed), a reassign
 * to a busy designer keeps the appointment as it was; a move across slot grids (the slot length
 * changed) never overlaps another appointment of the designer; the staff list filters by designer
 * and the bookings chart splits by designer.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type AdminAppointment, type AppointmentView, type BookingsPerWeek, DEFAULT_AVAILABILITY_RULES, type Designer } from '@cabinetry/shared/contracts';
import { INTERNAL_TOKEN_HEADER } from '@cabinetry/shared/server/auth';
import { json, jsonInit } from '@cabinetry/shared/testing';
import { manageTokenKey, signManageToken } from './domain/manage-token';
import type { AppointmentDoc } from './models/appointment';
import type { FakeGoogle } from '@cabinetry/local/providers';
import { startGoogleHarness, yaraAndZiad } from './testing/designers';
import type { Harness, TestCustomer } from './testing/harness';
import { showroomMidnight } from '@cabinetry/shared/time';
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
const move = (id: string, body: { appointmentDate: string; designerId?: string }, role: 'admin' | 'editor' = 'admin') =>
  h.app.request(urlOf('moveAppointmentByStaff', { params: { id } }), jsonInit('POST', body, h.bearer(role)));
const designerOf = (appt: AppointmentView) => (appt.designerName === first.displayName ? first : second);
const otherThan = (d: Designer) => (d === first ? second : first);
async function booked(customer: TestCustomer, date: string): Promise<AppointmentView> {
  const res = await h.book(customer, date);
  expect(res.status, date).toBe(201);
  return (await json(res)) as AppointmentView;
}
/** Waits until the worker has created the appointment's Google event. */
const withEvent = (id: string) =>
  vi.waitFor(async () => {
    const doc = await stored(id);
    if (!doc?.calendarEventId) throw new Error('no event yet');
    return doc;
  }, { timeout: 15_000, interval: 100 });

describe('the notice before a change', () => {
  it('refuses the customer’s cancel inside it (session and manage link) with a code; staff can still cancel', async () => {
    const customer = await h.newCustomer();
    const appt = await booked(customer, '2026-11-23T11:00:00+02:00'); // 23 h after "now"
    const own = await h.app.request(urlOf('cancelAppointment', { params: { id: appt.id } }), { method: 'DELETE', headers: { cookie: customer.cookie } });
    expect(own.status).toBe(409);
    expect(await json(own)).toMatchObject({ code: 'change_too_late', details: { changeNoticeHours: 24 } });
    const token = signManageToken(manageTokenKey(h.config.customerSessionSecret), appt.id, new Date('2026-11-23T09:00:00Z'));
    const viaLink = await h.app.request(urlOf('cancelManagedAppointment', { params: { token } }), { method: 'DELETE' });
    expect(viaLink.status).toBe(409);
    expect(await json(viaLink)).toMatchObject({ code: 'change_too_late' });
    expect(await stored(appt.id)).toMatchObject({ active: true, status: 'confirmed' });

    const byStaff = await h.app.request(urlOf('cancelAppointmentByStaff', { params: { id: appt.id } }), { method: 'POST', headers: h.bearer('admin') });
    expect(byStaff.status).toBe(200);
    expect(await json(byStaff)).toMatchObject({ status: 'cancelled', cancelledBy: 'staff' });
    const moveCancelled = await move(appt.id, { appointmentDate: '2026-11-24T16:00:00+02:00' });
    expect(await json(moveCancelled)).toEqual({ error: 'This appointment has been cancelled or has taken place: it can no longer be changed', code: 'appointment_inactive' });
    expect(moveCancelled.status).toBe(409);
  });

  it('follows the rules an admin saves', async () => {
    const put = (changeNoticeHours: number) => h.app.request(urlOf('putAvailabilityRules'), jsonInit('PUT', { ...DEFAULT_AVAILABILITY_RULES, changeNoticeHours }, h.bearer('admin')));
    expect((await put(0)).status).toBe(200);
    try {
      const customer = await h.newCustomer();
      const appt = await booked(customer, '2026-11-23T12:00:00+02:00');
      expect((await h.app.request(urlOf('cancelAppointment', { params: { id: appt.id } }), { method: 'DELETE', headers: { cookie: customer.cookie } })).status).toBe(200);
    } finally {
      expect((await put(24)).status).toBe(200);
    }
  });
});

describe('staff moving and reassigning', () => {
  it('moves inside the customer’s notice, audited, by one Google patch and one e-mail, without spending the customer’s moves', async () => {
    const customer = await h.newCustomer();
    const appt = await booked(customer, '2026-11-23T14:00:00+02:00');
    const before = await withEvent(appt.id);
    const [inserts, patches, deletes] = [google.insertCalls, google.patchCalls, google.deleteCalls];

    expect((await move(appt.id, { appointmentDate: '2026-11-24T15:00:00+02:00' }, 'editor')).status).toBe(403);
    const res = await move(appt.id, { appointmentDate: '2026-11-24T15:00:00+02:00' });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ id: appt.id, appointmentDate: '2026-11-24T15:00:00+02:00', designerName: appt.designerName, rescheduleCount: 0 });
    expect(h.audited).toContainEqual(expect.objectContaining({ action: 'appointment.move', target: `appointment ${appt.id}` }));

    await h.smtp.waitFor((m) => m.to.includes(customer.email) && m.subject.startsWith('Your design consultation has moved'), 15_000);
    await vi.waitFor(() => expect(google.patchCalls).toBe(patches + 1), { timeout: 15_000, interval: 100 });
    expect([google.insertCalls, google.deleteCalls]).toEqual([inserts, deletes]);
    expect(google.events.get(before.calendarEventId!)?.start).toEqual({ dateTime: '2026-11-24T15:00:00+02:00', timeZone: 'Asia/Beirut' });
    expect(await stored(appt.id)).toMatchObject({ rescheduleCount: 0, sequence: 1 });
  });

  it('reassigns to another free designer at the same time (the event renamed by one patch), and refuses a busy one keeping the appointment', async () => {
    const [p, q] = [await h.newCustomer(), await h.newCustomer()];
    const pAppt = await booked(p, '2026-11-25T10:00:00+02:00');
    const before = await withEvent(pAppt.id);
    const patches = google.patchCalls;
    const to = otherThan(designerOf(pAppt));
    const res = await move(pAppt.id, { appointmentDate: pAppt.appointmentDate, designerId: to.id });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ appointmentDate: pAppt.appointmentDate, designerId: to.id, designerName: to.displayName });
    await vi.waitFor(() => expect(google.patchCalls).toBe(patches + 1), { timeout: 15_000, interval: 100 });
    expect(google.events.get(before.calendarEventId!)?.summary).toContain(`(${to.displayName})`);

    // both designers now hold 10:00 on the 25th: q's goes to the one p left, and cannot go to p's
    const qAppt = await booked(q, '2026-11-25T10:00:00+02:00');
    expect(qAppt.designerName).toBe(otherThan(to).displayName);
    const busy = await move(qAppt.id, { appointmentDate: qAppt.appointmentDate, designerId: to.id });
    expect(busy.status).toBe(409);
    expect(await json(busy)).toMatchObject({ code: 'designer_taken' });
    // busy in their Google calendar counts too
    google.calendarBusy[to.email] = [{ start: '2026-11-26T09:00:00+02:00', end: '2026-11-26T10:00:00+02:00' }];
    await h.deps.availability.changed();
    const inGoogle = await move(qAppt.id, { appointmentDate: '2026-11-26T09:00:00+02:00', designerId: to.id });
    expect(inGoogle.status).toBe(409);
    expect(await stored(qAppt.id)).toMatchObject({ active: true, slotKey: '2026-11-25T08:00Z', designerName: otherThan(to).displayName, sequence: 0 });
    // an unknown designer is no seat either
    expect((await move(qAppt.id, { appointmentDate: qAppt.appointmentDate, designerId: 'f'.repeat(24) })).status).toBe(409);
  });

  it('never overlaps another appointment of the designer when a move crosses slot grids', async () => {
    const [x, y] = [await h.newCustomer(), await h.newCustomer()];
    const xAppt = await booked(x, '2026-12-07T10:00:00+02:00'); // one hour, 10:00-11:00
    const yAppt = await booked(y, '2026-12-08T10:00:00+02:00');
    const xDesigner = designerOf(xAppt);
    const put = (slotMinutes: number) => h.app.request(urlOf('putAvailabilityRules'), jsonInit('PUT', { ...DEFAULT_AVAILABILITY_RULES, slotMinutes }, h.bearer('admin')));
    expect((await put(90)).status).toBe(200); // slots now 09:00-10:30, 10:30-12:00, ...
    try {
      const onto = await move(yAppt.id, { appointmentDate: '2026-12-07T09:00:00+02:00', designerId: xDesigner.id });
      expect(onto.status).toBe(409);
      expect(await json(onto)).toMatchObject({ code: 'designer_taken' });
      const elsewhere = await move(yAppt.id, { appointmentDate: '2026-12-07T09:00:00+02:00' });
      expect(elsewhere.status).toBe(200);
      expect(await json(elsewhere)).toMatchObject({ designerName: otherThan(xDesigner).displayName, endDate: '2026-12-07T10:30:00+02:00' });
      // and no designer is left for a third customer's 90 minutes from 09:00
      const z = await h.newCustomer();
      expect((await h.book(z, '2026-12-07T09:00:00+02:00')).status).toBe(409);
    } finally {
      expect((await put(60)).status).toBe(200);
    }
  });
});

describe('the back office per designer', () => {
  it('filters the appointments by designer and splits the bookings chart by designer', async () => {
    const customer = await h.newCustomer();
    const appt = await booked(customer, '2026-12-09T09:00:00+02:00');
    const designer = designerOf(appt);
    const list = async (designerId: string) =>
      (await json(await h.app.request(`${urlOf('listAppointments')}?designerId=${designerId}&pageSize=100`, { headers: h.bearer('admin') }))) as { items: AdminAppointment[] };
    const mine = await list(designer.id);
    expect(mine.items.map((a) => a.id)).toContain(appt.id);
    expect(new Set(mine.items.map((a) => a.designerId))).toEqual(new Set([designer.id]));
    expect((await list(otherThan(designer).id)).items.map((a) => a.id)).not.toContain(appt.id);
    expect((await h.app.request(`${urlOf('listAppointments')}?designerId=nope`, { headers: h.bearer('admin') })).status).toBe(400);

    const weeks = (await json(await h.app.request(`${urlOf('getBookingStats')}?weeks=1&split=designer`, { headers: h.bearer('admin') }))) as BookingsPerWeek[];
    const total = await h.deps.appointments.countDocuments({ createdAt: { $gte: showroomMidnight(weeks[0].weekStart).toJSDate() } });
    expect(weeks[0].count).toBe(total);
    for (const d of [first, second]) {
      const count = await h.deps.appointments.countDocuments({ designerName: d.displayName, createdAt: { $gte: showroomMidnight(weeks[0].weekStart).toJSDate() } });
      expect(weeks[0].byDesigner).toContainEqual({ designerName: d.displayName, count });
    }
    expect(weeks[0].byDesigner!.reduce((s, d) => s + d.count, 0)).toBe(weeks[0].count);
  });

  it('names each customer’s designer for the leads CSV (their latest appointment not cancelled), to onboarding only', async () => {
    const [kept, moved, cancelled, none] = [await h.newCustomer(), await h.newCustomer(), await h.newCustomer(), await h.newCustomer()];
    const keptAppt = await booked(kept, '2026-12-10T09:00:00+02:00');
    const movedAppt = await booked(moved, '2026-12-10T10:00:00+02:00');
    const to = otherThan(designerOf(movedAppt));
    expect((await move(movedAppt.id, { appointmentDate: movedAppt.appointmentDate, designerId: to.id })).status).toBe(200);
    const gone = await booked(cancelled, '2026-12-10T11:00:00+02:00');
    expect((await h.app.request(urlOf('cancelAppointment', { params: { id: gone.id } }), { method: 'DELETE', headers: { cookie: cancelled.cookie } })).status).toBe(200);
    const ask = (headers: Record<string, string>) =>
      h.app.request('/internal/appointments/designers', jsonInit('POST', { customerIds: [kept.id, moved.id, cancelled.id, none.id] }, headers));
    expect((await ask({})).status).toBe(401);
    const res = await ask({ [INTERNAL_TOKEN_HEADER]: h.config.internalToken });
    expect(res.status).toBe(200);
    const { designers } = (await json(res)) as { designers: { customerId: string; designerName: string }[] };
    expect(designers.sort((a, b) => a.customerId.localeCompare(b.customerId))).toEqual(
      [
        { customerId: kept.id, designerName: keptAppt.designerName },
        { customerId: moved.id, designerName: to.displayName },
      ].sort((a, b) => a.customerId.localeCompare(b.customerId)),
    );
  });
});
