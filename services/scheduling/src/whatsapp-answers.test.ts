/**
 * Staff answers on WhatsApp (issue 38 item 5), scheduling's half, end to end: the internal routes
 * onboarding calls (the conversation; queueing an answer), the replies worker sending it through the
 * fake WhatsApp Cloud API over HTTP, customers' messages and statuses posted as signed webhooks (real
 * Mongo-wire and Redis; the harness's stand-in onboarding answers the consent). An answer is refused
 * (409) outside the 24-hour window since the customer's last message, is sent only while the consent
 * holds for that number (re-read at send), never in the request, and shows in the conversation with
 * its receipt. A send whose answer from Meta was lost is never sent again: it is recorded when Meta
 * reports it by its key, or marked refused when Meta never does by the last attempt.
 */
import { Worker } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WhatsAppMessagesAnswer } from '@cabinetry/shared/contracts';
import { redisConnection } from '@cabinetry/shared/server/queues';
import { json, jsonInit } from '@cabinetry/shared/testing';
import { fetchCustomer, findWhatsAppContacts, requestCallback } from './clients/onboarding';
import { createReplyQueue, WHATSAPP_REPLIES_QUEUE, type WhatsAppRepliesQueueJob, whatsAppReplyProcessor } from './jobs/whatsapp-replies';
import { appointmentModel } from './models/appointment';
import { whatsAppInboundModel, whatsAppOutboundModel, whatsAppStatusModel } from './models/whatsapp-message';
import { type Harness, NOW, startHarness, type TestCustomer, serveWhatsAppWebhooks } from './testing/harness';
import { createWhatsAppClient } from './whatsapp/cloud-api';

let h: Harness;
let stopServing: (() => Promise<void>) | undefined;
let replies: Worker<WhatsAppRepliesQueueJob>;

beforeAll(async () => {
  h = await startHarness({ whatsapp: true });
  stopServing = await serveWhatsAppWebhooks(h);
  h.startWorker();
  const { onboardingUrl, internalToken } = h.config;
  const processor = whatsAppReplyProcessor({
    config: h.config,
    appointments: appointmentModel(h.conn),
    whatsapp: createWhatsAppClient(h.config.whatsapp!),
    contacts: (waId) => findWhatsAppContacts(onboardingUrl, internalToken, waId),
    requestCallback: (customerId, messageId) => requestCallback(onboardingUrl, internalToken, customerId, messageId),
    consentedWaId: async (customerId) => (await fetchCustomer(onboardingUrl, internalToken, customerId)).whatsAppNumber ?? null,
    now: () => NOW.toJSDate(),
  });
  replies = new Worker<WhatsAppRepliesQueueJob>(WHATSAPP_REPLIES_QUEUE, processor, { connection: redisConnection(h.redisUrl) });
});
afterAll(async () => {
  await replies?.close();
  await stopServing?.();
  await h?.stop();
});

const WAIT = { timeout: 15_000, interval: 50 };
const internal = () => ({ 'x-internal-token': h.config.internalToken });
let numbers = 0;
async function consenting(): Promise<{ customer: TestCustomer; number: string }> {
  const customer = await h.newCustomer();
  const number = `9617014${String(++numbers).padStart(4, '0')}`;
  h.setWhatsAppNumber(customer, number);
  return { customer, number };
}
/** The customer at `number` writes `text` at `at`; answers once it is recorded. */
async function writes(number: string, text: string, at: Date): Promise<string> {
  const { status, id } = await h.whatsapp!.deliverReply(number, { text }, { timestamp: at });
  expect(status).toBe(200);
  await vi.waitFor(async () => expect(await whatsAppInboundModel(h.conn).exists({ messageId: id })).toBeTruthy(), WAIT);
  return id;
}
const answer = (customer: TestCustomer, waId: string, text: string) => h.app.request(`/internal/customers/${customer.id}/whatsapp-answers`, jsonInit('POST', { waId, text }, internal()));
const conversation = async (customer: TestCustomer, waId: string) => {
  const res = await h.app.request(`/internal/customers/${customer.id}/whatsapp?waIds=${waId}`, { headers: internal() });
  expect(res.status).toBe(200);
  return (await json(res)) as WhatsAppMessagesAnswer;
};
const HOUR = 3_600_000;

describe('staff answers on WhatsApp', () => {
  it('within the window: queued (202), sent by the worker, shown after the customer’s text with its receipt', async () => {
    const { customer, number } = await consenting();
    const asked = await writes(number, 'Can I bring my architect?', new Date(NOW.toMillis() - 2 * HOUR));
    const res = await answer(customer, number, 'Of course, see you Tuesday.');
    expect(res.status).toBe(202);
    const { id } = (await json(res)) as { id: string };
    const sent = await h.whatsapp!.waitFor((m) => m.waId === number && m.type === 'text', 15_000);
    expect((sent.body as { text: { body: string } }).text.body).toBe('Of course, see you Tuesday.');
    await vi.waitFor(async () => expect(await whatsAppOutboundModel(h.conn).findOne({ key: `answer:${id}` }).lean()).toMatchObject({ state: 'sent', messageId: sent.id, customerId: customer.id, to: number }), WAIT);

    expect(await h.whatsapp!.deliverStatus(sent.id, 'delivered', { recipient: number, timestamp: new Date(NOW.toMillis() + 60_000) })).toBe(200);
    await vi.waitFor(async () => {
      const { messages, windowClosesAt } = await conversation(customer, number);
      // 24 hours after the customer's last message
      expect(windowClosesAt).toBe('2026-11-23T10:00:00+02:00');
      expect(messages).toEqual([
        { id: asked, direction: 'in', at: '2026-11-22T10:00:00+02:00', kind: 'text', text: 'Can I bring my architect?', receipt: null },
        { id: sent.id, direction: 'out', at: '2026-11-22T12:00:00+02:00', kind: 'answer', text: 'Of course, see you Tuesday.', receipt: { status: 'delivered', at: '2026-11-22T12:01:00+02:00', fellBackToEmail: false } },
      ]);
    }, WAIT);
    expect(h.whatsapp!.sent.filter((m) => m.waId === number)).toHaveLength(1);
  });

  it('refuses (409) when the customer never wrote, or last wrote more than 24 hours ago, with the closing time', async () => {
    const { customer, number } = await consenting();
    const never = await answer(customer, number, 'Hello');
    expect(never.status).toBe(409);
    expect(await json(never)).toMatchObject({ code: 'whatsapp_window_closed', error: expect.stringContaining('24 hours') });
    await writes(number, 'Thanks', new Date(NOW.toMillis() - 25 * HOUR));
    const late = await answer(customer, number, 'Hello');
    expect(late.status).toBe(409);
    expect(await json(late)).toMatchObject({ code: 'whatsapp_window_closed', details: { closedAt: '2026-11-22T11:00:00+02:00' } });
    expect(await whatsAppOutboundModel(h.conn).countDocuments({ to: number })).toBe(0);
  });

  it('sends nothing once the consent no longer holds when the worker sends (re-read), and refuses an answer over 1,000 characters', async () => {
    const { customer, number } = await consenting();
    await writes(number, 'STOP sending me offers? no, just a question', new Date(NOW.toMillis() - HOUR));
    h.setWhatsAppNumber(customer, null); // withdrawn after staff opened the lead
    const res = await answer(customer, number, 'Here is our answer');
    expect(res.status).toBe(202);
    const { id } = (await json(res)) as { id: string };
    await vi.waitFor(async () => expect((await whatsAppOutboundModel(h.conn).findOne({ key: `answer:${id}` }).lean())?.state).toBe('refused'), WAIT);
    expect(h.whatsapp!.sent.filter((m) => m.waId === number)).toHaveLength(0);

    expect((await answer(customer, number, 'x'.repeat(1001))).status).toBe(400);
  });

  it('marks an answer Meta refuses for good (131026: not on WhatsApp) refused at once, not retried', async () => {
    const { customer, number } = await consenting();
    await writes(number, 'Is Saturday possible?', new Date(NOW.toMillis() - HOUR));
    h.whatsapp!.notOnWhatsApp.add(number);
    try {
      const asked = h.whatsapp!.requests;
      const res = await answer(customer, number, 'Yes, Saturday at 10:00.');
      expect(res.status).toBe(202);
      const { id } = (await json(res)) as { id: string };
      await vi.waitFor(async () => expect((await whatsAppOutboundModel(h.conn).findOne({ key: `answer:${id}` }).lean())?.state).toBe('refused'), WAIT);
      // asked once: no retry of a final refusal
      expect(h.whatsapp!.requests - asked).toBe(1);
    } finally {
      h.whatsapp!.notOnWhatsApp.delete(number);
    }
  });

  it("is not sent again when Meta's answer was lost: recorded once Meta reports it by its key", async () => {
    const { customer, number } = await consenting();
    await writes(number, 'Do you open on Saturdays?', new Date(NOW.toMillis() - HOUR));
    h.whatsapp!.dropAnswers(1); // Meta takes the message; its answer never reaches the worker
    const asked = h.whatsapp!.requests;
    const res = await answer(customer, number, 'Yes, from 10:00 to 14:00.');
    expect(res.status).toBe(202);
    const { id } = (await json(res)) as { id: string };
    const sent = await h.whatsapp!.waitFor((m) => m.waId === number && m.type === 'text', 15_000);
    expect(sent.body.biz_opaque_callback_data).toBe(`answer:${id}`);
    // a retry waits for Meta's word rather than send it again
    const queue = createReplyQueue(h.redisUrl);
    try {
      await vi.waitFor(async () => expect((await queue.getJob(`whatsapp-answer__${id}`))?.attemptsMade).toBeGreaterThanOrEqual(2), { timeout: 30_000, interval: 100 });
    } finally {
      await queue.close();
    }
    expect(await whatsAppOutboundModel(h.conn).findOne({ key: `answer:${id}` }).lean()).toMatchObject({ state: 'sending', messageId: null });
    expect(h.whatsapp!.requests - asked).toBe(1);
    expect(await h.whatsapp!.deliverStatus(sent.id, 'sent')).toBe(200);
    await vi.waitFor(async () => expect(await whatsAppStatusModel(h.conn).findOne({ messageId: sent.id }).lean()).toMatchObject({ callbackData: `answer:${id}` }), WAIT);
    await vi.waitFor(async () => expect(await whatsAppOutboundModel(h.conn).findOne({ key: `answer:${id}` }).lean()).toMatchObject({ state: 'sent', messageId: sent.id }), { timeout: 30_000, interval: 100 });
    expect(h.whatsapp!.requests - asked).toBe(1);
    expect(h.whatsapp!.sent.filter((m) => m.waId === number)).toHaveLength(1);
  });

  it('marks refused, never sends twice, an answer whose send was cut short and that Meta never reported by the last attempt', async () => {
    const { customer, number } = await consenting();
    await writes(number, 'Can you call me?', new Date(NOW.toMillis() - HOUR));
    const answerId = 'aaaaaaaaaaaaaaaaaaaaaa99';
    await whatsAppOutboundModel(h.conn).create({ key: `answer:${answerId}`, to: number, customerId: customer.id, kind: 'answer', text: 'We will call you at 15:00.', state: 'queued', messageId: null, queuedAt: NOW.toJSDate(), sentAt: null });
    h.whatsapp!.dropAnswers(1);
    const queue = createReplyQueue(h.redisUrl);
    try {
      // two attempts, close together: the first gets no answer, the second (the last) finds no report
      const job = await queue.add('whatsapp-answer', { kind: 'whatsapp-answer', answerId }, { attempts: 2, backoff: { type: 'fixed', delay: 200 } });
      await vi.waitFor(async () => expect((await queue.getJob(job.id!))?.finishedOn).toBeTruthy(), WAIT);
      expect((await queue.getJob(job.id!))?.returnvalue).toBe('answer cut short and never reported: not sent again');
    } finally {
      await queue.close();
    }
    expect(await whatsAppOutboundModel(h.conn).findOne({ key: `answer:${answerId}` }).lean()).toMatchObject({ state: 'refused', messageId: null });
    expect(h.whatsapp!.sent.filter((m) => m.waId === number)).toHaveLength(1);
  });
});
