import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AvailabilityRules } from '@cabinetry/shared/contracts';
import { json, jsonInit } from '@cabinetry/shared/testing';
import { DEFAULT_RULES } from './domain/rules';
import { ADMIN_EMAIL, type Harness, startHarness } from './testing/harness';
import { urlOf } from '@cabinetry/shared/contracts/api/client';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
  h.startWorker();
});

afterAll(async () => {
  await h?.stop();
});

type Day = { date: string; slots: { time: string; available: boolean }[] };
const available = async (query = ''): Promise<Day[]> => json(await h.app.request(`${urlOf('getAvailability')}${query}`));
const slotOf = (days: Day[], date: string, time: string) => days.find((d) => d.date === date)?.slots.find((s) => s.time === time);

describe('appointments API', () => {
  it('lists availability from tomorrow with weekdays only, for the default 28 days', async () => {
    const days = await available();
    expect(days).toHaveLength(28);
    expect(days[0]).toMatchObject({ date: '2026-11-23' });
    expect(days[0].slots).toHaveLength(8);
    expect(days.find((d) => d.date === '2026-11-29')!.slots).toEqual([]);
    expect((await h.app.request(`${urlOf('getAvailability')}?startDate=soon`)).status).toBe(400);
  });

  it('states the booking window the SPA calendar follows: earliest and latest day (90 days ahead), closed weekdays, days off', async () => {
    expect(await json(await h.app.request(urlOf('getBookingWindow')))).toEqual({
      timeZone: 'Asia/Beirut',
      earliestDate: '2026-11-23',
      latestDate: '2027-02-20',
      closedWeekdays: [6, 7],
      daysOff: [],
      slotMinutes: 60,
      weeklyHours: DEFAULT_RULES.weeklyHours,
    });
  });

  it('books a slot, e-mails the customer (with a calendar file) and the admins (with the answers), and shows the slot taken', async () => {
    const customer = await h.newCustomer();
    const res = await h.book(customer, '2026-11-24T10:00:00+02:00', 'virtual');
    expect(res.status).toBe(201);
    const appt = await json(res);
    expect(appt).toMatchObject({
      customerId: customer.id,
      appointmentType: 'virtual',
      appointmentDate: '2026-11-24T10:00:00+02:00',
      status: 'confirmed',
      calendarEventId: null,
      notificationNote: 'We will e-mail you the video call link before your appointment.',
    });
    expect(slotOf(await available(), '2026-11-24', '10:00')!.available).toBe(false);

    const mail = await h.smtp.waitFor((m) => m.to.includes(customer.email), 15_000);
    expect(mail.subject).toContain('Your design consultation is booked');
    expect(mail.from).toContain('studio@ateliercedar.local');
    const ics = mail.attachments.find((a) => a.filename === 'showroom-design-consultation.ics')?.content.toString();
    expect(ics).toContain('DTSTART:20261124T080000Z'); // 10:00 in Beirut, UTC+2 in November
    expect(ics).toContain('DURATION:PT1H');
    const admin = await h.smtp.waitFor((m) => m.to.includes(ADMIN_EMAIL) && m.subject.includes('Client'), 15_000);
    expect(admin.subject).toContain('New virtual consultation');
    expect(admin.text).toContain('Budget: $25,000 - $50,000');
    expect(admin.text).toContain('Timeline: 3-6 months');
    expect(admin.text).toContain('Purpose: Residential');
    expect(admin.text).toContain('Heard about us: Instagram');
    expect(admin.text).toContain('Notes: Island with seating for four');
    expect(admin.text).toContain('No meeting link could be created automatically');

    const list = await h.app.request(urlOf('listCustomerAppointments', { params: { customerId: customer.id } }), { headers: { cookie: customer.cookie } });
    expect((await json(list)).appointments.map((a: { id: string }) => a.id)).toEqual([appt.id]);
  });

  it('gives exactly one success to 100 concurrent bookings of one slot, and 99 clean 409s', async () => {
    const contenders = await Promise.all(Array.from({ length: 100 }, () => h.newCustomer()));
    const results = await Promise.all(contenders.map((c) => h.book(c, '2026-11-25T11:00:00+02:00')));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(99);
    const errors = await Promise.all(results.filter((r) => r.status === 409).map((r) => json(r)));
    expect(new Set(errors.map((e) => e.error))).toEqual(new Set(['This time slot has just been booked. Please choose another time.']));
    expect(await h.deps.appointments.countDocuments({ slotKey: '2026-11-25T09:00Z', active: true })).toBe(1);
  });

  it('holds one active appointment per customer, frees the slot on cancel and e-mails the cancellation', async () => {
    const customer = await h.newCustomer();
    const first = await json(await h.book(customer, '2026-11-26T09:00:00+02:00'));
    const second = await h.book(customer, '2026-11-26T10:00:00+02:00');
    expect(second.status).toBe(409);
    const body = await json(second);
    expect(body.error).toBe('You already have an active appointment scheduled');
    expect(body.code).toBe('already_booked');
    expect(body.existingAppointment.id).toBe(first.id);

    const other = await h.newCustomer();
    expect((await h.app.request(urlOf('cancelAppointment', { params: { id: first.id } }), { method: 'DELETE', headers: { cookie: other.cookie } })).status).toBe(403);
    const cancel = await h.app.request(urlOf('cancelAppointment', { params: { id: first.id } }), { method: 'DELETE', headers: { cookie: customer.cookie } });
    expect(cancel.status).toBe(200);
    expect((await json(cancel)).appointment.status).toBe('cancelled');
    expect((await h.book(other, '2026-11-26T09:00:00+02:00')).status).toBe(201);
    await h.smtp.waitFor((m) => m.to.includes(customer.email) && /cancelled/.test(m.subject), 15_000);
    await h.smtp.waitFor((m) => m.to.includes(ADMIN_EMAIL) && m.subject.startsWith('Cancelled: Client'), 15_000);
  });

  it('refuses bookings without the owning session, on weekends and in the past', async () => {
    const customer = await h.newCustomer();
    const stranger = await h.newCustomer();
    const payload = { appointmentType: 'virtual', appointmentDate: '2026-11-27T10:00:00+02:00', customerId: customer.id };
    expect((await h.app.request(urlOf('bookAppointment'), jsonInit('POST', payload))).status).toBe(401);
    expect((await h.app.request(urlOf('bookAppointment'), jsonInit('POST', payload, { cookie: stranger.cookie }))).status).toBe(403);
    expect((await h.book(customer, '2026-11-28T10:00:00+02:00')).status).toBe(400);
    expect((await h.book(customer, '2026-11-22T15:00:00+02:00')).status).toBe(400);
    expect((await h.app.request(urlOf('listCustomerAppointments', { params: { customerId: customer.id } }))).status).toBe(401);
  });
});

describe('admin availability rules', () => {
  const saturdayMornings: AvailabilityRules = {
    ...DEFAULT_RULES,
    weeklyHours: { ...DEFAULT_RULES.weeklyHours, '1': [], '6': [{ start: '10:00', end: '12:00' }] },
    slotMinutes: 30,
    windowDays: 14,
    daysOff: ['2026-11-27'],
  };
  const put = (body: unknown, headers = h.bearer('admin')) => h.app.request(urlOf('putAvailabilityRules'), jsonInit('PUT', body, headers));

  it('are admin-only', async () => {
    expect((await h.app.request(urlOf('getAvailabilityRules'))).status).toBe(401);
    expect((await h.app.request(urlOf('getAvailabilityRules'), { headers: h.bearer('editor') })).status).toBe(403);
    expect((await put(saturdayMornings, h.bearer('editor'))).status).toBe(403);
    expect(await json(await h.app.request(urlOf('getAvailabilityRules'), { headers: h.bearer('admin') }))).toEqual(DEFAULT_RULES);
  });

  it('refuses rules out of bounds or inconsistent, saving nothing', async () => {
    const tooShort = await put({ ...DEFAULT_RULES, slotMinutes: 10 });
    expect(tooShort.status).toBe(400);
    expect((await json(tooShort)).error).toContain('Slot length must be between 15 and 240 minutes');
    expect((await put({ ...DEFAULT_RULES, windowDays: 91 })).status).toBe(400);
    expect((await put({ ...DEFAULT_RULES, weeklyHours: { ...DEFAULT_RULES.weeklyHours, '3': [{ start: '9:00', end: '17:00' }] } })).status).toBe(400);
    const inverted = await put({ ...DEFAULT_RULES, weeklyHours: { ...DEFAULT_RULES.weeklyHours, '3': [{ start: '17:00', end: '09:00' }] } });
    expect(inverted.status).toBe(400);
    expect((await json(inverted)).error).toBe('Wednesday: each opening time must be before its closing time');
    expect(await json(await h.app.request(urlOf('getAvailabilityRules'), { headers: h.bearer('admin') }))).toEqual(DEFAULT_RULES);
    expect(h.audited.filter((r) => r.action === 'availability.update')).toEqual([]); // refused changes are not recorded
  });

  it('drive the available slots and the booking checks, from the database', async () => {
    try {
      const saved = await put(saturdayMornings);
      expect(saved.status).toBe(200);
      expect(await json(saved)).toEqual(saturdayMornings);
      expect(h.audited.at(-1)).toEqual({ actor: 'admin', action: 'availability.update', target: 'availability rules' });
      const days = await available();
      expect(days).toHaveLength(14);
      expect(days.find((d) => d.date === '2026-11-28')!.slots.map((s) => s.time)).toEqual(['10:00', '10:30', '11:00', '11:30']);
      expect(days.find((d) => d.date === '2026-11-30')!.slots).toEqual([]); // Mondays closed
      expect(days.find((d) => d.date === '2026-11-27')!.slots).toEqual([]); // day off
      expect(await json(await h.app.request(urlOf('getBookingWindow')))).toMatchObject({
        closedWeekdays: [1, 7],
        daysOff: ['2026-11-27'],
        slotMinutes: saturdayMornings.slotMinutes,
        weeklyHours: saturdayMornings.weeklyHours,
      });
      const customer = await h.newCustomer();
      expect((await h.book(customer, '2026-11-30T10:00:00+02:00')).status).toBe(400);
      expect((await h.book(customer, '2026-11-27T10:00:00+02:00')).status).toBe(400);
      expect((await h.book(customer, '2026-11-28T10:30:00+02:00')).status).toBe(201);
      expect(slotOf(await available(), '2026-11-28', '10:30')!.available).toBe(false);
    } finally {
      expect((await put(DEFAULT_RULES)).status).toBe(200);
    }
  });

  it('never double-book across a change of slot length: an overlapping booking is refused', async () => {
    const first = await h.newCustomer();
    expect((await h.book(first, '2026-12-01T10:00:00+02:00')).status).toBe(201); // 10:00-11:00
    try {
      expect((await put({ ...DEFAULT_RULES, slotMinutes: 30 })).status).toBe(200);
      expect(slotOf(await available(), '2026-12-01', '10:30')!.available).toBe(false);
      const second = await h.newCustomer();
      const overlapping = await h.book(second, '2026-12-01T10:30:00+02:00');
      expect(overlapping.status).toBe(409);
      expect((await json(overlapping)).error).toBe('This time slot has just been booked. Please choose another time.');
      expect((await h.book(second, '2026-12-01T11:00:00+02:00')).status).toBe(201);
    } finally {
      expect((await put(DEFAULT_RULES)).status).toBe(200);
    }
  });
});

describe('Google account link without Google credentials', () => {
  it('reports not configured, answers 503 naming the variables to admins, and 401/403 to others', async () => {
    expect(await json(await h.app.request(urlOf('getGoogleStatus')))).toEqual({ isAuthorized: false, configured: false });
    const login = await h.app.request(urlOf('startGoogleLogin'), { headers: h.bearer('admin') });
    expect(login.status).toBe(503);
    expect(await json(login)).toEqual({ error: 'Google integration is not configured: set GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET and GOOGLE_REDIRECT_URI', code: 'google_not_configured' });
    expect((await h.app.request(urlOf('completeGoogleLogin'), jsonInit('POST', { code: 'x', state: 'y' }, h.bearer('admin')))).status).toBe(503);
    expect((await h.app.request(urlOf('revokeGoogle'), { method: 'POST', headers: h.bearer('admin') })).status).toBe(503);
    expect((await h.app.request(urlOf('startGoogleLogin'))).status).toBe(401);
    expect((await h.app.request(urlOf('revokeGoogle'), { method: 'POST', headers: h.bearer('editor') })).status).toBe(403);
  });
});
