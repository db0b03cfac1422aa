/**
 * Issue 6 'Appointments' against real MongoDB, Redis (BullMQ) and SMTP: the staff list (filters,
 * pagination, authorization), completed/no-show, staff cancel through the customer's cancel jobs,
 * bookings per week, the delayed reminder job (scheduled 24 h before, removed on any cancel, one
 * e-mail when due) and the customer's manage link (valid, forged, expired, cancel).
 */
import { type Job, Queue } from 'bullmq';
import { Types } from 'mongoose';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminAppointment } from '@cabinetry/shared/contracts';
import { type NotificationJob, notificationJobId, NOTIFICATIONS_QUEUE, redisConnection } from '@cabinetry/shared/server/queues';
import { json, jsonInit } from '@cabinetry/shared/testing';
import { ALREADY_STARTED } from './actions/cancel-appointment';
import { manageTokenKey, readManageToken, signManageToken } from './domain/manage-token';
import { createMailer } from './jobs/mailer';
import { notificationProcessor } from './jobs/notifications';
import { CANCELLED_NO_OUTCOME, NOT_STARTED, OUTCOME_NOT_CANCELLABLE } from './routes/admin-appointments';
import { LINK_EXPIRED, LINK_INVALID } from './routes/manage-appointment';
import { ADMIN_EMAIL, type Harness, NOW, startHarness, type TestCustomer } from './testing/harness';
import { urlOf } from '@cabinetry/shared/contracts/api/client';

let h: Harness;
let queue: Queue<NotificationJob>;

beforeAll(async () => {
  h = await startHarness();
  h.startWorker();
  queue = new Queue<NotificationJob>(NOTIFICATIONS_QUEUE, { connection: redisConnection(h.redisUrl) });
});

afterAll(async () => {
  await queue?.close();
  await h?.stop();
});

const HOUR = 3_600_000;
const LINK_RE = /http:\/\/localhost:8080\/appointment\/([A-Za-z0-9_-]{64})/;

const staff = (path: string, init: RequestInit = {}, role: 'admin' | 'editor' = 'admin') =>
  h.app.request(path, { ...init, headers: { ...h.bearer(role), ...(init.headers as Record<string, string> | undefined) } });
const list = async (query: string) => json(await staff(`${urlOf('listAppointments')}?${query}`));
const ids = (body: { items: AdminAppointment[] }) => body.items.map((a) => a.id);
const reminderJob = (appointmentId: string) => queue.getJob(notificationJobId({ kind: 'appointment-reminder', appointmentId }));

/** Books through the API and answers the appointment id. */
async function booked(customer: TestCustomer, date: string, type: 'in-person' | 'virtual' = 'in-person'): Promise<string> {
  const res = await h.book(customer, date, type);
  expect(res.status).toBe(201);
  return (await json(res)).id;
}

/** An appointment written straight to the database (the booking API refuses the past). */
const stored = (customer: TestCustomer, start: string, fields: Record<string, unknown> = {}) => h.storeAppointment(customer, start, fields);

describe('GET /api/admin/appointments', () => {
  let c: TestCustomer[];
  const appt: Record<string, string> = {};

  beforeAll(async () => {
    c = await Promise.all(Array.from({ length: 6 }, () => h.newCustomer()));
    appt.soon = await booked(c[0], '2026-11-23T09:00:00+02:00');
    appt.later = await booked(c[1], '2026-11-23T13:00:00+02:00');
    appt.virtual = await booked(c[2], '2026-11-24T10:00:00+02:00', 'virtual');
    appt.past1 = await stored(c[3], '2026-11-20T10:00:00+02:00');
    appt.past2 = await stored(c[4], '2026-11-19T15:00:00+02:00');
    appt.cancelled = await stored(c[5], '2026-11-18T11:00:00+02:00', { status: 'cancelled', active: false, cancelledBy: 'customer' });
  });

  it('lists upcoming soonest first and past latest first, with the customers named by onboarding', async () => {
    const upcoming = await list('scope=upcoming');
    expect(ids(upcoming)).toEqual([appt.soon, appt.later, appt.virtual]);
    expect(upcoming).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    expect(upcoming.items[2]).toMatchObject({
      appointmentType: 'virtual',
      appointmentDate: '2026-11-24T10:00:00+02:00',
      endDate: '2026-11-24T11:00:00+02:00',
      status: 'confirmed',
      cancelledBy: null,
      customer: { firstName: expect.stringMatching(/^Client/), lastName: 'Test', email: c[2].email, phone: '+961 3 123 456' },
    });
    expect(ids(await list('scope=past'))).toEqual([appt.past1, appt.past2, appt.cancelled]);
    expect(ids(await list(''))).toEqual([appt.virtual, appt.later, appt.soon, appt.past1, appt.past2, appt.cancelled]);
    expect(ids(await list('scope=all'))).toEqual(ids(await list('')));
  });

  it('filters by status, Beirut days and customer, and pages on the server', async () => {
    expect(ids(await list('status=cancelled'))).toEqual([appt.cancelled]);
    expect(ids(await list('from=2026-11-23&to=2026-11-23'))).toEqual([appt.later, appt.soon]);
    expect(ids(await list('from=2026-11-19&to=2026-11-20&scope=past'))).toEqual([appt.past1, appt.past2]);
    expect(ids(await list(`customerId=${c[2].id}`))).toEqual([appt.virtual]);
    const second = await list('scope=upcoming&pageSize=2&page=2');
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(ids(second)).toEqual([appt.virtual]);
    expect(ids(await list('scope=upcoming&pageSize=2&page=3'))).toEqual([]);
  });

  it('refuses bad queries with 400 and answers no one without a staff token', async () => {
    for (const bad of ['status=lost', 'pageSize=101', 'page=0', 'from=2026-11-24&to=2026-11-23', 'scope=soon', 'customerId=abc', 'sort=-1', 'status=confirmed&status=cancelled']) {
      const res = await staff(`${urlOf('listAppointments')}?${bad}`);
      expect(res.status, bad).toBe(400);
      expect(typeof (await json(res)).error).toBe('string');
    }
    expect((await h.app.request(urlOf('listAppointments'))).status).toBe(401);
    expect((await h.app.request(urlOf('listAppointments'), { headers: { authorization: 'Bearer forged.token.here' } })).status).toBe(401);
    expect((await h.app.request(urlOf('listAppointments'), { headers: { cookie: c[0].cookie } })).status).toBe(401);
    expect((await h.app.request(urlOf('getBookingStats'))).status).toBe(401);
    expect((await h.app.request(urlOf('setAppointmentStatus', { params: { id: appt.past1 } }), jsonInit('POST', { status: 'completed' }))).status).toBe(401);
    expect((await h.app.request(urlOf('cancelAppointmentByStaff', { params: { id: appt.virtual } }), { method: 'POST' })).status).toBe(401);
    expect((await staff(urlOf('listAppointments'), {}, 'admin')).status).toBe(200);
    // staff appointments (customers' bookings, cancelling them) are for admins only
    expect((await staff(urlOf('listAppointments'), {}, 'editor')).status).toBe(403);
    expect((await staff(urlOf('getBookingStats'), {}, 'editor')).status).toBe(403);
    expect((await staff(urlOf('cancelAppointmentByStaff', { params: { id: appt.virtual } }), { method: 'POST' }, 'editor')).status).toBe(403);
  });

  it('marks a started appointment completed or no-show (freeing nothing ahead), never a future or cancelled one', async () => {
    const mark = (id: string, status: string) => staff(urlOf('setAppointmentStatus', { params: { id } }), jsonInit('POST', { status }));
    const done = await mark(appt.past1, 'completed');
    expect(done.status).toBe(200);
    expect(await json(done)).toMatchObject({ id: appt.past1, status: 'completed', customer: { email: c[3].email } });
    expect((await h.deps.appointments.findById(appt.past1).lean())?.active).toBe(false);
    expect((await json(await mark(appt.past1, 'no-show'))).status).toBe('no-show'); // a correction

    const future = await mark(appt.virtual, 'completed');
    expect(future.status).toBe(409);
    expect(await json(future)).toEqual({ error: NOT_STARTED, code: 'appointment_not_started' });
    const cancelled = await mark(appt.cancelled, 'no-show');
    expect(cancelled.status).toBe(409);
    expect(await json(cancelled)).toEqual({ error: CANCELLED_NO_OUTCOME, code: 'appointment_cancelled' });
    expect((await mark(appt.past2, 'cancelled')).status).toBe(400);
    const unknown = await mark('ffffffffffffffffffffffff', 'completed');
    expect({ status: unknown.status, code: (await json(unknown)).code }).toEqual({ status: 404, code: 'not_found' });
    const malformed = await mark('nope', 'completed');
    expect({ status: malformed.status, code: (await json(malformed)).code }).toEqual({ status: 400, code: 'invalid_request' });
    expect(ids(await list('status=no-show'))).toEqual([appt.past1]);

    const cancelOutcome = await staff(urlOf('cancelAppointmentByStaff', { params: { id: appt.past1 } }), { method: 'POST' });
    expect(cancelOutcome.status).toBe(409);
    expect(await json(cancelOutcome)).toEqual({ error: OUTCOME_NOT_CANCELLABLE, code: 'appointment_outcome_set' });
    const cancelStarted = await staff(urlOf('cancelAppointmentByStaff', { params: { id: appt.past2 } }), { method: 'POST' });
    expect(cancelStarted.status).toBe(409);
    expect((await json(cancelStarted)).error).toBe(ALREADY_STARTED);
  });

  it('cancels for staff through the customer jobs: the slot frees, the reminder leaves the queue, the customer and admins are e-mailed', async () => {
    await vi.waitFor(async () => expect(await reminderJob(appt.virtual)).toBeTruthy());
    const job = (await reminderJob(appt.virtual))!;
    expect(job.opts.delay).toBe(22 * HOUR); // 24 Nov 10:00 − 24 h − now (22 Nov 12:00)
    expect(await job.getState()).toBe('delayed');

    const res = await staff(urlOf('cancelAppointmentByStaff', { params: { id: appt.virtual } }), { method: 'POST' });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ id: appt.virtual, status: 'cancelled', cancelledBy: 'staff', customer: { email: c[2].email } });
    expect(await reminderJob(appt.virtual)).toBeUndefined();
    const again = await staff(urlOf('cancelAppointmentByStaff', { params: { id: appt.virtual } }), { method: 'POST' });
    expect((await json(again)).status).toBe('cancelled');

    const mail = await h.smtp.waitFor((m) => m.to.includes(c[2].email) && /cancelled/.test(m.subject), 15_000);
    expect(mail.text).toContain('we have had to cancel your design consultation of Tuesday, November 24, 2026 at 10:00 (Beirut time)');
    expect(mail.text).toMatch(LINK_RE);
    expect(mail.html).toMatch(/<a href="http:\/\/localhost:8080\/appointment\/[A-Za-z0-9_-]{64}">/);
    const admin = await h.smtp.waitFor((m) => m.to.includes(ADMIN_EMAIL) && m.subject.startsWith('Cancelled:') && m.text.includes(c[2].email), 15_000);
    expect(admin.text).toContain('was cancelled by staff');
    const retaken = await h.book(await h.newCustomer(), '2026-11-24T10:00:00+02:00');
    expect(retaken.status).toBe(201);
  });

  it('counts bookings per Beirut week, oldest first, zero-filled', async () => {
    const raw = h.deps.appointments.collection; // createdAt is immutable through mongoose
    await raw.updateMany({}, { $set: { createdAt: new Date('2020-01-01T00:00:00Z') } });
    await raw.updateOne({ _id: new Types.ObjectId(appt.soon) }, { $set: { createdAt: new Date('2026-11-16T00:30:00+02:00') } });
    await raw.updateOne({ _id: new Types.ObjectId(appt.later) }, { $set: { createdAt: new Date('2026-11-22T11:00:00+02:00') } });
    await raw.updateOne({ _id: new Types.ObjectId(appt.past1) }, { $set: { createdAt: new Date('2026-11-15T23:30:00+02:00') } });
    expect(await json(await staff(`${urlOf('getBookingStats')}?weeks=3`))).toEqual([
      { weekStart: '2026-11-02', count: 0 },
      { weekStart: '2026-11-09', count: 1 },
      { weekStart: '2026-11-16', count: 2 },
    ]);
    const twelve = await json(await staff(urlOf('getBookingStats')));
    expect(twelve).toHaveLength(12);
    expect(twelve.at(-1)).toEqual({ weekStart: '2026-11-16', count: 2 });
    expect((await staff(`${urlOf('getBookingStats')}?weeks=53`)).status).toBe(400);
  });
});

describe('the reminder e-mail', () => {
  it('is scheduled only for bookings more than 24 hours ahead and removed when the customer cancels', async () => {
    const near = await h.newCustomer();
    const nearId = await booked(near, '2026-11-23T11:00:00+02:00'); // 23 h ahead: no reminder
    const ahead = await h.newCustomer();
    const aheadId = await booked(ahead, '2026-11-23T14:00:00+02:00');
    await vi.waitFor(async () => expect(await reminderJob(aheadId)).toBeTruthy());
    expect((await reminderJob(aheadId))!.opts.delay).toBe(2 * HOUR);
    expect((await h.deps.appointments.findById(nearId).lean())?.outbox.map((e) => e.kind)).toEqual(['appointment-confirmation', 'lead-pipeline']);
    expect(await reminderJob(nearId)).toBeUndefined();

    const res = await h.app.request(urlOf('cancelAppointment', { params: { id: aheadId } }), { method: 'DELETE', headers: { cookie: ahead.cookie } });
    expect(res.status).toBe(200);
    expect(await reminderJob(aheadId)).toBeUndefined();
  });

  it('sends exactly one e-mail when due, with the manage link, and none for a cancelled appointment', async () => {
    const customer = await h.newCustomer();
    const id = await booked(customer, '2026-11-26T10:00:00+02:00', 'virtual');
    await vi.waitFor(async () => expect(await reminderJob(id)).toBeTruthy());
    const job = (await reminderJob(id)) as Job<NotificationJob>;
    const mailer = createMailer(nodemailer.createTransport(h.smtp.url), h.deps.google, h.config.mailFrom);
    const dueAt = new Date(Date.parse('2026-11-26T10:00:00+02:00') - 24 * HOUR);
    const process = notificationProcessor({ config: h.config, appointments: h.deps.appointments, designers: h.deps.designers, google: h.deps.google, mailer, emailQuota: h.emailQuota, now: () => dueAt, notifications: queue });

    expect(await process(job)).toBe('done');
    expect(await process(job)).toBe('done'); // a retried job sends nothing more
    const mail = await h.smtp.waitFor((m) => m.to.includes(customer.email) && m.subject.startsWith('Reminder:'), 15_000);
    expect(mail.subject).toBe('Reminder: your design consultation on Thursday, November 26, 2026 at 10:00 (Beirut time)');
    expect(mail.text).toContain('we will send you the meeting link before your appointment');
    expect(mail.text).toMatch(LINK_RE);
    expect((await h.smtp.messages()).filter((m) => m.to.includes(customer.email) && m.subject.startsWith('Reminder:'))).toHaveLength(1);

    const other = await h.newCustomer();
    const otherId = await booked(other, '2026-11-26T11:00:00+02:00');
    await h.app.request(urlOf('cancelAppointment', { params: { id: otherId } }), { method: 'DELETE', headers: { cookie: other.cookie } });
    const late = { data: { kind: 'appointment-reminder', appointmentId: otherId }, attemptsMade: 0, opts: { attempts: 8 } } as Job<NotificationJob>;
    expect(await process(late)).toBe('no longer active: no reminder');
  });
});

describe('the manage link', () => {
  it('arrives in the confirmation, shows the appointment, refuses forged and expired tokens, and cancels', async () => {
    const customer = await h.newCustomer();
    const id = await booked(customer, '2026-11-27T11:00:00+02:00');
    const mail = await h.smtp.waitFor((m) => m.to.includes(customer.email) && m.subject.includes('booked'), 15_000);
    const token = LINK_RE.exec(mail.text)?.[1] ?? '';
    expect(mail.text).toContain('To view or cancel your appointment, open:');

    const shown = await h.app.request(urlOf('getManagedAppointment', { params: { token } }));
    expect(shown.status).toBe(200);
    expect(shown.headers.get('cache-control')).toBe('no-store');
    const body = await json(shown);
    expect(body).toMatchObject({ id, status: 'confirmed', appointmentType: 'in-person', appointmentDate: '2026-11-27T11:00:00+02:00', endDate: '2026-11-27T12:00:00+02:00' });
    expect(Object.keys(body).every((k) => ['id', 'customerId', 'appointmentType', 'appointmentDate', 'endDate', 'specialRequests', 'status', 'calendarEventId', 'calendarEvent', 'notificationNote', 'changeableUntil'].includes(k))).toBe(true);

    const forged = `${token.slice(0, 10)}${token[10] === 'A' ? 'B' : 'A'}${token.slice(11)}`;
    for (const bad of [forged, 'abc', `${token}A`]) {
      const res = await h.app.request(urlOf('getManagedAppointment', { params: { token: bad } }));
      expect(res.status, bad).toBe(404);
      expect((await json(res)).error).toBe(LINK_INVALID);
    }
    const key = manageTokenKey(h.config.customerSessionSecret);
    const expired = await h.app.request(urlOf('getManagedAppointment', { params: { token: signManageToken(key, id, new Date(NOW.toMillis() - 25 * HOUR)) } }));
    expect(expired.status).toBe(410);
    expect((await json(expired)).error).toBe(LINK_EXPIRED);
    expect((await h.app.request(urlOf('getManagedAppointment', { params: { token: signManageToken(key, 'ffffffffffffffffffffffff', new Date('2026-12-01')) } }))).status).toBe(404);
    expect((await h.app.request(urlOf('cancelManagedAppointment', { params: { token: forged } }), { method: 'DELETE' })).status).toBe(404);
    expect((await h.deps.appointments.findById(id).lean())?.active).toBe(true);

    await vi.waitFor(async () => expect(await reminderJob(id)).toBeTruthy());
    const cancel = await h.app.request(urlOf('cancelManagedAppointment', { params: { token } }), { method: 'DELETE' });
    expect(cancel.status).toBe(200);
    expect(await json(cancel)).toMatchObject({ success: true, appointment: { id, status: 'cancelled' } });
    expect((await h.deps.appointments.findById(id).lean())?.cancelledBy).toBe('customer');
    expect(await reminderJob(id)).toBeUndefined();
    // the link works for nothing now: its page says the appointment is cancelled (manage-link-reach.test.ts)
    expect(await json(await h.app.request(urlOf('getManagedAppointment', { params: { token } })))).toMatchObject({ code: 'appointment_cancelled' });
    const notice = await h.smtp.waitFor((m) => m.to.includes(customer.email) && /cancelled/.test(m.subject), 15_000);
    expect(notice.text).toContain('To view your appointment, open:');
    // a link for the same appointment (signed when the notice was sent: it carries its issue time)
    expect(readManageToken(key, LINK_RE.exec(notice.text)?.[1] ?? '', NOW.toMillis())).toMatchObject({ ok: true, appointmentId: id });
  });
});
