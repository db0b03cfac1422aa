/**
 * Customers' WhatsApp answers (issue 38 items 2 and 5), from the fake WhatsApp Cloud API posting
 * signed webhooks over HTTP to the scheduling API, worked by the real worker on real Redis and
 * Mongo-wire: the templates' opt-out quick reply and Meta's marketing opt-out withdraw the number's
 * consent (in the stand-in onboarding) like the text STOP; the quick replies act for the customer
 * who gave the number (a stand-in onboarding over HTTP): Confirm marks their next appointment
 * confirmed by the customer, Change time answers (once) with its manage link in their language
 * through the fake Cloud API, Call me asks onboarding for a call-back; a stranger's press does nothing.
 */
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Queue, Worker } from 'bullmq';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WHATSAPP_OPT_OUT_PAYLOAD, type WhatsAppReplyPayload } from '@cabinetry/shared/contracts/whatsapp';
import { redisConnection } from '@cabinetry/shared/server/queues';
import { findWhatsAppContacts, requestCallback } from './clients/onboarding';
import { WHATSAPP_REPLIES_QUEUE, type WhatsAppRepliesQueueJob, type WhatsAppReplyJob, whatsAppReplyProcessor } from './jobs/whatsapp-replies';
import { appointmentModel } from './models/appointment';
import { whatsAppInboundModel, whatsAppOutboundModel } from './models/whatsapp-message';
import { whatsAppSentModel } from './models/whatsapp-sent';
import { type Harness, NOW, startHarness, WHATSAPP, serveWhatsAppWebhooks } from './testing/harness';
import { createWhatsAppClient } from './whatsapp/cloud-api';
import { urlOf } from '@cabinetry/shared/contracts/api/client';

let h: Harness;
let stopServing: (() => Promise<void>) | undefined;
let onboarding: ServerType;
let replies: Worker<WhatsAppRepliesQueueJob>;
/** the stand-in onboarding's customers by WhatsApp id, and the call-backs it was asked for */
const contacts = new Map<string, { id: string; locale: string }[]>();
const callbacks: { customerId: string; messageId: string }[] = [];

beforeAll(async () => {
  h = await startHarness({ whatsapp: true });
  stopServing = await serveWhatsAppWebhooks(h);
  h.startWorker();
  const app = new Hono();
  app.post('/internal/whatsapp-contacts', async (c) => c.json({ customers: contacts.get((await c.req.json<{ waId: string }>()).waId) ?? [] }));
  app.post('/internal/customers/:id/callback-requests', async (c) => {
    callbacks.push({ customerId: c.req.param('id'), messageId: (await c.req.json<{ messageId: string }>()).messageId });
    return c.json({ created: true });
  });
  onboarding = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const onboardingUrl = `http://127.0.0.1:${(onboarding.address() as AddressInfo).port}`;
  const processor = whatsAppReplyProcessor({
    config: h.config,
    appointments: appointmentModel(h.conn),
    whatsapp: createWhatsAppClient(h.config.whatsapp!),
    contacts: (waId) => findWhatsAppContacts(onboardingUrl, h.config.internalToken, waId),
    requestCallback: (customerId, messageId) => requestCallback(onboardingUrl, h.config.internalToken, customerId, messageId),
    consentedWaId: () => Promise.resolve(null),
    now: () => NOW.toJSDate(),
  });
  replies = new Worker<WhatsAppRepliesQueueJob>(WHATSAPP_REPLIES_QUEUE, processor, { connection: redisConnection(h.redisUrl) });
});
afterAll(async () => {
  await replies?.close();
  await stopServing?.();
  await new Promise((resolve) => onboarding?.close(resolve));
  await h?.stop();
});

/** Meta's `user_preferences` webhook: `waId` stopped or resumed marketing messages. */
const preferenceWebhook = (waId: string, value: 'stop' | 'resume') => ({
  object: 'whatsapp_business_account',
  entry: [
    {
      id: '102290129340398',
      changes: [
        {
          field: 'user_preferences',
          value: {
            messaging_product: 'whatsapp',
            metadata: { display_phone_number: '9611000000', phone_number_id: WHATSAPP.phoneNumberId },
            contacts: [{ profile: { name: 'Customer' }, wa_id: waId }],
            user_preferences: [{ wa_id: waId, detail: 'User requested to stop marketing messages', category: 'marketing_messages', value, timestamp: 1795860000 }],
          },
        },
      ],
    },
  ],
});

describe('opting out with a button', () => {
  it("withdraws the consent of a number that presses the template's opt-out quick reply, once", async () => {
    const before = h.whatsAppOptOuts.length;
    const press = { button: { text: 'Stop messages', payload: WHATSAPP_OPT_OUT_PAYLOAD }, replyTo: 'wamid.reminder-stop' };
    expect((await h.whatsapp!.deliverReply('9613200001', press)).status).toBe(200);
    // another quick reply is not an opt-out
    expect((await h.whatsapp!.deliverReply('9613200002', { button: { text: 'Stop', payload: 'CALL_ME' }, replyTo: 'wamid.reminder-stop' })).status).toBe(200);
    await vi.waitFor(async () => expect(await whatsAppInboundModel(h.conn).countDocuments({ from: { $in: ['9613200001', '9613200002'] } })).toBe(2), { timeout: 15_000, interval: 50 });
    expect(h.whatsAppOptOuts.slice(before)).toEqual(['9613200001']);
  });

  it("withdraws the consent of a number that stops marketing messages through Meta's opt-out, and not on a resume", async () => {
    const before = h.whatsAppOptOuts.length;
    expect(await h.whatsapp!.postWebhook(preferenceWebhook('9613200003', 'resume'))).toBe(200);
    expect(await h.whatsapp!.postWebhook(preferenceWebhook('9613200004', 'stop'))).toBe(200);
    await vi.waitFor(() => expect(h.whatsAppOptOuts.slice(before)).toEqual(['9613200004']), { timeout: 15_000, interval: 50 });
  });
});

describe('quick replies', () => {
  const press = (from: string, payload: WhatsAppReplyPayload, at = new Date('2026-11-22T10:30:00Z'), replyTo = 'wamid.reminder-24h') =>
    h.whatsapp!.deliverReply(from, { button: { text: payload, payload }, replyTo }, { timestamp: at });
  /** Waits until the reply job of message `messageId` (queued before the webhook's 200) was worked and left the queue. */
  const worked = async (messageId: string) => {
    const queue = new Queue<WhatsAppReplyJob>(WHATSAPP_REPLIES_QUEUE, { connection: redisConnection(h.redisUrl) });
    try {
      await vi.waitFor(async () => expect(await queue.getJob(`whatsapp-reply__${messageId}`)).toBeUndefined(), { timeout: 15_000, interval: 50 });
    } finally {
      await queue.close();
    }
  };
  const confirmedAt = async (id: string) => (await appointmentModel(h.conn).findById(id).lean())?.customerConfirmedAt ?? null;

  it('Confirm marks the next appointment of the customer who gave the number confirmed by them, once', async () => {
    const customer = await h.newCustomer();
    const id = await h.storeAppointment(customer, '2026-11-25T10:00:00+02:00');
    contacts.set('96170100001', [{ id: customer.id, locale: 'en' }]);
    expect((await press('96170100001', 'CONFIRM')).status).toBe(200);
    await vi.waitFor(async () => expect(await confirmedAt(id)).toEqual(new Date('2026-11-22T10:30:00Z')), { timeout: 15_000, interval: 50 });
    // a second press keeps the first confirmation
    await worked((await press('96170100001', 'CONFIRM', new Date('2026-11-22T11:00:00Z'))).id);
    expect(await confirmedAt(id)).toEqual(new Date('2026-11-22T10:30:00Z'));
    // staff see it on the appointment list
    const list = (await (await h.app.request(`${urlOf('listAppointments')}?pageSize=100`, { headers: h.bearer('admin') })).json()) as { items?: { id: string; customerConfirmedAt: string | null }[] };
    expect(list.items?.find((a) => a.id === id)?.customerConfirmedAt).toBe('2026-11-22T12:30:00+02:00');
  });

  it('Confirm on a message about a later appointment confirms that one, not the next of the number', async () => {
    // two customers gave the same number (one active appointment each)
    const first = await h.newCustomer();
    const second = await h.newCustomer();
    const next = await h.storeAppointment(first, '2026-11-24T10:00:00+02:00');
    const later = await h.storeAppointment(second, '2026-11-27T10:00:00+02:00');
    // the showroom's reminder of the later appointment, as whatsapp-send records it
    await whatsAppSentModel(h.conn).create({ appointmentId: later, customerId: second.id, kind: 'reminder-24h', version: 0, state: 'sent', messageId: 'wamid.reminder-of-later', language: 'en', template: 'appointment_reminder_24h', sentAt: NOW.toJSDate() });
    contacts.set('96170100004', [{ id: second.id, locale: 'en' }, { id: first.id, locale: 'en' }]);
    await worked((await press('96170100004', 'CONFIRM', new Date('2026-11-22T10:30:00Z'), 'wamid.reminder-of-later')).id);
    expect(await confirmedAt(later)).toEqual(new Date('2026-11-22T10:30:00Z'));
    expect(await confirmedAt(next)).toBeNull();
  });

  it("Change time answers once with the appointment's manage link, in the customer's language", async () => {
    const customer = await h.newCustomer();
    await h.storeAppointment(customer, '2026-11-26T10:00:00+02:00');
    contacts.set('96170100002', [{ id: customer.id, locale: 'fr' }]);
    const { id } = await press('96170100002', 'CHANGE_TIME');
    const sent = await h.whatsapp!.waitFor((m) => m.waId === '96170100002' && m.type === 'text', 15_000);
    const body = (sent.body as { text: { body: string } }).text.body;
    expect(body).toMatch(/^Pour choisir un autre horaire pour votre rendez-vous, ouvrez : http:\/\/[^ ]+\/fr\/appointment\/[\w.-]+$/);
    await vi.waitFor(async () => expect(await whatsAppOutboundModel(h.conn).find({ key: `change-time:${id}` }).lean()).toEqual([expect.objectContaining({ to: '96170100002', customerId: customer.id, messageId: sent.id })]), {
      timeout: 15_000,
      interval: 50,
    });
    expect(h.whatsapp!.sent.filter((m) => m.waId === '96170100002')).toHaveLength(1);
  });

  it('Call me asks onboarding for a call-back on the lead; a number no customer gave does nothing', async () => {
    const customer = await h.newCustomer();
    contacts.set('96170100003', [{ id: customer.id, locale: 'ar' }]);
    const { id } = await press('96170100003', 'CALL_ME');
    await vi.waitFor(() => expect(callbacks).toContainEqual({ customerId: customer.id, messageId: id }), { timeout: 15_000, interval: 50 });
    const before = h.whatsapp!.sent.length;
    const stranger = await press('96170100009', 'CHANGE_TIME');
    await worked(stranger.id);
    expect(h.whatsapp!.sent.length).toBe(before);
    expect(callbacks.filter((c) => c.messageId === stranger.id)).toEqual([]);
  });
});
