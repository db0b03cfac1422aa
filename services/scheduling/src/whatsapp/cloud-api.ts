/**
 * A small typed client of Meta's WhatsApp Cloud API (`POST {apiUrl}/{version}/{phone-number-id}/messages`,
 * Bearer WHATSAPP_TOKEN) and the check of the webhooks' signature. Requests and answers are
 * Meta's shapes (`@cabinetry/shared/contracts/whatsapp`); answers are validated, so a changed API
 * fails loudly instead of storing nonsense. Why not whatsapp-api-js: the product sends templates
 * only and checks one header; this is the whole of that, typed by the contracts the fake is held to.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { validate } from '@cabinetry/shared/contracts/validate';
import { graphErrorSchema, type WhatsAppTemplateMessage, type WhatsAppTextMessage, whatsAppSendResponseSchema } from '@cabinetry/shared/contracts/whatsapp';
import type { WhatsAppConfig } from '../config';

/** The Graph API version the client calls (Meta supports each for about two years). */
export const GRAPH_API_VERSION = 'v23.0';

/**
 * Graph error codes worth retrying later (with backoff): throughput and pair rate limits, Meta's
 * own transient failures. Anything else (a bad number, 131026 not on WhatsApp, a missing template,
 * a wrong token) fails the same way again.
 */
const RETRYABLE_CODES = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131056, 133004]);

/** A send Meta refused, or that never got an answer. */
export class WhatsAppApiError extends Error {
  constructor(
    message: string,
    /** HTTP status (0: no answer: network error or timeout) */
    readonly status: number,
    /** Meta's error code (0 when there was no Graph error body) */
    readonly code: number,
    /** whether the same send may succeed later */
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'WhatsAppApiError';
  }

  /** No answer came (network error, timeout): Meta may have accepted the message all the same. */
  get unanswered(): boolean {
    return this.status === 0;
  }
}

/** Meta's error code for a recipient that cannot get WhatsApp messages (not on WhatsApp, old client…). */
export const WHATSAPP_UNDELIVERABLE = 131026;

export interface WhatsAppSent {
  /** 'wamid.…': what the status and reply webhooks name */
  messageId: string;
  /** the recipient's WhatsApp id (digits) */
  waId: string;
}

export interface WhatsAppClient {
  /** Sends a template message; throws WhatsAppApiError when Meta refuses it or does not answer within the timeout. */
  sendTemplate(message: WhatsAppTemplateMessage): Promise<WhatsAppSent>;
  /** Sends a free-form text (only within the customer's 24-hour window); throws as sendTemplate. */
  sendText(message: WhatsAppTextMessage): Promise<WhatsAppSent>;
}

/** A client for `config`; `timeoutMs` (default 10 s) bounds each request. */
export function createWhatsAppClient(config: Pick<WhatsAppConfig, 'apiUrl' | 'token' | 'phoneNumberId'>, { timeoutMs = 10_000 } = {}): WhatsAppClient {
  const endpoint = `${config.apiUrl.replace(/\/+$/, '')}/${GRAPH_API_VERSION}/${encodeURIComponent(config.phoneNumberId)}/messages`;
  const api = {
    async send(message: WhatsAppTemplateMessage | WhatsAppTextMessage): Promise<WhatsAppSent> {
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: { authorization: `Bearer ${config.token}`, 'content-type': 'application/json' },
          body: JSON.stringify(message),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new WhatsAppApiError(`WhatsApp API unreachable: ${(error as Error).message}`, 0, 0, true);
      }
      const body: unknown = await response.json().catch(() => undefined);
      if (response.ok) {
        const parsed = validate(whatsAppSendResponseSchema, body);
        if (!parsed.ok) throw new WhatsAppApiError('WhatsApp API answered an unexpected body', response.status, 0, false);
        return { messageId: parsed.value.messages[0].id, waId: parsed.value.contacts[0].wa_id };
      }
      const failure = validate(graphErrorSchema, body);
      if (!failure.ok) throw new WhatsAppApiError(`WhatsApp API answered HTTP ${response.status}`, response.status, 0, response.status >= 500 || response.status === 429);
      const { code, message: text, fbtrace_id: trace } = failure.value.error;
      const retryable = RETRYABLE_CODES.has(code) || response.status >= 500;
      throw new WhatsAppApiError(`WhatsApp API refused the message: ${text} (code ${code}, trace ${trace})`, response.status, code, retryable);
    },
  };
  return { sendTemplate: api.send, sendText: api.send };
}

/**
 * Whether `header` (X-Hub-Signature-256: 'sha256=<hex>') is the HMAC-SHA256 of the raw request body
 * with the app secret, compared in constant time. The body must be the bytes as received (not
 * re-serialized JSON).
 */
export function isSignedByMeta(rawBody: Uint8Array | string, header: string | undefined, appSecret: string): boolean {
  const given = /^sha256=([0-9a-f]{64})$/i.exec(header?.trim() ?? '')?.[1];
  if (!given) return false;
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}
