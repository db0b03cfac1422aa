/**
 * The SMS twin of a WhatsApp notice that was not delivered (issue 38 item 4: "and SMS where
 * configured"), end to end: the worker's real processor, the fake WhatsApp Cloud API and the fake
 * Twilio Messages API over HTTP, real Mongo-wire and Redis, the SMTP sink. Where SMS is configured, a
 * notice that falls back to e-mail goes by SMS too, once, in the customer's language with the manage
 * link, to the number they agreed to be messaged on; a 5xx is retried, a refusal for good is not.
 */
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type NotificationJob, NOTIFICATIONS_QUEUE, redisConnection } from '@cabinetry/shared/server/queues';
import { urlOf } from '@cabinetry/shared/contracts/api/client';
import { jsonInit } from '@cabinetry/shared/testing';
import { whatsAppSentModel } from './models/whatsapp-sent';
import { type Harness, SMS, startHarness, type TestCustomer } from './testing/harness';

let h: Harness;
let notifications: Queue<NotificationJob>;

beforeAll(async () => {
  h = await startHarness({ whatsapp: true, sms: true });
  notifications = new Queue<NotificationJob>(NOTIFICATIONS_QUEUE, { connection: redisConnection(h.redisUrl) });
  h.startWorker();
});
afterAll(async () => {
  await notifications?.close();
  await h?.stop();
});

const WAIT = { timeout: 15_000, interval: 50 };
let numbers = 0;
/** A customer in `locale` who agreed to WhatsApp on a number that is not on WhatsApp (Meta answers 131026). */
async function unreachable(locale?: string): Promise<{ customer: TestCustomer; number: string }> {
  const customer = await h.newCustomer(undefined, locale);
  const number = `9617013${String(++numbers).padStart(4, '0')}`;
  h.setWhatsAppNumber(customer, number);
  h.whatsapp!.notOnWhatsApp.add(number);
  return { customer, number };
}
/** A no-show marked on an appointment that started two hours before the harness's NOW: the 'missed' notice. */
async function missed(customer: TestCustomer): Promise<string> {
  const id = await h.storeAppointment(customer, '2026-11-22T10:00:00+02:00');
  expect((await h.app.request(urlOf('setAppointmentStatus', { params: { id } }), jsonInit('POST', { status: 'no-show' }, h.bearer('admin')))).status).toBe(200);
  return id;
}
const smsTo = (number: string) => h.sms!.sent.filter((m) => m.to === `+${number}`);
const record = (appointmentId: string) => whatsAppSentModel(h.conn).findOne({ appointmentId }).lean();

describe('the SMS twin of an undelivered WhatsApp notice', () => {
  it("goes once, beside the e-mail, in the customer's language with the manage link", async () => {
    const { customer, number } = await unreachable('ar');
    const id = await missed(customer);
    await vi.waitFor(() => expect(smsTo(number)).toHaveLength(1), WAIT);
    const [sms] = smsTo(number);
    expect(sms.from).toBe(SMS.from);
    expect(sms.body).toMatch(/^Atelier Cedar: .*[\u0600-\u06FF]/);
    expect(sms.body).toContain('http://localhost:8080/ar/appointment/');
    await h.smtp.waitFor((m) => m.to.includes(customer.email));
    await vi.waitFor(async () => expect(await record(id)).toMatchObject({ fallbackAt: expect.any(Date), smsAt: expect.any(Date), smsErrorCode: null }), WAIT);

    // the same fallback again (a redelivered job): nothing more
    await notifications.add('whatsapp-fallback', { kind: 'whatsapp-fallback', appointmentId: id, message: 'missed', version: 0 }, { jobId: `fallback-again-${id}` });
    await vi.waitFor(async () => expect((await notifications.getJob(`fallback-again-${id}`))?.returnvalue).toBe('already e-mailed'), WAIT);
    expect(smsTo(number)).toHaveLength(1);
  });

  it('is retried after a 5xx and sent once; a number the provider refuses (21211) is recorded, not retried', async () => {
    const first = await unreachable();
    h.sms!.failNext(1);
    const id = await missed(first.customer);
    await vi.waitFor(() => expect(smsTo(first.number)).toHaveLength(1), { timeout: 30_000, interval: 100 });
    await vi.waitFor(async () => expect((await record(id))?.smsAt).toBeInstanceOf(Date), WAIT);
    expect((await h.smtp.messages()).filter((m) => m.to.includes(first.customer.email))).toHaveLength(1); // the e-mail once, despite the retry

    const second = await unreachable();
    h.sms!.invalidNumbers.add(`+${second.number}`);
    const refused = await missed(second.customer);
    await vi.waitFor(async () => expect(await record(refused)).toMatchObject({ smsAt: null, smsErrorCode: 21211, fallbackAt: expect.any(Date) }), WAIT);
    expect(smsTo(second.number)).toHaveLength(0);
  });
});
