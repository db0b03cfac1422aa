/**
 * Contract of the WhatsApp Cloud API as the product uses it: the client's requests, the fake's
 * answers and webhooks, and samples of Meta's own documented payloads are all held to the shapes
 * of `@cabinetry/shared/contracts/whatsapp`, over real HTTP (the fake WhatsApp on 127.0.0.1).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeWhatsApp, freePort, startFakeWhatsApp } from '@cabinetry/local/providers';
import { validate } from '@cabinetry/shared/contracts/validate';
import {
  graphErrorSchema,
  type WhatsAppTemplateMessage,
  whatsAppSendResponseSchema,
  whatsAppTemplateMessageSchema,
  whatsAppWebhookSchema,
} from '@cabinetry/shared/contracts/whatsapp';
import { createWhatsAppClient, GRAPH_API_VERSION, isSignedByMeta, WhatsAppApiError } from './whatsapp/cloud-api';

const TOKEN = 'EAAcontract-test-token';
const PHONE_NUMBER_ID = '106540352242922';
const APP_SECRET = 'contract-app-secret-0123456789abcdef';
const VERIFY_TOKEN = 'contract-verify-token-0123456789abcdef';

/** A confirmation as the worker will send it: body parameters and the three quick replies. */
const confirmation = (to: string): WhatsAppTemplateMessage => ({
  messaging_product: 'whatsapp',
  recipient_type: 'individual',
  to,
  type: 'template',
  template: {
    name: 'appointment_confirmation',
    language: { code: 'fr', policy: 'deterministic' },
    components: [
      { type: 'body', parameters: [{ type: 'text', text: 'Rania' }, { type: 'text', text: 'lundi 23 novembre à 10:00' }] },
      { type: 'button', sub_type: 'quick_reply', index: '0', parameters: [{ type: 'payload', payload: 'confirm:6566' }] },
      { type: 'button', sub_type: 'quick_reply', index: '1', parameters: [{ type: 'payload', payload: 'change:6566' }] },
      { type: 'button', sub_type: 'quick_reply', index: '2', parameters: [{ type: 'payload', payload: 'call:6566' }] },
    ],
  },
});

/** What a webhook callback received: raw body and signature header, in arrival order. */
interface Received {
  method: string;
  url: string;
  raw: string;
  signature: string | undefined;
}

let fake: FakeWhatsApp;
let dataDir: string;
let callback: Server;
const received: Received[] = [];
const endpoint = () => `${fake.url}/${GRAPH_API_VERSION}/${PHONE_NUMBER_ID}/messages`;
const client = () => createWhatsAppClient({ apiUrl: fake.url, token: TOKEN, phoneNumberId: PHONE_NUMBER_ID });
const post = (body: unknown, token = TOKEN, url = endpoint()) =>
  fetch(url, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'whatsapp-contract-'));
  // the app's callback URL: answers the GET check like the product will, records every POST
  callback = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://callback');
      received.push({ method: request.method ?? '', url: request.url ?? '', raw: Buffer.concat(chunks).toString('utf8'), signature: request.headers['x-hub-signature-256'] as string | undefined });
      if (request.method === 'GET') {
        const ok = url.searchParams.get('hub.mode') === 'subscribe' && url.searchParams.get('hub.verify_token') === VERIFY_TOKEN;
        response.writeHead(ok ? 200 : 403).end(ok ? url.searchParams.get('hub.challenge') : '');
        return;
      }
      response.writeHead(200).end();
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => callback.listen(port, '127.0.0.1', resolve));
  fake = await startFakeWhatsApp({
    accessToken: TOKEN,
    phoneNumberId: PHONE_NUMBER_ID,
    appSecret: APP_SECRET,
    // eslint-disable-next-line no-restricted-syntax -- this test's own callback server, not a route of the tables
    webhookUrl: `http://127.0.0.1:${port}/api/whatsapp/webhook`,
    templates: ['appointment_confirmation', 'appointment_reminder_24h'],
    dataDir,
  });
});

afterAll(async () => {
  await fake?.stop();
  await new Promise<void>((resolve) => callback.close(() => resolve()));
  rmSync(dataDir, { recursive: true, force: true });
});

beforeEach(() => {
  received.length = 0;
});

describe('sending a template message', () => {
  it("the client's request is Meta's template shape, the answer Meta's success shape, and the fake records the message", async () => {
    const request = confirmation('+96170123456');
    expect(validate(whatsAppTemplateMessageSchema, request).ok).toBe(true);

    const raw = await post(request);
    expect(raw.status).toBe(200);
    const answer: unknown = await raw.json();
    expect(validate(whatsAppSendResponseSchema, answer)).toMatchObject({ ok: true });
    expect(answer).toMatchObject({ messaging_product: 'whatsapp', contacts: [{ input: '+96170123456', wa_id: '96170123456' }], messages: [{ message_status: 'accepted' }] });

    const sent = await client().sendTemplate(request);
    expect(sent.messageId).toMatch(/^wamid\.[A-Za-z0-9+/]+$/);
    expect(sent.waId).toBe('96170123456');
    const recorded = await fake.waitFor((m) => m.id === sent.messageId);
    expect(recorded).toMatchObject({ to: '+96170123456', waId: '96170123456', type: 'template', template: { name: 'appointment_confirmation', language: 'fr' } });
    expect(recorded.body).toEqual(request);
    expect(validate(whatsAppTemplateMessageSchema, recorded.body).ok).toBe(true);

    // readable like captured mail: one JSON file per message under dataDir/whatsapp
    const files = readdirSync(join(dataDir, 'whatsapp')).filter((f) => f.endsWith('appointment_confirmation.json'));
    const stored = files.map((f) => JSON.parse(readFileSync(join(dataDir, 'whatsapp', f), 'utf8')) as { id: string });
    expect(stored.map((s) => s.id)).toContain(sent.messageId);
  });

  it("refusals are Graph error objects with Meta's codes, and the client says which are worth retrying", async () => {
    const cases: { name: string; act: () => Promise<Response>; status: number; code: number; retryable: boolean }[] = [
      { name: 'a wrong token', act: () => post(confirmation('+96170123456'), 'EAAwrong'), status: 401, code: 190, retryable: false },
      {
        name: 'an unknown phone-number id',
        act: () => post(confirmation('+96170123456'), TOKEN, `${fake.url}/${GRAPH_API_VERSION}/999/messages`),
        status: 400,
        code: 100,
        retryable: false,
      },
      { name: 'no recipient', act: () => post({ ...confirmation('+96170123456'), to: undefined }), status: 400, code: 131008, retryable: false },
      {
        name: 'a template the account does not have',
        act: () => post({ ...confirmation('+96170123456'), template: { name: 'marketing_blast', language: { code: 'en' } } }),
        status: 404,
        code: 132001,
        retryable: false,
      },
      {
        name: 'a number not on WhatsApp',
        act: () => {
          fake.notOnWhatsApp.add('96170999999');
          return post(confirmation('+96170999999'));
        },
        status: 400,
        code: 131026,
        retryable: false,
      },
      {
        name: 'the throughput limit',
        act: () => {
          fake.rateLimit(1);
          return post(confirmation('+96170123456'));
        },
        status: 429,
        code: 130429,
        retryable: true,
      },
      {
        name: "Meta's own failure",
        act: () => {
          fake.failNext(1);
          return post(confirmation('+96170123456'));
        },
        status: 500,
        code: 131000,
        retryable: true,
      },
    ];
    for (const { name, act, status, code } of cases) {
      const response = await act();
      const body: unknown = await response.json();
      expect({ name, status: response.status }).toEqual({ name, status });
      const parsed = validate(graphErrorSchema, body);
      expect(parsed, name).toMatchObject({ ok: true, value: { error: { code } } });
    }
    // the same refusals through the client
    const refusal = async (prepare: () => void, to: string, credentials = { token: TOKEN }) => {
      prepare();
      const c = createWhatsAppClient({ apiUrl: fake.url, token: credentials.token, phoneNumberId: PHONE_NUMBER_ID });
      return c.sendTemplate(confirmation(to)).then(
        () => undefined,
        (error: unknown) => error,
      );
    };
    for (const { code, retryable, status, prepare, to, token } of [
      { code: 190, retryable: false, status: 401, prepare: () => {}, to: '+96170123456', token: 'EAAwrong' },
      { code: 131026, retryable: false, status: 400, prepare: () => {}, to: '+96170999999', token: TOKEN },
      { code: 130429, retryable: true, status: 429, prepare: () => fake.rateLimit(1), to: '+96170123456', token: TOKEN },
      { code: 131000, retryable: true, status: 500, prepare: () => fake.failNext(1), to: '+96170123456', token: TOKEN },
    ]) {
      const error = await refusal(prepare, to, { token });
      expect(error).toBeInstanceOf(WhatsAppApiError);
      expect(error).toMatchObject({ code, retryable, status });
    }
  });

  it('a request that gets no answer is a retryable error with status 0', async () => {
    const port = await freePort();
    const unreachable = createWhatsAppClient({ apiUrl: `http://127.0.0.1:${port}`, token: TOKEN, phoneNumberId: PHONE_NUMBER_ID });
    await expect(unreachable.sendTemplate(confirmation('+96170123456'))).rejects.toMatchObject({ name: 'WhatsAppApiError', status: 0, retryable: true });
  });
});

describe('webhooks', () => {
  it('status webhooks are signed with the app secret over the raw body, in Meta’s envelope', async () => {
    const { messageId } = await client().sendTemplate(confirmation('+96170123456'));
    expect(await fake.deliverStatus(messageId, 'delivered')).toBe(200);
    expect(await fake.deliverStatus(messageId, 'failed')).toBe(200);
    expect(received).toHaveLength(2);
    for (const hook of received) {
      expect(hook.method).toBe('POST');
      expect(isSignedByMeta(hook.raw, hook.signature, APP_SECRET)).toBe(true);
      expect(isSignedByMeta(hook.raw, hook.signature, 'another-app-secret-0123456789abcdef')).toBe(false);
      expect(isSignedByMeta(hook.raw.replace('96170123456', '96170123457'), hook.signature, APP_SECRET)).toBe(false);
      expect(isSignedByMeta(hook.raw, undefined, APP_SECRET)).toBe(false);
      expect(validate(whatsAppWebhookSchema, JSON.parse(hook.raw)).ok).toBe(true);
    }
    const [delivered, failed] = received.map((hook) => JSON.parse(hook.raw) as { entry: { changes: { value: { metadata: unknown; statuses: unknown[] } }[] }[] });
    expect(delivered.entry[0].changes[0].value.metadata).toMatchObject({ phone_number_id: PHONE_NUMBER_ID });
    expect(delivered.entry[0].changes[0].value.statuses).toEqual([expect.objectContaining({ id: messageId, status: 'delivered', recipient_id: '96170123456' })]);
    expect(failed.entry[0].changes[0].value.statuses).toEqual([expect.objectContaining({ id: messageId, status: 'failed', errors: [expect.objectContaining({ code: 131026 })] })]);
  });

  it('a quick-reply press and a text arrive as incoming messages naming the customer and the message answered', async () => {
    const { messageId } = await client().sendTemplate(confirmation('+96170123456'));
    const press = await fake.deliverReply('+96170123456', { button: { text: 'Confirm', payload: 'confirm:6566' }, replyTo: messageId });
    const text = await fake.deliverReply('96170123456', { text: 'ARRÊT' });
    expect([press.status, text.status]).toEqual([200, 200]);
    const [button, stop] = received.map((hook) => {
      expect(isSignedByMeta(hook.raw, hook.signature, APP_SECRET)).toBe(true);
      const body: unknown = JSON.parse(hook.raw);
      expect(validate(whatsAppWebhookSchema, body).ok).toBe(true);
      return (body as { entry: { changes: { value: { messages: unknown[]; contacts: unknown[] } }[] }[] }).entry[0].changes[0].value;
    });
    expect(button.contacts).toEqual([{ profile: { name: 'Customer' }, wa_id: '96170123456' }]);
    expect(button.messages).toEqual([
      expect.objectContaining({ id: press.id, from: '96170123456', type: 'button', button: { payload: 'confirm:6566', text: 'Confirm' }, context: expect.objectContaining({ id: messageId }) }),
    ]);
    expect(stop.messages).toEqual([expect.objectContaining({ id: text.id, type: 'text', text: { body: 'ARRÊT' } })]);
  });

  it("the subscription check is Meta's GET with hub.mode, hub.verify_token and hub.challenge", async () => {
    const good = await fake.verifyWebhook(VERIFY_TOKEN);
    expect(good.status).toBe(200);
    const query = new URL(received[0].url, 'http://callback').searchParams;
    expect(query.get('hub.mode')).toBe('subscribe');
    expect(good.body).toBe(query.get('hub.challenge'));
    expect((await fake.verifyWebhook('not-the-token')).status).toBe(403);
  });

  it("Meta's documented payloads satisfy the same schemas (the fake is held to Meta, not to itself)", () => {
    // from Meta's webhook reference (messages field): a delivered status and a quick-reply button press
    const status = {
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '102290129340398',
          changes: [
            {
              value: {
                messaging_product: 'whatsapp',
                metadata: { display_phone_number: '15550783881', phone_number_id: '106540352242922' },
                statuses: [
                  {
                    id: 'wamid.HBgLMTY0NjcwNDM1OTUVAgARGBI1RjQyNUE3NEYxMzAzMzQ5MkEA',
                    status: 'delivered',
                    timestamp: '1750263773',
                    recipient_id: '16467043595',
                    conversation: { id: '6ceb9d929c1a8f6a4b5b6b7e4ce5f1e0', origin: { type: 'utility' } },
                    pricing: { billable: true, pricing_model: 'PMP', category: 'utility', type: 'regular' },
                  },
                ],
              },
              field: 'messages',
            },
          ],
        },
      ],
    };
    const button = {
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '102290129340398',
          changes: [
            {
              value: {
                messaging_product: 'whatsapp',
                metadata: { display_phone_number: '15550783881', phone_number_id: '106540352242922' },
                contacts: [{ profile: { name: 'Sheena Nelson' }, wa_id: '16505551234' }],
                messages: [
                  {
                    context: { from: '15550783881', id: 'wamid.HBgLMTY1MDM4Nzk0MzkVAgARGBJBRkRDMjY5Nzk2QzY5NzI4QjkA' },
                    from: '16505551234',
                    id: 'wamid.HBgLMTY1MDM4Nzk0MzkVAgASGBQzQUZCMTY0MDc2MUYwNzBDNTY5MAA=',
                    timestamp: '1739321024',
                    type: 'button',
                    button: { payload: 'Unsubscribe', text: 'Unsubscribe' },
                  },
                ],
              },
              field: 'messages',
            },
          ],
        },
      ],
    };
    const sendAnswer = {
      messaging_product: 'whatsapp',
      contacts: [{ input: '+16505551234', wa_id: '16505551234' }],
      messages: [{ id: 'wamid.HBgLMTY1MDUwNzY1MjAVAgARGBI5QTNDQTVCM0Q0Q0Q2RTY3RTcA', message_status: 'accepted' }],
    };
    const error = {
      error: {
        message: '(#131026) Message undeliverable',
        type: 'OAuthException',
        code: 131026,
        error_data: { messaging_product: 'whatsapp', details: 'Message Undeliverable.' },
        fbtrace_id: 'Az8or2yhqkZfEZ-_4Qn_Bam',
      },
    };
    expect(validate(whatsAppWebhookSchema, status).ok).toBe(true);
    expect(validate(whatsAppWebhookSchema, button).ok).toBe(true);
    expect(validate(whatsAppSendResponseSchema, sendAnswer).ok).toBe(true);
    expect(validate(graphErrorSchema, error).ok).toBe(true);
    // and a shape that is not Meta's is refused
    expect(validate(whatsAppWebhookSchema, { object: 'page', entry: [] }).ok).toBe(false);
    expect(validate(whatsAppSendResponseSchema, { messages: [{ id: 'x' }] }).ok).toBe(false);
  });
});
