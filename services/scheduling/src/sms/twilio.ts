/**
 * A small typed client of Twilio's Messages API (`POST {apiUrl}/2010-04-01/Accounts/{AccountSid}/Messages.json`,
 * form-encoded To, From and Body, Basic auth with the account SID and auth token), for the SMS twins
 * of WhatsApp messages that were not delivered. Why not the twilio package: this is one call, and its
 * client cannot be pointed at the fake provider the tests use.
 */
import type { SmsConfig } from '../config';

/** A message Twilio refused, or that never got an answer. */
export class SmsApiError extends Error {
  constructor(
    message: string,
    /** HTTP status (0: no answer: network error or timeout; Twilio may have taken the message) */
    readonly status: number,
    /** Twilio's error code (e.g. 21211 invalid 'To' number, 21610 unsubscribed recipient; 0 without a Twilio error body) */
    readonly code: number,
  ) {
    super(message);
    this.name = 'SmsApiError';
  }

  /** Whether the same message may be taken later: Twilio answered 429 or 5xx (and so did not take it). */
  get retryable(): boolean {
    return this.status === 429 || this.status >= 500;
  }
}

export interface SmsClient {
  /** Sends `body` to `to` (E.164, '+' and digits); answers Twilio's message SID ('SM…'). Throws SmsApiError. */
  send(to: string, body: string): Promise<string>;
}

/** A client for `config`; `timeoutMs` (default 10 s) bounds each request. */
export function createSmsClient(config: SmsConfig, { timeoutMs = 10_000 } = {}): SmsClient {
  const endpoint = `${config.apiUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  return {
    async send(to, body) {
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ To: to, From: config.from, Body: body }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new SmsApiError(`SMS API unreachable: ${(error as Error).message}`, 0, 0);
      }
      const answer = (await response.json().catch(() => undefined)) as { sid?: unknown; code?: unknown; message?: unknown } | undefined;
      if (response.ok && typeof answer?.sid === 'string') return answer.sid;
      const code = typeof answer?.code === 'number' ? answer.code : 0;
      throw new SmsApiError(`SMS API refused the message: HTTP ${response.status}${code ? `, code ${code}` : ''}${typeof answer?.message === 'string' ? ` (${answer.message})` : ''}`, response.status, code);
    },
  };
}
