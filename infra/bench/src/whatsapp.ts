/**
 * The WhatsApp figures of `npm run bench` (issue 38 item 9), against the whole system and its fake
 * WhatsApp Cloud API (in the bench's process, so its clock is the bench's):
 * - confirmationLatencies: customers who ticked the WhatsApp box book one slot each, `concurrency`
 *   at a time; for each, ms from the booking's 201 to the fake recording the confirmation template;
 * - webhookIntake: signed status webhooks (each body different: real message ids, statuses, times)
 *   through the gateway to POST /api/webhooks/whatsapp, beside a baseline measured the same way just
 *   before (./request-load.ts): Meta's GET subscription check of the same route with no token, which
 *   takes the same hops (gateway, scheduling, the route's budget in Redis) and is refused (403)
 *   without a signature to check, a body to read or a job to queue;
 * - forgedWebhooks: webhooks signed with another secret, unsigned, or altered after signing: how
 *   many the route refuses (401/403).
 */
import { randomBytes } from 'node:crypto';
import { request } from 'undici';
import { WHATSAPP_CONSENT_VERSION } from '@cabinetry/shared/contracts';
import type { FakeWhatsApp } from '@cabinetry/local/providers';
import { measureRequests, type RequestLoadResult } from './request-load';
import { urlOf } from '@cabinetry/shared/contracts/api/client';

/** The template the confirmation goes out with (scheduling's WHATSAPP_TEMPLATE_DEFAULTS, unset here). */
const CONFIRMATION_TEMPLATE = 'appointment_confirmation';
const WEBHOOK_PATH = urlOf('receiveWhatsAppWebhook');

/** A Lebanese mobile number of its own for bench customer `i` ('+96176' and six digits). */
const benchPhone = (i: number) => `+96176${String(i).padStart(6, '0')}`;

/** Step 1 with the WhatsApp box ticked for `phone`; answers the customer's id and session cookie. */
async function consentingCustomer(gateway: string, i: number): Promise<{ id: string; cookie: string }> {
  const res = await request(`${gateway}${urlOf('saveStep1')}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      customerInfo: { firstName: 'Bench', lastName: `WhatsApp ${i}`, email: `bench-wa-${i}@example.com`, phone: benchPhone(i), projectAddress: '', projectDetails: 'residential', projectTimeline: '', budget: '' },
      projectTypes: { kitchen: true, wardrobe: false },
      whatsApp: { optIn: true, wordingVersion: WHATSAPP_CONSENT_VERSION },
    }),
  });
  const text = await res.body.text();
  if (res.statusCode !== 201) throw new Error(`step 1 answered ${res.statusCode}: ${text}`);
  const cookie = String(res.headers['set-cookie'] ?? '').split(';')[0];
  return { id: (JSON.parse(text) as { customerId: string }).customerId, cookie };
}

export interface ConfirmationTimings {
  /** ms from each booking's 201 to the fake recording its confirmation, in booking order */
  latencies: number[];
  /** the Cloud API's ids of those confirmations (for the status webhooks) */
  messageIds: string[];
}

/**
 * Books each of `slots` (appointmentDate strings) for a new consenting customer, `concurrency`
 * bookings at a time, and times each confirmation's hand-over to `fake` (waiting up to 60 s for each).
 * Throws when a booking is not answered 201.
 */
export async function confirmationLatencies(gateway: string, fake: FakeWhatsApp, slots: string[], { concurrency = 4 } = {}): Promise<ConfirmationTimings> {
  const latencies: number[] = new Array(slots.length);
  const messageIds: string[] = new Array(slots.length);
  let next = 0;
  const bookOne = async (i: number) => {
    const customer = await consentingCustomer(gateway, i);
    const waId = benchPhone(i).slice(1);
    const res = await request(`${gateway}${urlOf('bookAppointment')}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: customer.cookie },
      body: JSON.stringify({ appointmentType: 'in-person', appointmentDate: slots[i], customerId: customer.id }),
    });
    const bookedAt = Date.now(); // the answer's status line and headers are in
    const text = await res.body.text();
    if (res.statusCode !== 201) throw new Error(`booking ${slots[i]} answered ${res.statusCode}: ${text}`);
    const message = await fake.waitFor((m) => m.waId === waId && m.template?.name === CONFIRMATION_TEMPLATE, 60_000);
    latencies[i] = message.receivedAt.getTime() - bookedAt;
    messageIds[i] = message.id;
  };
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < slots.length) await bookOne(next++);
    }),
  );
  return { latencies, messageIds };
}

export interface WebhookIntake {
  /** GET /api/webhooks/whatsapp without a token (403), the same load just before */
  baseline: RequestLoadResult;
  webhook: RequestLoadResult;
}

const STATUSES = ['sent', 'delivered', 'read'] as const;

/**
 * `seconds` of signed status webhooks for the messages `messageIds` (sent, delivered, read in turn,
 * each body with its own time, so no two are alike) through `gateway`, after as long of the route's
 * GET without a token.
 */
export async function webhookIntake(gateway: string, fake: FakeWhatsApp, messageIds: string[], { seconds = 5, connections = 32 } = {}): Promise<WebhookIntake> {
  const origin = new URL(gateway).origin;
  const baseline = await measureRequests(origin, () => ({ method: 'GET', path: `${WEBHOOK_PATH}?hub.mode=subscribe&hub.challenge=1` }), { seconds, connections });
  const firstSecond = Date.now() - 24 * 3_600_000;
  const webhook = await measureRequests(
    origin,
    (i) => {
      const body = fake.statusWebhook(messageIds[i % messageIds.length], STATUSES[Math.floor(i / messageIds.length) % STATUSES.length], { timestamp: new Date(firstSecond + i * 1000) });
      return { method: 'POST', path: WEBHOOK_PATH, headers: { 'content-type': 'application/json', 'x-hub-signature-256': fake.sign(body) }, body };
    },
    { seconds, connections },
  );
  return { baseline, webhook };
}

/** The forgeries tried in turn: another app's secret, no signature, a body changed after signing. */
const FORGERIES: ((fake: FakeWhatsApp, body: string) => { headers: Record<string, string>; body: string })[] = [
  (fake, body) => ({ headers: { 'x-hub-signature-256': fake.sign(body, randomBytes(32).toString('hex')) }, body }),
  (_fake, body) => ({ headers: {}, body }),
  (fake, body) => ({ headers: { 'x-hub-signature-256': fake.sign(body) }, body: body.replace('"delivered"', '"read"') }),
];

/** Posts `count` forged status webhooks about `messageId` (8 at a time); answers how many were refused with 401 or 403, and the other statuses. */
export async function forgedWebhooks(gateway: string, fake: FakeWhatsApp, messageId: string, count: number): Promise<{ refused: number; others: Record<string, number> }> {
  let refused = 0;
  const others: Record<string, number> = {};
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < count) {
        const i = next++;
        const forged = FORGERIES[i % FORGERIES.length](fake, fake.statusWebhook(messageId, 'delivered', { timestamp: new Date(Date.now() + i * 1000) }));
        const res = await request(`${gateway}${WEBHOOK_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json', ...forged.headers }, body: forged.body });
        await res.body.dump();
        if (res.statusCode === 401 || res.statusCode === 403) refused++;
        else others[res.statusCode] = (others[res.statusCode] ?? 0) + 1;
      }
    }),
  );
  return { refused, others };
}
