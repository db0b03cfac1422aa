/**
 * The customer's current language wins (issue 35 item 4), through the real scheduling app, its worker
 * and the SMTP sink (onboarding is the harness's stand-in, which stores the language as onboarding
 * does): a booking, a move and a cancellation made from a page in another language than step 1's store
 * that language and are e-mailed in it, the reminder sent later follows the latest one, a link
 * job's language wins over the stored one, and an unsupported language is refused before anything is done.
 */
import { Queue, type Job } from 'bullmq';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type NotificationJob, NOTIFICATIONS_QUEUE, notificationJobId, redisConnection } from '@cabinetry/shared/server/queues';
import { customerLinkToken } from '@cabinetry/shared/server/customer-link';
import { json, jsonInit } from '@cabinetry/shared/testing';
import { notificationProcessor } from './jobs/notifications';
import { createMailer } from './jobs/mailer';
import { type Harness, startHarness, type TestCustomer } from './testing/harness';
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

/** The language onboarding's stand-in holds for `customer`. */
const storedLocale = async (customer: TestCustomer) =>
  (await json(await fetch(`${h.config.onboardingUrl}/internal/customers/${customer.id}`, { headers: { 'x-internal-token': h.config.internalToken } }))).locale;
const book = (customer: TestCustomer, date: string, query = '') =>
  h.app.request(`${urlOf('bookAppointment')}${query}`, jsonInit('POST', { appointmentType: 'in-person', appointmentDate: date, customerId: customer.id }, { cookie: customer.cookie }));
/** The next e-mail to `customer` whose subject is not one of `seen`'s. */
const mailTo = (customer: TestCustomer, match: (m: { subject: string; html: string }) => boolean = () => true) =>
  h.smtp.waitFor((m) => m.to.includes(customer.email) && match(m), 15_000);
const MANAGE_TOKEN = /\/appointment\/([A-Za-z0-9_-]{64})/;

describe('e-mails in the language of the page that triggered them', () => {
  it('a booking from an Arabic page: stored as Arabic, confirmed in Arabic with the Arabic manage page, though step 1 was French', async () => {
    const customer = await h.newCustomer('book.ar@example.com', 'fr');
    expect((await book(customer, '2026-11-24T10:00:00+03:00', '?locale=ar')).status).toBe(201);
    expect(await storedLocale(customer)).toBe('ar');
    const mail = await mailTo(customer);
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.text).toContain('http://localhost:8080/ar/appointment/');
  });

  it('a move from the French manage page: the move is told in French, and the reminder a day before follows it', async () => {
    const customer = await h.newCustomer('move.fr@example.com');
    const booked = await json(await book(customer, '2026-11-25T10:00:00+03:00'));
    const confirmation = await mailTo(customer);
    expect(confirmation.html).toContain('<html lang="en" dir="ltr">');
    const token = MANAGE_TOKEN.exec(confirmation.text)![1];

    const moved = await h.app.request(`${urlOf('rescheduleManagedAppointment', { params: { token } })}?locale=fr`, jsonInit('POST', { appointmentDate: '2026-11-26T11:00:00+03:00' }));
    expect(moved.status).toBe(200);
    expect(await storedLocale(customer)).toBe('fr');
    const notice = await mailTo(customer, (m) => m.html.includes('lang="fr"'));
    expect(notice.text).toContain('http://localhost:8080/fr/appointment/');

    // the reminder, due 24 hours before, reads the language when it is sent
    const reminderId = notificationJobId({ kind: 'appointment-reminder', appointmentId: booked.id });
    await vi.waitFor(async () => expect(await queue.getJob(reminderId)).toBeTruthy());
    const mailer = createMailer(nodemailer.createTransport(h.smtp.url), h.deps.google, h.config.mailFrom);
    const dueAt = new Date(Date.parse('2026-11-26T11:00:00+03:00') - 24 * 3_600_000);
    const process = notificationProcessor({ config: h.config, appointments: h.deps.appointments, designers: h.deps.designers, google: h.deps.google, mailer, emailQuota: h.emailQuota, now: () => dueAt, notifications: queue });
    const before = (await h.smtp.messages()).filter((m) => m.to.includes(customer.email)).length;
    expect(await process((await queue.getJob(reminderId)) as Job<NotificationJob>)).toBe('done');
    await vi.waitFor(async () => expect((await h.smtp.messages()).filter((m) => m.to.includes(customer.email)).length).toBe(before + 1));
    const reminder = (await h.smtp.messages()).filter((m) => m.to.includes(customer.email)).at(-1)!;
    expect(reminder.html).toContain('<html lang="fr" dir="ltr">');
    expect(reminder.subject).toMatch(/^Rappel/);
  });

  it("a cancellation from the customer's English page tells an Arabic-speaking customer in English", async () => {
    const customer = await h.newCustomer('cancel.en@example.com', 'ar');
    const booked = await json(await book(customer, '2026-11-27T10:00:00+03:00'));
    expect((await mailTo(customer)).html).toContain('lang="ar"');
    const res = await h.app.request(`${urlOf('cancelAppointment', { params: { id: booked.id } })}?locale=en`, { method: 'DELETE', headers: { cookie: customer.cookie } });
    expect(res.status).toBe(200);
    expect(await storedLocale(customer)).toBe('en');
    const mail = await mailTo(customer, (m) => m.html.includes('lang="en"'));
    expect(mail.subject).toBe('Your design consultation has been cancelled');
  });

  it('a call without ?locale= leaves the stored language as it is', async () => {
    const customer = await h.newCustomer('keep.fr@example.com', 'fr');
    expect((await book(customer, '2026-11-24T11:00:00+03:00')).status).toBe(201);
    expect(await storedLocale(customer)).toBe('fr');
    expect((await mailTo(customer)).html).toContain('<html lang="fr" dir="ltr">');
  });

  it('refuses an unsupported language (400) before booking, moving or cancelling', async () => {
    const customer = await h.newCustomer('bad.locale@example.com', 'fr');
    for (const query of ['?locale=de', '?locale=EN', '?locale=ar-LB']) {
      const res = await book(customer, '2026-11-24T12:00:00+03:00', query);
      expect(res.status, query).toBe(400);
      expect(await json(res)).toMatchObject({ code: 'invalid_request' });
    }
    expect(await h.deps.appointments.countDocuments({ customerId: customer.id })).toBe(0);
    const booked = await json(await book(customer, '2026-11-24T12:00:00+03:00'));
    expect((await h.app.request(`${urlOf('cancelAppointment', { params: { id: booked.id } })}?locale=xx`, { method: 'DELETE', headers: { cookie: customer.cookie } })).status).toBe(400);
    expect((await h.app.request(`${urlOf('rescheduleAppointment', { params: { id: booked.id } })}?locale=es`, jsonInit('POST', { appointmentDate: '2026-11-27T12:00:00+03:00' }, { cookie: customer.cookie }))).status).toBe(400);
    expect(await h.deps.appointments.findById(booked.id).lean()).toMatchObject({ active: true, sequence: 0 });
    expect(await storedLocale(customer)).toBe('fr');
  });

  it("a link job's language (the asking page's) wins over the stored one", async () => {
    const customer = await h.newCustomer('link.lang@example.com', 'fr');
    const job: NotificationJob = { kind: 'resume-link', customerId: customer.id, linkId: 'lang1', locale: 'ar' };
    await queue.add(job.kind, job, { jobId: notificationJobId(job) });
    const mail = await mailTo(customer);
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.text).toContain(`http://localhost:8080/ar/resume#${customerLinkToken(h.config.customerSessionSecret, 'resume-link', 'lang1')}`);
  });
});
