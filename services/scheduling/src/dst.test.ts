/**
 * Booking, moving and reminding across Beirut's daylight-saving changes (issue 35): the clocks go
 * back at 00:00 on Sunday 25 October 2026 (UTC+3 → UTC+2) and forward at 00:00 on Sunday 28 March
 * 2027 (UTC+2 → UTC+3). A customer who books "10:00 Beirut time" on either side gets 10:00 in the
 * answer, the e-mail, the calendar file (UTC) and the 24 h reminder's instant. The service runs on
 * a fake clock the tests move; nothing sleeps.
 */
import { Queue } from 'bullmq';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppointmentView, AvailableDay } from '@cabinetry/shared/contracts';
import { type NotificationJob, NOTIFICATIONS_QUEUE, notificationJobId, redisConnection } from '@cabinetry/shared/server/queues';
import { json, jsonInit } from '@cabinetry/shared/testing';
import { slotAppointmentDate } from '@cabinetry/shared/time';
import { type Harness, startHarness, type TestCustomer } from './testing/harness';
import { urlOf } from '@cabinetry/shared/contracts/api/client';

let now = DateTime.fromISO('2026-10-20T09:00:00Z'); // Tuesday 20 October 2026, 12:00 in Beirut (UTC+3)
let h: Harness;
let queue: Queue<NotificationJob>;

beforeAll(async () => {
  h = await startHarness({ now: () => now });
  h.startWorker();
  queue = new Queue<NotificationJob>(NOTIFICATIONS_QUEUE, { connection: redisConnection(h.redisUrl) });
});

afterAll(async () => {
  await queue?.close();
  await h?.stop();
});

/** Moves the fake clock to `iso` and drops cached availability (its answers were computed at the old now). */
async function clockAt(iso: string): Promise<void> {
  now = DateTime.fromISO(iso);
  await h.deps.availability.changed();
}

const available = async (startDate: string) => (await json(await h.app.request(`${urlOf('getAvailability')}?startDate=${startDate}`))) as AvailableDay[];
const slotOf = (days: AvailableDay[], date: string, time: string) => days.find((d) => d.date === date)?.slots.find((s) => s.time === time);

async function book(customer: TestCustomer, appointmentDate: string): Promise<AppointmentView> {
  const res = await h.book(customer, appointmentDate);
  expect(res.status).toBe(201);
  return json(res);
}

const reschedule = async (customer: TestCustomer, id: string, appointmentDate: string) =>
  h.app.request(urlOf('rescheduleAppointment', { params: { id } }), jsonInit('POST', { appointmentDate }, { cookie: customer.cookie }));

/** The calendar file of the latest e-mail to `customer` whose subject starts with `subject`. */
async function icsOf(customer: TestCustomer, subject: string): Promise<{ text: string; ics: string }> {
  const mail = await h.smtp.waitFor((m) => m.to.includes(customer.email) && m.subject.startsWith(subject), 15_000);
  return { text: mail.text, ics: mail.attachments.find((a) => a.filename.endsWith('.ics'))!.content.toString('utf8') };
}

const reminderDelay = async (appointmentId: string) => {
  let delay: number | undefined;
  await vi.waitFor(async () => {
    delay = (await queue.getJob(notificationJobId({ kind: 'appointment-reminder', appointmentId })))?.opts.delay;
    expect(delay).toBeTypeOf('number');
  }, { timeout: 15_000, interval: 50 });
  return delay!;
};

describe('autumn: the clocks go back on 25 October 2026', () => {
  it("offers the same wall hours on both sides, each slot's start with that day's offset", async () => {
    const days = await available('2026-10-23');
    expect(slotOf(days, '2026-10-23', '09:00')).toEqual({ time: '09:00', start: '2026-10-23T09:00:00+03:00', available: true });
    expect(slotOf(days, '2026-10-26', '09:00')).toEqual({ time: '09:00', start: '2026-10-26T09:00:00+02:00', available: true });
    for (const date of ['2026-10-23', '2026-10-26']) expect(days.find((d) => d.date === date)!.slots.map((s) => s.time)).toEqual(['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00']);
    expect(days.find((d) => d.date === '2026-10-25')!.slots).toEqual([]); // a Sunday: closed
  });

  it('books 10:00 after the change from any offset naming it, and mails 10:00 Beirut time (08:00 UTC in the .ics)', async () => {
    const customer = await h.newCustomer();
    const appt = await book(customer, '2026-10-26T08:00:00Z');
    expect(appt).toMatchObject({ appointmentDate: '2026-10-26T10:00:00+02:00', endDate: '2026-10-26T11:00:00+02:00' });
    expect(slotOf(await available('2026-10-26'), '2026-10-26', '10:00')?.available).toBe(false);
    const { text, ics } = await icsOf(customer, 'Your design consultation is booked');
    expect(text).toContain('Monday, October 26, 2026 at 10:00 (Beirut time)');
    expect(ics).toContain('DTSTART:20261026T080000Z');
    // the reminder is due 24 real hours before: Sunday 25 October 10:00 in Beirut (08:00 UTC), after the change
    expect(now.plus({ milliseconds: await reminderDelay(appt.id) }).toUTC().toISO()).toBe('2026-10-25T08:00:00.000Z');
  });

  it('moves a Friday 10:00 (UTC+3) to the Monday 11:00 (UTC+2) after the change', async () => {
    const customer = await h.newCustomer();
    const appt = await book(customer, slotAppointmentDate('2026-10-23', '10:00'));
    expect(appt.appointmentDate).toBe('2026-10-23T10:00:00+03:00');
    const moved = await reschedule(customer, appt.id, slotAppointmentDate('2026-10-26', '11:00'));
    expect(moved.status).toBe(200);
    expect(await json(moved)).toMatchObject({ appointmentDate: '2026-10-26T11:00:00+02:00' });
    const { text, ics } = await icsOf(customer, 'Your design consultation has moved');
    expect(text).toContain('Monday, October 26, 2026 at 11:00 (Beirut time)');
    expect(ics).toContain('DTSTART:20261026T090000Z');
    expect(ics).toMatch(/SEQUENCE:1\r?\n/);
    expect(now.plus({ milliseconds: await reminderDelay(appt.id) }).toUTC().toISO()).toBe('2026-10-25T09:00:00.000Z');
  });

  it('reads 10:00+03:00 after the change as the instant it names, 09:00 in Beirut, and answers with that', async () => {
    // a client still on the fixed clock books 09:00, and the answer says so
    const customer = await h.newCustomer();
    expect((await book(customer, '2026-10-26T10:00:00+03:00')).appointmentDate).toBe('2026-10-26T09:00:00+02:00');
    // and a half-hour instant is no slot in either offset
    expect((await h.book(await h.newCustomer(), '2026-10-26T10:30:00+03:00')).status).toBe(400);
  });
});

describe('spring: the clocks go forward on 28 March 2027', () => {
  beforeAll(() => clockAt('2027-03-22T10:00:00Z')); // Monday 22 March 2027, 12:00 in Beirut (UTC+2)

  it("offers the same wall hours on both sides, each slot's start with that day's offset", async () => {
    const days = await available('2027-03-26');
    expect(slotOf(days, '2027-03-26', '16:00')).toEqual({ time: '16:00', start: '2027-03-26T16:00:00+02:00', available: true });
    expect(slotOf(days, '2027-03-29', '09:00')).toEqual({ time: '09:00', start: '2027-03-29T09:00:00+03:00', available: true });
    expect(days.find((d) => d.date === '2027-03-29')!.slots).toHaveLength(8);
  });

  it('books, moves across the change and reminds 24 h before, on the wall clock of each date', async () => {
    const customer = await h.newCustomer();
    const appt = await book(customer, slotAppointmentDate('2027-03-26', '10:00'));
    expect(appt.appointmentDate).toBe('2027-03-26T10:00:00+02:00');
    expect((await icsOf(customer, 'Your design consultation is booked')).ics).toContain('DTSTART:20270326T080000Z');
    expect(now.plus({ milliseconds: await reminderDelay(appt.id) }).toUTC().toISO()).toBe('2027-03-25T08:00:00.000Z');

    const moved = await reschedule(customer, appt.id, '2027-03-29T07:00:00Z');
    expect(moved.status).toBe(200);
    expect(await json(moved)).toMatchObject({ appointmentDate: '2027-03-29T10:00:00+03:00', endDate: '2027-03-29T11:00:00+03:00' });
    const { text, ics } = await icsOf(customer, 'Your design consultation has moved');
    expect(text).toContain('Monday, March 29, 2027 at 10:00 (Beirut time)');
    expect(ics).toContain('DTSTART:20270329T070000Z');
    // 24 real hours before 10:00 on the 29th is 10:00 on the 28th: the day that lost an hour
    expect(now.plus({ milliseconds: await reminderDelay(appt.id) }).toUTC().toISO()).toBe('2027-03-28T07:00:00.000Z');
    expect(slotOf(await available('2027-03-29'), '2027-03-29', '10:00')?.available).toBe(false);
    expect(slotOf(await available('2027-03-26'), '2027-03-26', '10:00')?.available).toBe(true);
  });

  it('counts the day that starts at 01:00 as one booking window day', async () => {
    await clockAt('2027-03-27T21:30:00Z'); // Saturday 27 March 23:30 in Beirut; its midnight never comes: 01:00 follows
    expect(await json(await h.app.request(urlOf('getBookingWindow')))).toMatchObject({ timeZone: 'Asia/Beirut', earliestDate: '2027-03-28' });
    await clockAt('2027-03-27T22:00:00Z'); // 01:00 on Sunday the 28th
    expect(await json(await h.app.request(urlOf('getBookingWindow')))).toMatchObject({ earliestDate: '2027-03-29' });
  });
});
