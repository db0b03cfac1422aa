/**
 * Meta's WhatsApp webhook end to end: the fake WhatsApp Cloud API signs and posts to the scheduling
 * API served over HTTP (real Redis queue, real worker, real Mongo-wire): the GET subscription check,
 * forged signatures refused before anything is queued, a redelivered body processed once, statuses
 * out of order ending at the furthest one, customers' messages recorded once, STOP / ARRÊT / إلغاء
 * withdrawing the sender's consent (in the stand-in onboarding; the route itself:
 * services/onboarding/src/routes/whatsapp-opt-out.test.ts) once, and nothing sent back.
 */
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Queue, type Worker } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type NotificationJob, NOTIFICATIONS_QUEUE, redisConnection } from '@cabinetry/shared/server/queues';
import { whatsAppInboundModel, whatsAppStatusModel } from './models/whatsapp-message';
import { type Harness, startHarness, WHATSAPP } from './testing/harness';
import { urlOf } from '@cabinetry/shared/contracts/api/client';

let h: Harness;
/** the channel off, with the real budgets */
let off: Harness;
let server: ServerType;
let queue: Queue<NotificationJob>;
let worker: Worker<NotificationJob>;
let url: string;

beforeAll(async () => {
  [h, off] = await Promise.all([startHarness({ whatsapp: true }), startHarness({ rateLimitMultiplier: 1 })]);
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: h.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${urlOf('receiveWhatsAppWebhook')}`;
  h.whatsapp!.webhookUrl = url;
  queue = new Queue<NotificationJob>(NOTIFICATIONS_QUEUE, { connection: redisConnection(h.redisUrl) });
});
afterAll(async () => {
  await worker?.close();
  await queue?.close();
  await new Promise((resolve) => server?.close(resolve));
  await Promise.all([h?.stop(), off?.stop()]);
});

/** The webhook jobs queued so far (any state). */
const webhookJobs = async () => (await queue.getJobs(['waiting', 'active', 'completed', 'failed', 'delayed'])).filter((j) => j.data.kind === 'whatsapp-webhook');
const statusOf = async (messageId: string) => (await whatsAppStatusModel(h.conn).findOne({ messageId }).lean())?.status;

describe('GET /api/webhooks/whatsapp (Meta’s subscription check)', () => {
  it('answers the challenge for the verify token, and 403 otherwise', async () => {
    expect(await h.whatsapp!.verifyWebhook(WHATSAPP.verifyToken)).toEqual({ status: 200, body: expect.any(String) });
    const ok = await fetch(`${url}?hub.mode=subscribe&hub.verify_token=${WHATSAPP.verifyToken}&hub.challenge=1158201444`);
    expect(ok.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await ok.text()).toBe('1158201444');
    expect((await h.whatsapp!.verifyWebhook('not-the-token')).status).toBe(403);
    const wrongMode = await fetch(`${url}?hub.mode=unsubscribe&hub.verify_token=${WHATSAPP.verifyToken}&hub.challenge=1`);
    expect(wrongMode.status).toBe(403);
    expect(await wrongMode.json()).toEqual({ error: expect.any(String), code: 'webhook_verify_refused' });
  });
});

describe('the channel off, and the webhook budget', () => {
  it('answers 503 while the channel is off, and refuses a client past 1,200 calls a minute (429) before any other check', async () => {
    const check = await off.app.request(`${urlOf('verifyWhatsAppWebhook')}?hub.mode=subscribe&hub.verify_token=x&hub.challenge=1`);
    expect(check.status).toBe(503);
    expect(await check.json()).toEqual({ error: expect.any(String), code: 'whatsapp_not_configured' });
    const call = () => off.app.request(urlOf('receiveWhatsAppWebhook'), { method: 'POST', body: '{}' });
    const answers = [];
    for (let i = 1; i < 1_200; i++) answers.push((await call()).status);
    expect(new Set(answers)).toEqual(new Set([503]));
    const refused = await call();
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 'rate_limited' });
  });
});

describe('POST /api/webhooks/whatsapp', () => {
  it('refuses a forged or missing signature (403) and queues nothing', async () => {
    const before = (await webhookJobs()).length;
    const body = JSON.stringify({ object: 'whatsapp_business_account', entry: [] });
    expect(await h.whatsapp!.postWebhook(body, 'not-the-app-secret')).toBe(403);
    const unsigned = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(unsigned.status).toBe(403);
    expect(await unsigned.json()).toEqual({ error: expect.any(String), code: 'webhook_signature_invalid' });
    // signed, then one byte changed
    const tampered = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-hub-signature-256': h.whatsapp!.sign(body) }, body: body.replace('[]', '[ ]') });
    expect(tampered.status).toBe(403);
    expect((await webhookJobs()).length).toBe(before);
  });

  it('refuses a signed body that is not a webhook (400)', async () => {
    expect(await h.whatsapp!.postWebhook('{"object":"page"}')).toBe(400);
    expect(await h.whatsapp!.postWebhook('not json')).toBe(400);
  });

  it('queues a redelivered webhook once and records (and acts on) its message once', async () => {
    const body = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '102290129340398',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: { display_phone_number: '9611000000', phone_number_id: WHATSAPP.phoneNumberId },
                messages: [{ from: '9613555777', id: 'wamid.redelivered-1', timestamp: '1795860000', type: 'text', text: { body: 'STOP' } }],
              },
            },
          ],
        },
      ],
    });
    expect(await h.whatsapp!.postWebhook(body)).toBe(200);
    expect(await h.whatsapp!.postWebhook(body)).toBe(200);
    const queued = (await webhookJobs()).filter((j) => j.data.kind === 'whatsapp-webhook' && j.data.webhook.entry[0]?.id === '102290129340398');
    expect(queued).toHaveLength(1);
    worker ??= h.startWorker();
    await vi.waitFor(async () => expect(await whatsAppInboundModel(h.conn).countDocuments({ messageId: 'wamid.redelivered-1' })).toBe(1), { timeout: 10_000, interval: 50 });
    // the same message in another body (Meta batches differently on a retry): still one record
    expect(await h.whatsapp!.postWebhook(body.replace('"102290129340398"', '"102290129340399"'))).toBe(200);
    await vi.waitFor(async () => expect(await queue.getJobCounts('waiting', 'active', 'delayed')).toEqual({ waiting: 0, active: 0, delayed: 0 }), { timeout: 10_000, interval: 50 });
    expect(await whatsAppInboundModel(h.conn).find({ messageId: 'wamid.redelivered-1' }).lean()).toEqual([
      expect.objectContaining({ from: '9613555777', type: 'text', text: 'STOP', sentAt: new Date(1795860000 * 1000) }),
    ]);
    expect(h.whatsAppOptOuts.filter((waId) => waId === '9613555777')).toHaveLength(1);
  });

  it('keeps the furthest status of a message whatever order they arrive in', async () => {
    worker ??= h.startWorker();
    const recipient = '9613123456';
    for (const status of ['read', 'delivered', 'sent'] as const) expect(await h.whatsapp!.deliverStatus('wamid.out-of-order', status, { recipient })).toBe(200);
    // failed may follow delivered
    for (const status of ['sent', 'delivered', 'failed'] as const) expect(await h.whatsapp!.deliverStatus('wamid.failed-late', status, { recipient })).toBe(200);
    await vi.waitFor(
      async () => {
        const doc = await whatsAppStatusModel(h.conn).findOne({ messageId: 'wamid.out-of-order' }).lean();
        expect(Object.keys(doc?.times ?? {}).sort()).toEqual(['delivered', 'read', 'sent']);
        expect(Object.keys((await whatsAppStatusModel(h.conn).findOne({ messageId: 'wamid.failed-late' }).lean())?.times ?? {})).toHaveLength(3);
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(await statusOf('wamid.out-of-order')).toBe('read');
    expect(await whatsAppStatusModel(h.conn).findOne({ messageId: 'wamid.failed-late' }).lean()).toMatchObject({ status: 'failed', errorCode: 131026 });
  });

  it('withdraws the consent of a number that answers STOP, ARRÊT or إلغاء, once, and answers nothing', async () => {
    worker ??= h.startWorker();
    const sentBefore = h.whatsapp!.sent.length;
    const optOutsBefore = h.whatsAppOptOuts.length;
    const replies = [
      ['9613100001', ' stop '],
      ['9613100002', 'Arrêt'],
      ['9613100003', 'arret'],
      ['9613100004', 'إلغاء'],
      ['9613100005', 'Please stop by at 5'],
      ['9613100006', 'STOP'],
    ] as const;
    for (const [from, text] of replies) expect((await h.whatsapp!.deliverReply(from, { text })).status).toBe(200);
    await vi.waitFor(async () => expect(await whatsAppInboundModel(h.conn).countDocuments({ from: { $in: replies.map(([from]) => from) } })).toBe(replies.length), { timeout: 10_000, interval: 50 });
    expect(h.whatsAppOptOuts.slice(optOutsBefore).sort()).toEqual(['9613100001', '9613100002', '9613100003', '9613100004', '9613100006']);
    // a quick-reply button whose label is STOP is not the text STOP
    expect((await h.whatsapp!.deliverReply('9613100007', { button: { text: 'STOP', payload: 'call-me' }, replyTo: 'wamid.any' })).status).toBe(200);
    await vi.waitFor(async () => expect(await whatsAppInboundModel(h.conn).countDocuments({ from: '9613100007' })).toBe(1), { timeout: 10_000, interval: 50 });
    expect(h.whatsAppOptOuts.length - optOutsBefore).toBe(5);
    expect(h.whatsapp!.sent.length).toBe(sentBefore);
  });
});
