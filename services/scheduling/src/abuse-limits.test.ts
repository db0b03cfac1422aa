/**
 * Anonymous-abuse limits of scheduling, with the real budgets scaled by 0.1 (per client IP and hour:
 * 1 booking, 1 cancellation, 6 distinct availability dates): the booking window, 3 bookings per
 * customer per day, the daily cap on customer e-mails per mailbox and what those e-mails may say.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fromAddress, json, jsonInit } from '@cabinetry/shared/testing';
import { DAILY_BOOKINGS_REACHED } from './actions/book-appointment';
import { ADMIN_EMAIL, type Harness, startHarness, type TestCustomer } from './testing/harness';
import { slotAppointmentDate } from '@cabinetry/shared/time';
import { urlOf } from '@cabinetry/shared/contracts/api/client';

let h: Harness;

beforeAll(async () => {
  h = await startHarness({ rateLimitMultiplier: 0.1 });
  h.startWorker();
});

afterAll(async () => {
  await h?.stop();
});

let lastOctet = 0;
/** A fresh client address per call, so each test has its own budgets. */
const newClient = () => `192.0.2.${++lastOctet}`;

const book = (customer: TestCustomer, appointmentDate: string, ip: string, specialRequests?: string) =>
  h.app.request(urlOf('bookAppointment'), jsonInit('POST', { appointmentType: 'in-person', appointmentDate, customerId: customer.id, ...(specialRequests ? { specialRequests } : {}) }, { cookie: customer.cookie }), fromAddress(ip));
const cancel = (customer: TestCustomer, id: string, ip: string) =>
  h.app.request(urlOf('cancelAppointment', { params: { id } }), { method: 'DELETE', headers: { cookie: customer.cookie } }, fromAddress(ip));

describe('the booking window', () => {
  it('refuses dates past the horizon of the rules (90 days by default) and far-future years', async () => {
    const customer = await h.newCustomer();
    const ip = newClient();
    for (const date of ['2027-02-22T10:00:00+02:00', '2099-03-02T10:00:00+02:00']) {
      const res = await book(customer, date, ip);
      expect(res.status).toBe(400);
      expect((await json(res)).error).toBe('Please select a valid date: bookings open up to 90 days ahead');
    }
    // the last day of the window (today, Sunday 22 Nov 2026, + 90 days) is a Saturday: its Friday is bookable
    expect((await book(customer, '2027-02-19T10:00:00+02:00', ip)).status).toBe(201);
  });
});

describe('per-IP budgets', () => {
  it('refuse a second booking and a second cancellation from one client within the hour', async () => {
    const ip = newClient();
    const [a, b] = [await h.newCustomer(), await h.newCustomer()];
    const first = await book(a, '2026-11-25T09:00:00+02:00', ip);
    expect(first.status).toBe(201);
    const refused = await book(b, '2026-11-25T10:00:00+02:00', ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect((await json(refused)).error).toMatch(/^Too many bookings from your network\. Please try again in \d+ minutes\.$/);
    expect((await book(b, '2026-11-25T10:00:00+02:00', newClient())).status).toBe(201);

    expect((await cancel(a, (await json(first)).id, ip)).status).toBe(200);
    const c2 = await h.newCustomer();
    const other = await json(await book(c2, '2026-11-25T11:00:00+02:00', newClient()));
    expect((await cancel(c2, other.id, ip)).status).toBe(429);
  });

  it('charge the booking attempts of a customer who already holds an appointment', async () => {
    const customer = await h.newCustomer();
    const [ip, other] = [newClient(), newClient()];
    expect((await book(customer, '2026-11-25T14:00:00+02:00', ip)).status).toBe(201);
    const existing = await book(customer, '2026-11-25T15:00:00+02:00', other);
    expect(existing.status).toBe(409);
    expect((await json(existing)).existingAppointment).toBeDefined();
    expect((await book(customer, '2026-11-25T15:00:00+02:00', other)).status).toBe(429); // that answer spent the client's booking
  });

  it('count distinct availability startDate values; repeating one is free', async () => {
    const ip = newClient();
    const ask = async (startDate: string) => (await h.app.request(`${urlOf('getAvailability')}?startDate=${startDate}`, {}, fromAddress(ip))).status;
    const dates = ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06'];
    for (const d of dates) expect(await ask(d)).toBe(200);
    expect(await ask('2026-12-01')).toBe(200);
    expect(await ask('2026-12-07')).toBe(429);
  });
});

describe('bookings per customer and day', () => {
  it('allows 3 bookings a day, cancelled ones included', async () => {
    const customer = await h.newCustomer();
    for (const time of ['09:00', '10:00', '11:00']) {
      const ip = newClient();
      const booked = await book(customer, slotAppointmentDate('2026-11-26', time), ip);
      expect(booked.status).toBe(201);
      expect((await cancel(customer, (await json(booked)).id, ip)).status).toBe(200);
    }
    const refused = await book(customer, '2026-11-26T12:00:00+02:00', newClient());
    expect(refused.status).toBe(429);
    expect(await json(refused)).toEqual({ error: DAILY_BOOKINGS_REACHED, code: 'daily_bookings_reached', details: { retryAfterSeconds: expect.any(Number) } });
    expect(Number(refused.headers.get('retry-after'))).toBe(12 * 3600); // Beirut midnight, 12 h after the pinned noon
  });
});

describe('customer e-mails', () => {
  it('reach one address at most 3 times a day; the rest are recorded as suppressed; staff e-mails are not capped', async () => {
    const customer = await h.newCustomer();
    const ids: string[] = [];
    for (const time of ['13:00', '14:00', '15:00']) {
      const ip = newClient();
      const booked = await json(await book(customer, slotAppointmentDate('2026-11-27', time), ip));
      ids.push(booked.id);
      // the confirmation is handled (sent or suppressed) before the cancellation
      await vi.waitFor(async () => expect((await h.deps.appointments.findById(booked.id).lean())?.emailsSent.some((e) => e.kind === 'appointment-confirmation:customer')).toBe(true), {
        timeout: 15_000,
        interval: 100,
      });
      expect((await cancel(customer, booked.id, ip)).status).toBe(200);
    }
    // 6 customer e-mails were due (3 confirmations, 3 cancellations): 3 sent, 3 suppressed
    await vi.waitFor(
      async () => {
        const docs = await h.deps.appointments.find({ _id: { $in: ids } }).lean();
        const customerMails = docs.flatMap((d) => d.emailsSent).filter((e) => e.kind.endsWith(':customer'));
        expect(customerMails).toHaveLength(6);
        expect(customerMails.filter((e) => e.suppressed)).toHaveLength(3);
      },
      { timeout: 20_000, interval: 200 },
    );
    expect((await h.smtp.messages()).filter((m) => m.to.includes(customer.email))).toHaveLength(3);
    const adminMails = async () => (await h.smtp.messages()).filter((m) => m.to.includes(ADMIN_EMAIL) && m.text.includes(customer.email));
    await vi.waitFor(async () => expect(await adminMails()).toHaveLength(6), { timeout: 15_000, interval: 200 });
  });

  it('count one mailbox however its address is spelt: five +tags of one Gmail box get 3 confirmations', async () => {
    const spellings = ['box.owner+1@gmail.com', 'BoxOwner+2@gmail.com', 'b.o.x.owner+3@googlemail.com', 'boxowner+4@GMAIL.com', 'box.owner+5@gmail.com'];
    const ids: string[] = [];
    for (const [i, email] of spellings.entries()) {
      const booked = await book(await h.newCustomer(email), slotAppointmentDate('2026-12-02', `${String(9 + i).padStart(2, '0')}:00`), newClient());
      expect(booked.status).toBe(201);
      ids.push((await json(booked)).id);
    }
    await vi.waitFor(
      async () => {
        const docs = await h.deps.appointments.find({ _id: { $in: ids } }).lean();
        const sent = docs.flatMap((d) => d.emailsSent).filter((e) => e.kind === 'appointment-confirmation:customer');
        expect(sent).toHaveLength(5);
        expect(sent.filter((e) => e.suppressed)).toHaveLength(2);
      },
      { timeout: 20_000, interval: 200 },
    );
    expect((await h.smtp.messages()).filter((m) => spellings.some((s) => m.to.includes(s)))).toHaveLength(3);
  });

  it('never echo what the visitor typed; the staff e-mail keeps the special requests', async () => {
    const customer = await h.newCustomer();
    const requests = 'Visit http://spam.example for cheap pills';
    expect((await book(customer, '2026-11-30T09:00:00+02:00', newClient(), requests)).status).toBe(201);
    const mail = await h.smtp.waitFor((m) => m.to.includes(customer.email) && m.subject.includes('booked'), 15_000);
    expect(mail.text.startsWith('Hello,')).toBe(true);
    expect(mail.text).not.toContain('spam.example');
    expect(mail.html).not.toContain('spam.example');
    expect(mail.text).not.toMatch(/Client\d/); // the first name the visitor typed
    const admin = await h.smtp.waitFor((m) => m.to.includes(ADMIN_EMAIL) && m.text.includes(customer.email) && m.subject.startsWith('New'), 15_000);
    expect(admin.text).toContain(`Special requests: ${requests}`);
  });
});

describe('the internal active-appointment route', () => {
  it('tells onboarding the active appointment a customer holds, to callers with the internal token only', async () => {
    const customer = await h.newCustomer();
    const ask = (headers: Record<string, string>) => h.app.request(`/internal/customers/${customer.id}/active-appointment`, { headers });
    const token = { 'x-internal-token': h.config.internalToken };
    expect(await json(await ask(token))).toEqual({ active: false, appointment: null });
    const booked = await book(customer, '2026-12-01T09:00:00+02:00', newClient(), 'Oak samples');
    expect(booked.status).toBe(201);
    expect(await json(await ask(token))).toEqual({
      active: true,
      appointment: { id: (await json(booked)).id, appointmentType: 'in-person', appointmentDate: '2026-12-01T09:00:00+02:00', specialRequests: 'Oak samples' },
    });
    expect((await ask({})).status).toBe(401);
  });
});
