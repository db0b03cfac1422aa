/**
 * A fake WhatsApp Cloud API (Meta's Graph API for WhatsApp Business) for tests and `npm start`, as
 * the fake Google is for Google: local HTTP on 127.0.0.1, the services reach it through
 * WHATSAPP_API_URL (= `url`).
 *
 * - `POST /{version}/{phone-number-id}/messages` with `Authorization: Bearer <token>` answers Meta's
 *   shapes: `{ messaging_product: 'whatsapp', contacts: [{ input, wa_id }], messages: [{ id,
 *   message_status? }] }` (template messages carry `message_status: 'accepted'`), or Meta's error
 *   object `{ error: { message, type, code, error_data?, fbtrace_id } }`: 401/190 for a wrong token,
 *   400/100 for an unknown phone-number id or a bad parameter, 400/131008 for a missing one,
 *   404/132001 for a template the account does not have, 400/131026 for a number not on WhatsApp
 *   (`notOnWhatsApp`; Meta often reports that one only later, in a failed status: `deliverStatus`),
 *   429/130429 while `rateLimit(n)` is pending and 500/131000 while `failNext(n)` is. While
 *   `dropAnswers(n)` is pending, a send is accepted and recorded but its answer never comes: the
 *   connection is cut, as when Meta took a message and the answer was lost on the way.
 * - Every accepted message is recorded (`sent`, `waitFor`) and, with a dataDir, written as one JSON
 *   file under dataDir/whatsapp (as captured mail is under dataDir/mail).
 * - Webhooks as Meta sends them to the app's callback URL (`webhookUrl`): status changes
 *   (`deliverStatus`: sent, delivered, read, failed with an error; carrying the message's
 *   `biz_opaque_callback_data` when it was sent with one) and incoming messages
 *   (`deliverReply`: text, or the quick-reply button of a template) in Meta's envelope
 *   `{ object: 'whatsapp_business_account', entry: [{ id, changes: [{ field: 'messages', value }] }] }`,
 *   signed `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body with the app secret>`;
 *   `verifyWebhook` makes Meta's GET subscription check (hub.mode, hub.verify_token, hub.challenge).
 */
import { createHmac, randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';

/** A message the fake accepted: the request body as sent, with the id it answered. */
export interface SentWhatsApp {
  id: string;
  /** The recipient as given (`to`), and its WhatsApp id (digits only). */
  to: string;
  waId: string;
  /** 'template', 'text', ... */
  type: string;
  /** The template's name and language code, for a template message. */
  template?: { name: string; language: string };
  /** The JSON body as received. */
  body: Record<string, unknown>;
  receivedAt: Date;
}

export type WhatsAppStatus = 'sent' | 'delivered' | 'read' | 'failed';

/** One entry of Meta's error arrays (a failed status's or a webhook's `errors`). */
export interface WhatsAppWebhookError {
  code: number;
  title: string;
  message: string;
  error_data?: { details: string };
}

/** A status webhook's recipient (default the recorded message's), error (of 'failed'; default 131026) and time (default now). */
export interface StatusOptions {
  recipient?: string;
  error?: WhatsAppWebhookError;
  timestamp?: Date;
}

export interface FakeWhatsAppOptions {
  /** The bearer token the API accepts (WHATSAPP_TOKEN). */
  accessToken: string;
  /** The business phone number's id (WHATSAPP_PHONE_NUMBER_ID). */
  phoneNumberId: string;
  /** The app secret webhooks are signed with (WHATSAPP_APP_SECRET). */
  appSecret: string;
  /** The display number of the business phone (digits), in webhooks' metadata. */
  displayPhoneNumber?: string;
  /** The callback URL webhooks go to (can also be set later on the handle). */
  webhookUrl?: string;
  /** Template names the account has (any language); absent: every name is accepted. */
  templates?: string[];
  /** Folder that receives dataDir/whatsapp/<time>-<seq>-<template>.json per accepted message. */
  dataDir?: string;
}

export interface FakeWhatsApp {
  /** http://127.0.0.1:port (the Graph root: WHATSAPP_API_URL) */
  url: string;
  /** Where webhooks go; undefined: nowhere (deliver* throw). */
  webhookUrl: string | undefined;
  /** Folder of the recorded messages, when a dataDir was given. */
  messageDir?: string;
  /** Every accepted message, oldest first. */
  sent: SentWhatsApp[];
  /** Send requests received (accepted or refused). */
  requests: number;
  /** Numbers (digits, with or without '+') answered 131026 'Message undeliverable'. */
  notOnWhatsApp: Set<string>;
  /** The next `count` sends answer 429 / 130429 'Rate limit hit'. */
  rateLimit(count: number): void;
  /** The next `count` sends answer 500 / 131000 'Something went wrong'. */
  failNext(count: number): void;
  /** The next `count` sends are accepted and recorded, but the connection is cut before the answer. */
  dropAnswers(count: number): void;
  /** The first accepted message (already or within timeoutMs, default 10 s) that matches predicate. */
  waitFor(predicate: (message: SentWhatsApp) => boolean, timeoutMs?: number): Promise<SentWhatsApp>;
  /**
   * Posts a signed status webhook for `messageId` (of a recorded message, or any id with `recipient`);
   * a 'failed' status carries `error` (default 131026). Answers the callback's HTTP status.
   */
  deliverStatus(messageId: string, status: WhatsAppStatus, options?: StatusOptions): Promise<number>;
  /**
   * The raw JSON body of the status webhook deliverStatus posts (unsigned: `sign` it), for a caller
   * that posts it itself (the bench's load of signed webhooks). Throws like deliverStatus.
   */
  statusWebhook(messageId: string, status: WhatsAppStatus, options?: StatusOptions): string;
  /**
   * Posts a signed incoming-message webhook from `from` (digits): a text, or the press of a
   * template's quick-reply button (`button`, in `context` of the message `replyTo`). Answers the
   * callback's HTTP status and the incoming message's id.
   */
  deliverReply(
    from: string,
    reply: { text: string } | { button: { text: string; payload: string }; replyTo: string },
    options?: { name?: string; timestamp?: Date },
  ): Promise<{ status: number; id: string }>;
  /** Posts `body` (an object: serialized; a string: as is) to the webhook signed with `secret` (default the app secret). */
  postWebhook(body: unknown, secret?: string): Promise<number>;
  /** Meta's GET subscription check with `verifyToken`: the callback's status and body. */
  verifyWebhook(verifyToken: string): Promise<{ status: number; body: string }>;
  /** Meta's signature header value for a raw body: 'sha256=<hex>'. */
  sign(rawBody: string, secret?: string): string;
  stop(): Promise<void>;
}

/** Meta's Graph error object (the HTTP body of a refused call). */
function graphError(code: number, message: string, type = 'OAuthException', details?: string) {
  return {
    error: {
      message,
      type,
      code,
      ...(details ? { error_data: { messaging_product: 'whatsapp', details } } : {}),
      fbtrace_id: randomBytes(12).toString('base64url'),
    },
  };
}

const digits = (phone: string) => phone.replace(/\D/g, '');
const unixSeconds = (date: Date) => String(Math.floor(date.getTime() / 1000));
/** A WhatsApp message id as Meta writes them: 'wamid.' + base64. */
const messageId = () => `wamid.${randomBytes(24).toString('base64').replace(/=+$/, '')}`;

export async function startFakeWhatsApp(options: FakeWhatsAppOptions): Promise<FakeWhatsApp> {
  const displayPhoneNumber = options.displayPhoneNumber ?? '96170000000';
  const messageDir = options.dataDir ? join(options.dataDir, 'whatsapp') : undefined;
  if (messageDir) mkdirSync(messageDir, { recursive: true });
  const arrivals = new EventEmitter();
  let rateLimited = 0;
  let failing = 0;
  let dropping = 0;

  const sign = (rawBody: string, secret = options.appSecret) => `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;
  const envelope = (value: Record<string, unknown>) => ({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', metadata: { display_phone_number: displayPhoneNumber, phone_number_id: options.phoneNumberId }, ...value } }],
      },
    ],
  });

  const fake: Omit<FakeWhatsApp, 'url' | 'stop'> = {
    webhookUrl: options.webhookUrl,
    messageDir,
    sent: [],
    requests: 0,
    notOnWhatsApp: new Set(),
    rateLimit(count) {
      rateLimited = count;
    },
    dropAnswers(count) {
      dropping = count;
    },
    failNext(count) {
      failing = count;
    },
    waitFor(predicate, timeoutMs = 10_000) {
      const found = fake.sent.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const onMessage = (message: SentWhatsApp) => {
          if (!predicate(message)) return;
          clearTimeout(timer);
          arrivals.off('message', onMessage);
          resolve(message);
        };
        const timer = setTimeout(() => {
          arrivals.off('message', onMessage);
          const seen = fake.sent.map((m) => `${m.template?.name ?? m.type} to ${m.to}`).join('; ') || 'none';
          reject(new Error(`no matching WhatsApp message within ${timeoutMs} ms (sent: ${seen})`));
        }, timeoutMs);
        arrivals.on('message', onMessage);
      });
    },
    sign,
    async postWebhook(body, secret) {
      if (!fake.webhookUrl) throw new Error('the fake WhatsApp has no webhookUrl');
      const raw = typeof body === 'string' ? body : JSON.stringify(body);
      const response = await fetch(fake.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': sign(raw, secret) },
        body: raw,
      });
      await response.arrayBuffer();
      return response.status;
    },
    deliverStatus(id, status, options) {
      return fake.postWebhook(fake.statusWebhook(id, status, options));
    },
    statusWebhook(id, status, { recipient, error, timestamp = new Date() } = {}) {
      const message = fake.sent.find((m) => m.id === id);
      const recipientId = recipient ? digits(recipient) : message?.waId;
      if (!recipientId) throw new Error(`deliverStatus: no recorded message ${id} and no recipient given`);
      const failure = error ?? { code: 131026, title: 'Message undeliverable', message: 'Message undeliverable', error_data: { details: 'Message Undeliverable.' } };
      return JSON.stringify(
        envelope({
          statuses: [
            {
              id,
              status,
              timestamp: unixSeconds(timestamp),
              recipient_id: recipientId,
              ...(typeof message?.body.biz_opaque_callback_data === 'string' ? { biz_opaque_callback_data: message.body.biz_opaque_callback_data } : {}),
              ...(status === 'failed'
                ? { errors: [failure] }
                : { pricing: { billable: true, pricing_model: 'PMP', category: 'utility', type: 'regular' } }),
            },
          ],
        }),
      );
    },
    async deliverReply(from, reply, { name = 'Customer', timestamp = new Date() } = {}) {
      const id = messageId();
      const waId = digits(from);
      const content =
        'text' in reply
          ? { type: 'text', text: { body: reply.text } }
          : { context: { from: displayPhoneNumber, id: reply.replyTo }, type: 'button', button: { payload: reply.button.payload, text: reply.button.text } };
      const status = await fake.postWebhook(
        envelope({ contacts: [{ profile: { name }, wa_id: waId }], messages: [{ from: waId, id, timestamp: unixSeconds(timestamp), ...content }] }),
      );
      return { status, id };
    },
    async verifyWebhook(verifyToken) {
      if (!fake.webhookUrl) throw new Error('the fake WhatsApp has no webhookUrl');
      const url = new URL(fake.webhookUrl);
      const challenge = String(Math.floor(Math.random() * 1e9));
      url.searchParams.set('hub.mode', 'subscribe');
      url.searchParams.set('hub.verify_token', verifyToken);
      url.searchParams.set('hub.challenge', challenge);
      const response = await fetch(url);
      return { status: response.status, body: await response.text() };
    },
  };

  /** Answers one send request: Meta's success body or error object, with its HTTP status. */
  const answerSend = (phoneNumberId: string, authorization: string | undefined, body: Record<string, unknown> | null): [number, unknown] => {
    fake.requests++;
    if (authorization !== `Bearer ${options.accessToken}`) {
      return [401, graphError(190, 'Invalid OAuth access token - Cannot parse access token')];
    }
    if (phoneNumberId !== options.phoneNumberId) {
      return [
        400,
        graphError(
          100,
          `Unsupported post request. Object with ID '${phoneNumberId}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
          'GraphMethodException',
        ),
      ];
    }
    if (!body) return [400, graphError(100, '(#100) Invalid parameter', 'OAuthException', 'The request body is not JSON.')];
    if (body.messaging_product !== 'whatsapp') {
      return [400, graphError(100, '(#100) The parameter messaging_product is required.', 'OAuthException')];
    }
    const to = typeof body.to === 'string' ? body.to : '';
    if (!to) return [400, graphError(131008, '(#131008) Required parameter is missing', 'OAuthException', 'The parameter to is required.')];
    const type = typeof body.type === 'string' ? body.type : 'text';
    const template = body.template as { name?: unknown; language?: { code?: unknown } } | undefined;
    if (type === 'template') {
      if (typeof template?.name !== 'string' || typeof template.language?.code !== 'string') {
        return [400, graphError(131008, '(#131008) Required parameter is missing', 'OAuthException', 'template.name and template.language.code are required.')];
      }
      if (options.templates && !options.templates.includes(template.name)) {
        return [404, graphError(132001, '(#132001) Template name does not exist in the translation', 'OAuthException', `template name (${template.name}) does not exist in ${template.language.code}`)];
      }
    } else if (type === 'text') {
      const text = body.text as { body?: unknown } | undefined;
      if (typeof text?.body !== 'string' || !text.body) return [400, graphError(131008, '(#131008) Required parameter is missing', 'OAuthException', 'text.body is required.')];
    } else {
      return [400, graphError(100, '(#100) Invalid parameter', 'OAuthException', `Unsupported message type ${type}.`)];
    }
    if (rateLimited > 0) {
      rateLimited--;
      return [429, graphError(130429, '(#130429) Rate limit hit', 'OAuthException', 'Cloud API message throughput has been reached.')];
    }
    if (failing > 0) {
      failing--;
      return [500, graphError(131000, '(#131000) Something went wrong', 'OAuthException', 'Something went wrong.')];
    }
    const waId = digits(to);
    if (fake.notOnWhatsApp.has(waId) || fake.notOnWhatsApp.has(`+${waId}`)) {
      return [400, graphError(131026, '(#131026) Message undeliverable', 'OAuthException', 'Message Undeliverable.')];
    }
    const id = messageId();
    const message: SentWhatsApp = {
      id,
      to,
      waId,
      type,
      ...(type === 'template' ? { template: { name: String(template!.name), language: String(template!.language!.code) } } : {}),
      body,
      receivedAt: new Date(),
    };
    if (messageDir) {
      const time = message.receivedAt.toISOString().replace(/[:.]/g, '-');
      const label = (message.template?.name ?? type).replace(/[^a-z0-9_]+/gi, '-');
      writeFileSync(join(messageDir, `${time}-${String(fake.sent.length).padStart(4, '0')}-${label}.json`), `${JSON.stringify({ id, ...body }, null, 2)}\n`);
    }
    fake.sent.push(message);
    arrivals.emit('message', message);
    return [200, { messaging_product: 'whatsapp', contacts: [{ input: to, wa_id: waId }], messages: [{ id, ...(type === 'template' ? { message_status: 'accepted' } : {}) }] }];
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    const match = /^\/(v\d+\.\d+)\/([^/]+)\/messages$/.exec(path);
    let status: number;
    let answer: unknown;
    if (!match) {
      [status, answer] = [400, graphError(2500, 'Unknown path components: ' + path, 'OAuthException')];
    } else if (request.method !== 'POST') {
      [status, answer] = [400, graphError(100, '(#100) Unsupported request method', 'GraphMethodException')];
    } else {
      let body: Record<string, unknown> | null = null;
      try {
        const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        body = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
      } catch {
        body = null;
      }
      [status, answer] = answerSend(decodeURIComponent(match[2]), request.headers.authorization, body);
      if (status === 200 && dropping > 0) {
        dropping--;
        request.socket.destroy(); // accepted and recorded; the answer is lost
        return;
      }
    }
    response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', 'x-fb-trace-id': randomBytes(8).toString('base64url') });
    response.end(JSON.stringify(answer));
  };

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      response.writeHead(500).end();
    });
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  }) as FakeWhatsApp;
}
