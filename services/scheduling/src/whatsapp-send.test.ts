/**
 * WhatsApp messages sent (issue 38 items 3-5) end to end: bookings, moves, cancellations and no-shows
 * through the API's outbox (real Mongo-wire, Redis queues), the worker's real processor, the fake
 * WhatsApp Cloud API over HTTP and the SMTP sink. The clock is pinned (NOW): delayed reminders are
 * inspected as BullMQ delayed jobs and promoted, never waited for.
 */
import { type Job, Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WHATSAPP_REPLY_PAYLOADS } from '@cabinetry/shared/contracts/whatsapp';
import { type NotificationJob, notificationJobId, NOTIFICATIONS_QUEUE, redisConnection, WHATSAPP_QUEUE } from '@cabinetry/shared/server/queues';
import { json, jsonInit } from '@cabinetry/shared/testing';
import { DELIVERY_CHECK_MS, whatsAppSender } from './jobs/whatsapp-send';
import { whatsAppStatusModel } from './models/whatsapp-message';
import { whatsAppSentModel } from './models/whatsapp-sent';
import { fetchCustomer } from './clients/onboarding';
import { createWhatsAppClient } from './whatsapp/cloud-api';
import { type Harness, NOW, startHarness, type TestCustomer, serveWhatsAppWebhooks } from './testing/harness';
import { urlOf } from '@cabinetry/shared/contracts/api/client';

let h: Harness;
let stopServing: (() => Promise<void>) | undefined;
let notifications: Queue<NotificationJob>;
let whatsApp: Queue<NotificationJob>;

beforeAll(async () => {
  h = await startHarness({ whatsapp: true });
  // Meta's webhooks reach the API over HTTP, as in production
  stopServing = await serveWhatsAppWebhooks(h);
  notifications = new Queue<NotificationJob>(NOTIFICATIONS_QUEUE, { connection: redisConnection(h.redisUrl) });
  whatsApp = new Queue<NotificationJob>(WHATSAPP_QUEUE, { connection: redisConnection(h.redisUrl) });
  h.startWorker();
});
afterAll(async () => {
  await Promise.all([notifications?.close(), whatsApp?.close()]);
  await stopServing?.();
  await h?.stop();
});

const HOUR = 3_600_000;
/** How long a poll waits for the worker on this shared machine. */
const WAIT = { timeout: 10_000, interval: 50 };
let numbers = 0;
/** A customer in `locale` who agreed to WhatsApp on a number of their own (answers it too). */
async function consenting(locale?: string): Promise<{ customer: TestCustomer; number: string }> {
  const customer = await h.newCustomer(undefined, locale);
  const number = `9617012${String(++numbers).padStart(4, '0')}`;
  h.setWhatsAppNumber(customer, number);
  return { customer, number };
}
async function book(customer: TestCustomer, start: string): Promise<string> {
  const res = await h.book(customer, start);
  expect(res.status).toBe(201);
  return ((await json(res)) as { id: string }).id;
}
const messageJob = (appointmentId: string, message: 'confirmation' | 'moved' | 'cancelled' | 'reminder-24h' | 'reminder-2h' | 'missed', version: number) =>
  whatsApp.getJob(notificationJobId({ kind: 'whatsapp-message', appointmentId, message, version })) as Promise<Job<NotificationJob> | undefined>;
/** The job of that message once the outbox has handed it over (the API flushes after answering). */
const queued = (appointmentId: string, message: Parameters<typeof messageJob>[1], version: number) =>
  vi.waitFor(
    async () => {
      const job = await messageJob(appointmentId, message, version);
      expect(job).toBeTruthy();
      return job!;
    },
    WAIT,
  );
const sentTo = (number: string) => h.whatsapp!.sent.filter((m) => m.waId === number);
const parametersOf = (body: Record<string, unknown>) => {
  const components = (body.template as { components: { type: string; parameters: { text?: string; payload?: string }[] }[] }).components;
  return {
    body: components.find((c) => c.type === 'body')!.parameters.map((p) => p.text),
    payloads: components.filter((c) => c.type === 'button').map((c) => c.parameters[0].payload),
  };
};
/** Waits for job `id` of `queue` to finish; answers its outcome. */
const outcome = (queue: Queue<NotificationJob>, id: string) =>
  vi.waitFor(
    async () => {
      const done = await queue.getJob(id);
      expect(done?.finishedOn).toBeTruthy();
      return String(done!.returnvalue);
    },
    WAIT,
  );
/** Runs a delayed job now (as its time coming would) and waits for it to finish; answers its outcome. */
async function promoted(job: Job<NotificationJob> | undefined, queue = job?.data.kind === 'whatsapp-fallback' ? notifications : whatsApp): Promise<string> {
  expect(job, 'the delayed job').toBeTruthy();
  await job!.promote();
  return outcome(queue, job!.id!);
}
/** The delays (ms) a reminder 24 h and one 2 h before `start` get when queued at NOW. */
const reminderDelays = (start: string) => [24, 2].map((hours) => Date.parse(start) - hours * HOUR - NOW.toMillis());
const mailsTo = async (customer: TestCustomer, subject: RegExp) => (await h.smtp.messages()).filter((m) => m.to.includes(customer.email) && subject.test(m.subject));

describe('the booking confirmation on WhatsApp', () => {
  it("is sent in the customer's language with its template, Beirut time, the manage link and the quick replies; recorded by Meta's id; the e-mail still goes with its .ics", async () => {
    const { customer, number } = await consenting('fr');
    const id = await book(customer, '2026-11-26T10:00:00+02:00');
    const message = await h.whatsapp!.waitFor((m) => m.waId === number && m.template?.name === 'appointment_confirmation');
    expect(message.template).toEqual({ name: 'appointment_confirmation', language: 'fr' });
    const { body, payloads } = parametersOf(message.body);
    expect(body).toEqual(['jeudi 26 novembre 2026', '10:00', 'Atelier Cedar', 'en personne dans notre showroom', expect.stringMatching(/^http:\/\/localhost:8080\/fr\/appointment\/[\w.-]+$/)]);
    expect(payloads).toEqual([...WHATSAPP_REPLY_PAYLOADS]);

    // the job names the appointment only; the number is read from onboarding when sending
    const job = await queued(id, 'confirmation', 0);
    expect(job.data).toMatchObject({ kind: 'whatsapp-message', appointmentId: id, message: 'confirmation', version: 0 });
    expect(JSON.stringify(job.data)).not.toContain(number.slice(3));
    await vi.waitFor(async () => expect(await whatsAppSentModel(h.conn).findOne({ appointmentId: id, kind: 'confirmation' }).lean()).toMatchObject({ state: 'sent', messageId: message.id, language: 'fr', version: 0 }), WAIT);

    const mail = await h.smtp.waitFor((m) => m.to.includes(customer.email) && m.attachments.some((a) => a.contentType.startsWith('text/calendar')));
    expect(mail.html).toContain('lang="fr"');
    // reminders wait for 24 h and 2 h before, on the WhatsApp queue
    const reminders = await Promise.all([queued(id, 'reminder-24h', 0), queued(id, 'reminder-2h', 0)]);
    expect(reminders.map((r) => r!.delay)).toEqual(reminderDelays('2026-11-26T10:00:00+02:00'));
    expect(await Promise.all(reminders.map((r) => r!.isDelayed()))).toEqual([true, true]);
  });

  it('is not sent without consent, nor a reminder after the consent was withdrawn', async () => {
    const customer = await h.newCustomer();
    const id = await book(customer, '2026-11-27T10:00:00+02:00');
    expect(await outcome(whatsApp, (await queued(id, 'confirmation', 0)).id!)).toBe('no WhatsApp consent: not sent');
    await h.smtp.waitFor((m) => m.to.includes(customer.email) && m.subject.startsWith('Your design consultation is booked'));

    const { customer: later, number } = await consenting();
    const booked = await book(later, '2026-11-27T11:00:00+02:00');
    await h.whatsapp!.waitFor((m) => m.waId === number);
    h.setWhatsAppNumber(later, null); // STOP between booking and reminder
    expect(await promoted(await queued(booked, 'reminder-24h', 0))).toBe('no WhatsApp consent: not sent');
    expect(sentTo(number).map((m) => m.template?.name)).toEqual(['appointment_confirmation']);
  });
});

describe('moves and cancellations', () => {
  it("a move sends 'moved' and replaces the reminders: none for the old time, both for the new one", async () => {
    const { customer, number } = await consenting('ar');
    const id = await book(customer, '2026-11-30T10:00:00+02:00');
    await h.whatsapp!.waitFor((m) => m.waId === number && m.template?.name === 'appointment_confirmation');
    const moved = await h.app.request(urlOf('rescheduleAppointment', { params: { id } }), jsonInit('POST', { appointmentDate: '2026-12-01T11:00:00+02:00' }, { cookie: customer.cookie }));
    expect(moved.status).toBe(200);

    const notice = await h.whatsapp!.waitFor((m) => m.waId === number && m.template?.name === 'appointment_moved');
    expect(notice.template!.language).toBe('ar');
    expect(parametersOf(notice.body).body.slice(0, 2)).toEqual(['الثلاثاء، 1 كانون الأول 2026', '11:00']);
    expect(await messageJob(id, 'reminder-24h', 0)).toBeUndefined();
    expect(await messageJob(id, 'reminder-2h', 0)).toBeUndefined();
    const next = await Promise.all([queued(id, 'reminder-24h', 1), queued(id, 'reminder-2h', 1)]);
    expect(next.map((r) => r!.delay)).toEqual(reminderDelays('2026-12-01T11:00:00+02:00'));

    // a reminder of the old time queued anyway (e.g. before the move removed it) is never sent
    const stale = { kind: 'whatsapp-message' as const, appointmentId: id, message: 'reminder-24h' as const, version: 0 };
    const job = await whatsApp.add(stale.kind, stale, { jobId: `${notificationJobId(stale)}__again`, delay: 60_000 });
    expect(await promoted(job)).toBe('not sent: moved since: the later version tells');
    expect(await promoted(next[0])).toBe('sent');
    expect(sentTo(number).map((m) => m.template?.name)).toEqual(['appointment_confirmation', 'appointment_moved', 'appointment_reminder_24h']);
  });

  it('a cancellation sends its notice and withdraws the pending reminders', async () => {
    const { customer, number } = await consenting();
    const id = await book(customer, '2026-12-02T10:00:00+02:00');
    await h.whatsapp!.waitFor((m) => m.waId === number);
    await queued(id, 'reminder-24h', 0);
    const cancelled = await h.app.request(urlOf('cancelAppointment', { params: { id } }), { method: 'DELETE', headers: { cookie: customer.cookie } });
    expect(cancelled.status).toBe(200);
    const notice = await h.whatsapp!.waitFor((m) => m.waId === number && m.template?.name === 'appointment_cancelled');
    expect(parametersOf(notice.body)).toEqual({ body: ['Wednesday, December 2, 2026', '10:00'], payloads: ['CALL_ME'] });
    expect(await messageJob(id, 'reminder-24h', 0)).toBeUndefined();
    expect(await messageJob(id, 'reminder-2h', 0)).toBeUndefined();
  });
});

describe('refusals and the e-mail fallback', () => {
  it('retries a retryable refusal (500, 429) with backoff and sends once', async () => {
    const { customer, number } = await consenting();
    h.whatsapp!.failNext(1);
    const before = h.whatsapp!.requests;
    await book(customer, '2026-12-03T10:00:00+02:00');
    await h.whatsapp!.waitFor((m) => m.waId === number, 20_000);
    expect(h.whatsapp!.requests - before).toBe(2);
    expect(sentTo(number)).toHaveLength(1);
  });

  it('a number not on WhatsApp (131026) gets the notice by e-mail at once, once', async () => {
    const { customer, number } = await consenting();
    h.whatsapp!.notOnWhatsApp.add(number);
    const id = await h.storeAppointment(customer, '2026-11-22T10:00:00+02:00'); // started two hours before NOW
    const marked = await h.app.request(urlOf('setAppointmentStatus', { params: { id } }), jsonInit('POST', { status: 'no-show' }, h.bearer('admin')));
    expect(marked.status).toBe(200);
    const mail = await h.smtp.waitFor((m) => m.to.includes(customer.email) && m.subject === 'We missed you at your design consultation');
    expect(mail.text).toContain('http://localhost:8080/appointment/');
    await vi.waitFor(
      async () =>
        expect(await whatsAppSentModel(h.conn).findOne({ appointmentId: id }).lean()).toMatchObject({ kind: 'missed', state: 'refused', errorCode: 131026, fallbackReason: 'not on WhatsApp', fallbackAt: expect.any(Date) }),
      WAIT,
    );
    // the same fallback again (a redelivered job) sends nothing more
    await notifications.add('whatsapp-fallback', { kind: 'whatsapp-fallback', appointmentId: id, message: 'missed', version: 0 }, { jobId: 'fallback-again' });
    expect(await outcome(notifications, 'fallback-again')).toBe('already e-mailed');
    expect(await mailsTo(customer, /^We missed you/)).toHaveLength(1);
    expect(sentTo(number)).toHaveLength(0);
  });

  it("no 'delivered' within 10 minutes e-mails the 2-hour reminder once; a delivered one is left alone", async () => {
    const { customer, number } = await consenting();
    const id = await book(customer, '2026-12-04T10:00:00+02:00');
    expect(await promoted(await queued(id, 'reminder-2h', 0))).toBe('sent');
    // the no-show report counts it as reminded on WhatsApp
    expect((await h.deps.appointments.findById(id).lean())?.remindedOnWhatsApp).toBe(true);
    const reminder = await h.whatsapp!.waitFor((m) => m.waId === number && m.template?.name === 'appointment_reminder_2h');
    const check = (await notifications.getJob(notificationJobId({ kind: 'whatsapp-fallback', appointmentId: id, message: 'reminder-2h', version: 0, check: true }))) as Job<NotificationJob>;
    expect(check.delay).toBe(DELIVERY_CHECK_MS);
    expect(check.data).toMatchObject({ kind: 'whatsapp-fallback', appointmentId: id, message: 'reminder-2h', version: 0, check: true });
    expect(await h.whatsapp!.deliverStatus(reminder.id, 'sent')).toBe(200); // sent is not delivered
    await vi.waitFor(async () => expect((await h.conn.collection('whatsapp_statuses').findOne({ messageId: reminder.id }))?.status).toBe('sent'), WAIT);
    expect(await promoted(check)).toBe('e-mailed');
    const mails = await mailsTo(customer, /^Reminder:/);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Reminder: your design consultation on Friday, December 4, 2026 at 10:00 (Beirut time)');

    const { customer: reached, number: reachedNumber } = await consenting();
    const other = await book(reached, '2026-12-04T11:00:00+02:00');
    expect(await promoted(await queued(other, 'reminder-2h', 0))).toBe('sent');
    const delivered = await h.whatsapp!.waitFor((m) => m.waId === reachedNumber && m.template?.name === 'appointment_reminder_2h');
    expect(await h.whatsapp!.deliverStatus(delivered.id, 'delivered')).toBe(200);
    await vi.waitFor(async () => expect((await h.conn.collection('whatsapp_statuses').findOne({ messageId: delivered.id }))?.status).toBe('delivered'), WAIT);
    const checked = await notifications.getJob(notificationJobId({ kind: 'whatsapp-fallback', appointmentId: other, message: 'reminder-2h', version: 0, check: true }));
    expect(await promoted(checked as Job<NotificationJob>)).toBe('delivered');
    expect(await mailsTo(reached, /^Reminder:/)).toHaveLength(0);
  });
});

describe('fallBackToEmail (for the webhook: a failed status)', () => {
  it("queues the e-mail twin of the message Meta names, once; an id that is not ours does nothing", async () => {
    const { customer, number } = await consenting();
    const id = await book(customer, '2026-12-07T10:00:00+02:00');
    expect(await promoted(await queued(id, 'reminder-2h', 0))).toBe('sent');
    const message = await h.whatsapp!.waitFor((m) => m.waId === number && m.template?.name === 'appointment_reminder_2h');
    const sender = whatsAppSender({
      config: h.config,
      appointments: h.deps.appointments,
      sent: whatsAppSentModel(h.conn),
      statuses: whatsAppStatusModel(h.conn),
      client: null,
      notifications,
      customer: () => Promise.reject(new Error('not asked')),
      manageUrl: () => 'not used',
      emailTwin: () => Promise.reject(new Error('not used')),
      smsTwin: null,
      now: () => NOW.toJSDate(),
    });
    expect(await sender.fallBackToEmail('wamid.not-ours')).toBe(false);
    expect(await sender.fallBackToEmail(message.id)).toBe(true);
    expect(await sender.fallBackToEmail(message.id)).toBe(true); // a redelivered 'failed' status
    await h.smtp.waitFor((m) => m.to.includes(customer.email) && m.subject.startsWith('Reminder:'));
    await vi.waitFor(async () => expect(await whatsAppSentModel(h.conn).findOne({ messageId: message.id }).lean()).toMatchObject({ fallbackReason: 'failed', fallbackAt: expect.any(Date) }), WAIT);
    expect(await outcome(notifications, notificationJobId({ kind: 'whatsapp-fallback', appointmentId: id, message: 'reminder-2h', version: 0 }))).toBe('e-mailed');
    expect(await mailsTo(customer, /^Reminder:/)).toHaveLength(1);
  });
});

describe('a send whose answer from Meta was lost', () => {
  it('is not sent again: its retry records it once Meta reports it by its key, and e-mails nothing', async () => {
    const { customer, number } = await consenting();
    const id = await book(customer, '2026-12-09T11:00:00+02:00');
    await queued(id, 'reminder-2h', 0); // the worker's job waits (delayed): this test sends the reminder itself
    await h.whatsapp!.waitFor((m) => m.waId === number); // the confirmation went first, through the worker
    const sender = whatsAppSender({
      config: h.config,
      appointments: h.deps.appointments,
      sent: whatsAppSentModel(h.conn),
      statuses: whatsAppStatusModel(h.conn),
      client: createWhatsAppClient(h.config.whatsapp!),
      notifications,
      customer: (customerId) => fetchCustomer(h.config.onboardingUrl, h.config.internalToken, customerId),
      manageUrl: () => 'http://localhost:8080/appointment/token',
      emailTwin: () => Promise.reject(new Error('no e-mail twin expected')),
      smsTwin: null,
      now: () => NOW.toJSDate(),
    });
    const key = { appointmentId: id, message: 'reminder-2h' as const, version: 0 };
    h.whatsapp!.dropAnswers(1); // Meta takes the message; its answer never reaches the worker
    await expect(sender.send(key, false)).rejects.toMatchObject({ status: 0 });
    const message = await h.whatsapp!.waitFor((m) => m.waId === number && m.template?.name === 'appointment_reminder_2h');
    expect(await h.whatsapp!.deliverStatus(message.id, 'sent')).toBe(200);
    await vi.waitFor(async () => expect(await whatsAppStatusModel(h.conn).exists({ messageId: message.id, callbackData: /^whatsapp-sent:/ })).toBeTruthy(), WAIT);

    expect(await sender.send(key, false)).toBe('sent before an interruption (reported by WhatsApp)');
    expect(await whatsAppSentModel(h.conn).findOne({ appointmentId: id, kind: 'reminder-2h' }).lean()).toMatchObject({ state: 'sent', messageId: message.id, fallbackReason: null });
    expect(await sender.send(key, false)).toBe('already sent');
    expect(sentTo(number).filter((m) => m.template?.name === 'appointment_reminder_2h')).toHaveLength(1);
  });
});

describe('no-show recovery', () => {
  it("marking a no-show sends 'missed_consultation' with the manage link, in the customer's language", async () => {
    const { customer, number } = await consenting('fr');
    const id = await h.storeAppointment(customer, '2026-11-22T09:00:00+02:00');
    const marked = await h.app.request(urlOf('setAppointmentStatus', { params: { id } }), jsonInit('POST', { status: 'no-show' }, h.bearer('admin')));
    expect(marked.status).toBe(200);
    const message = await h.whatsapp!.waitFor((m) => m.waId === number && m.template?.name === 'missed_consultation');
    expect(message.template!.language).toBe('fr');
    expect(parametersOf(message.body)).toEqual({
      body: ['dimanche 22 novembre 2026', '09:00', expect.stringMatching(/^http:\/\/localhost:8080\/fr\/appointment\//)],
      payloads: ['CHANGE_TIME', 'CALL_ME'],
    });
  });
});
