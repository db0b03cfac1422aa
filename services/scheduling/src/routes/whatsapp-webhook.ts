/**
 * Meta's WhatsApp webhook (issue 38 item 6), anonymous and budgeted per client ('webhooks'):
 * - GET /api/webhooks/whatsapp: Meta's subscription check; hub.mode 'subscribe' and
 *   hub.verify_token equal to WHATSAPP_VERIFY_TOKEN (compared in constant time) answer hub.challenge
 *   as text/plain, anything else 403 `webhook_verify_refused`.
 * - POST /api/webhooks/whatsapp: the raw bytes are checked against X-Hub-Signature-256 with
 *   WHATSAPP_APP_SECRET before anything is parsed (403 `webhook_signature_invalid`), then read as
 *   Meta's webhook shape (400), queued for the worker (jobs/whatsapp-webhook.ts) and answered 200 at
 *   once. Redis down: 503 `unavailable`, and Meta delivers again later. The body is capped by the
 *   service's JSON limit (413).
 * Both answer 503 `whatsapp_not_configured` while the channel is off (WHATSAPP_* unset).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { validate } from '@cabinetry/shared/contracts/validate';
import { whatsAppWebhookSchema } from '@cabinetry/shared/contracts/whatsapp';
import { HttpError } from '@cabinetry/shared/server/errors';
import { logger } from '@cabinetry/shared/server/logger';
import type { SchedulingDeps, SchedulingHandlers } from '../deps';
import { isSignedByMeta } from '../whatsapp/cloud-api';

/** Whether two secrets are equal, in time independent of where they differ (digests: equal lengths). */
const sameSecret = (given: string, expected: string) => timingSafeEqual(createHash('sha256').update(given).digest(), createHash('sha256').update(expected).digest());

export function whatsAppWebhookHandlers({ config, whatsAppInbox }: SchedulingDeps): Pick<SchedulingHandlers, 'verifyWhatsAppWebhook' | 'receiveWhatsAppWebhook'> {
  const channel = () => {
    if (!config.whatsapp) throw new HttpError(503, 'WhatsApp is not configured on this server', { code: 'whatsapp_not_configured' });
    return config.whatsapp;
  };
  return {
    verifyWhatsAppWebhook: async (c, { query, budget }) => {
      await budget.spend(c);
      const { verifyToken } = channel();
      const challenge = query['hub.challenge'];
      if (query['hub.mode'] !== 'subscribe' || !sameSecret(query['hub.verify_token'] ?? '', verifyToken) || !challenge) {
        throw new HttpError(403, 'Webhook verification refused', { code: 'webhook_verify_refused' });
      }
      return c.text(challenge, 200, { 'Cache-Control': 'no-store' });
    },
    receiveWhatsAppWebhook: async (c, { budget }) => {
      await budget.spend(c);
      const { appSecret } = channel();
      const raw = new Uint8Array(await c.req.arrayBuffer());
      if (!isSignedByMeta(raw, c.req.header('x-hub-signature-256'), appSecret)) {
        throw new HttpError(403, 'The webhook signature is missing or wrong', { code: 'webhook_signature_invalid' });
      }
      let body: unknown;
      try {
        body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(raw));
      } catch {
        throw new HttpError(400, 'The webhook body is not JSON', { code: 'malformed_body' });
      }
      const webhook = validate(whatsAppWebhookSchema, body);
      if (!webhook.ok) throw new HttpError(400, 'The webhook body is not a WhatsApp webhook', { code: 'invalid_request' });
      try {
        await whatsAppInbox.add(raw, webhook.value);
      } catch (err) {
        logger.warn({ err: (err as Error).message }, 'WhatsApp webhook not queued; Meta will deliver it again');
        throw new HttpError(503, 'The webhook could not be queued: try again', { code: 'unavailable' });
      }
      return c.json({ success: true as const });
    },
  };
}
