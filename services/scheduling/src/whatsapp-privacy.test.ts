/**
 * The customer's WhatsApp data in their export and erasure (issue 38 item 2), on real Mongo-wire,
 * Redis, BullMQ workers and the fake WhatsApp Cloud API posting signed webhooks over HTTP: the
 * records route answers the messages from the customer's numbers and the statuses of messages sent
 * to them (and nothing of another number), and the erasure job removes exactly those, joined by the
 * WhatsApp ids onboarding names for the customer (a stand-in onboarding and identity here).
 */
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Queue, Worker } from 'bullmq';
import { Hono } from 'hono';
import { Redis } from 'ioredis';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CustomerRecords } from '@cabinetry/shared/contracts';
import { API_PATHS } from '@cabinetry/shared/contracts/api/paths';
import { waIdOf } from '@cabinetry/shared/contracts/whatsapp';
import { ERASURE_JOB_OPTIONS, type ErasureJob, PRIVACY_QUEUE, type PrivacyJob } from '@cabinetry/shared/server/erasure';
import { type NotificationJob, NOTIFICATIONS_QUEUE, redisConnection } from '@cabinetry/shared/server/queues';
import { json } from '@cabinetry/shared/testing';
import { erasureProcessor } from './jobs/erasure';
import { createMailer } from './jobs/mailer';
import { whatsAppInboundModel, whatsAppOutboundModel, whatsAppStatusModel } from './models/whatsapp-message';
import { type Harness, startHarness } from './testing/harness';

const CUSTOMER_ID = 'c0ffee0000000000000000a1';
/** the customer's phone as typed, and the number their consent was given for */
const PHONE = '+961 71 123 456';
const CONSENT_PHONE = '0096176555444';
const OTHER = '9613999888';

let h: Harness;
let webhook: ServerType;
let standIn: ServerType;
let erasedInOnboarding = false;

const serveOn = (fetch: (request: Request) => Response | Promise<Response>) =>
  new Promise<ServerType>((resolve) => {
    const s = serve({ fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
const urlOf = (s: ServerType) => `http://127.0.0.1:${(s.address() as AddressInfo).port}`;

beforeAll(async () => {
  h = await startHarness({ whatsapp: true });
  webhook = await serveOn(h.app.fetch);
  h.whatsapp!.webhookUrl = `${urlOf(webhook)}${API_PATHS.receiveWhatsAppWebhook.path}`;
  // onboarding's and identity's internal routes the erasure job calls
  const app = new Hono();
  app.get(`/internal/customers/${CUSTOMER_ID}`, (c) => (erasedInOnboarding ? c.json({ error: 'gone' }, 404) : c.json({ id: CUSTOMER_ID, whatsAppIds: [waIdOf(PHONE), waIdOf(CONSENT_PHONE)] })));
  app.delete(`/internal/customers/${CUSTOMER_ID}`, (c) => {
    erasedInOnboarding = true;
    return c.json({ erased: true });
  });
  app.post('/internal/audit/pseudonymise', (c) => c.json({ pseudonymised: 0 }));
  standIn = await serveOn(app.fetch);
  h.startWorker();
});

afterAll(async () => {
  await new Promise((resolve) => webhook?.close(resolve));
  await new Promise((resolve) => standIn?.close(resolve));
  await h?.stop();
});

const records = async (waIds: string) =>
  (await json(await h.app.request(`/internal/customers/${CUSTOMER_ID}/records?waIds=${waIds}`, { headers: { 'x-internal-token': h.config.internalToken } }))) as CustomerRecords;

describe("the customer's WhatsApp data", () => {
  const mine = [waIdOf(PHONE)!, waIdOf(CONSENT_PHONE)!];

  beforeAll(async () => {
    expect(mine).toEqual(['96171123456', '96176555444']);
    expect((await h.whatsapp!.deliverReply(mine[0], { text: 'Can we make it 5pm?' }, { timestamp: new Date('2026-11-26T08:00:00Z') })).status).toBe(200);
    expect((await h.whatsapp!.deliverReply(mine[1], { button: { text: 'Confirm', payload: 'CONFIRM' }, replyTo: 'wamid.reminder-1' }, { timestamp: new Date('2026-11-26T09:00:00Z') })).status).toBe(200);
    expect((await h.whatsapp!.deliverReply(OTHER, { text: 'Another customer' })).status).toBe(200);
    expect(await h.whatsapp!.deliverStatus('wamid.to-customer', 'delivered', { recipient: mine[0], timestamp: new Date('2026-11-26T07:00:00Z') })).toBe(200);
    expect(await h.whatsapp!.deliverStatus('wamid.to-other', 'read', { recipient: OTHER })).toBe(200);
    // staff answers (routes/whatsapp-conversation.ts stores them so), to the customer and to another number
    await whatsAppOutboundModel(h.conn).create([
      { key: 'answer:privacy-1', to: mine[0], customerId: CUSTOMER_ID, kind: 'answer', text: 'Yes, 5pm works', state: 'sent', messageId: 'wamid.answer-1', queuedAt: new Date('2026-11-26T08:10:00Z'), sentAt: new Date('2026-11-26T08:10:05Z') },
      { key: 'answer:privacy-2', to: OTHER, customerId: 'bbbbbbbbbbbbbbbbbbbbbbbb', kind: 'answer', text: 'Hello other', state: 'sent', messageId: 'wamid.answer-2', queuedAt: new Date(), sentAt: new Date() },
    ]);
    await vi.waitFor(
      async () => {
        expect(await whatsAppInboundModel(h.conn).countDocuments({ from: { $in: [...mine, OTHER] } })).toBe(3);
        expect(await whatsAppStatusModel(h.conn).countDocuments({ messageId: { $in: ['wamid.to-customer', 'wamid.to-other'] } })).toBe(2);
      },
      { timeout: 15_000, interval: 50 },
    );
  });

  it('is in the records the export asks for: messages from, and statuses to, their numbers only', async () => {
    expect((await records(mine.join(','))).whatsApp).toEqual({
      messages: [
        { sentAt: '2026-11-26T08:00:00.000Z', type: 'text', text: 'Can we make it 5pm?' },
        { sentAt: '2026-11-26T09:00:00.000Z', type: 'button', text: 'CONFIRM' },
      ],
      statuses: [{ messageId: 'wamid.to-customer', status: 'delivered', times: { delivered: '2026-11-26T07:00:00.000Z' }, errorCode: null }],
      answers: [{ sentAt: '2026-11-26T08:10:05.000Z', text: 'Yes, 5pm works' }],
    });
    // no number named: no WhatsApp data; a malformed list is refused
    expect((await json(await h.app.request(`/internal/customers/${CUSTOMER_ID}/records`, { headers: { 'x-internal-token': h.config.internalToken } }))).whatsApp).toEqual({ messages: [], statuses: [], answers: [] });
    expect((await h.app.request(`/internal/customers/${CUSTOMER_ID}/records?waIds=${encodeURIComponent('.*')}`, { headers: { 'x-internal-token': h.config.internalToken } })).status).toBe(400);
  });

  it("is erased with the customer (their messages, reply texts and statuses), and another number's is kept", async () => {
    const config = { ...h.config, onboardingUrl: urlOf(standIn), identityUrl: urlOf(standIn) };
    const connection = redisConnection(h.redisUrl);
    const redis = new Redis(h.redisUrl);
    const privacy = new Queue<PrivacyJob>(PRIVACY_QUEUE, { connection });
    const notifications = new Queue<NotificationJob>(NOTIFICATIONS_QUEUE, { connection });
    const mailer = createMailer(nodemailer.createTransport(h.smtp.url), h.deps.google, h.config.mailFrom);
    const erase = erasureProcessor({ config, appointments: h.deps.appointments, google: h.deps.google, mailer, notifications, privacy, redis, now: () => new Date() });
    const worker = new Worker<PrivacyJob>(PRIVACY_QUEUE, (job) => erase(job as never), { connection });
    try {
      const job: ErasureJob = { kind: 'erasure', customerId: CUSTOMER_ID, reason: 'staff' };
      await privacy.add('erasure', job, { ...ERASURE_JOB_OPTIONS, jobId: `erasure__${CUSTOMER_ID}__test` });
      await vi.waitFor(() => expect(erasedInOnboarding).toBe(true), { timeout: 15_000, interval: 50 });
      expect(await whatsAppInboundModel(h.conn).find({ from: { $in: mine } }).lean()).toEqual([]);
      expect(await whatsAppStatusModel(h.conn).find({ recipient: { $in: mine } }).lean()).toEqual([]);
      expect(await whatsAppOutboundModel(h.conn).find({ to: { $in: mine } }).lean()).toEqual([]);
      expect(await whatsAppOutboundModel(h.conn).countDocuments({ to: OTHER })).toBe(1);
      expect(await whatsAppInboundModel(h.conn).countDocuments({ from: OTHER })).toBe(1);
      expect(await whatsAppStatusModel(h.conn).countDocuments({ messageId: 'wamid.to-other' })).toBe(1);
      expect((await records(mine.join(','))).whatsApp).toEqual({ messages: [], statuses: [], answers: [] });
    } finally {
      await worker.close();
      await Promise.all([privacy.close(), notifications.close()]);
      redis.disconnect();
    }
  });
});
