/**
 * The worker's WhatsApp sends (issue 38 items 3 and 4). `send` works a 'whatsapp-message' job: unless
 * the appointment has overtaken it (moved, cancelled, started: domain/whatsapp-notices.ts) or it went
 * already, it asks onboarding for the customer's consented number NOW (no consent, or withdrawn: nothing
 * is sent), sends the template in the customer's language (../whatsapp/templates.ts), records it in
 * `whatsapp_sent` (appointment, kind, version, Meta's message id, language: receipts join on the id) and
 * queues the delivery check 10 minutes later. A retryable refusal (429/130429, 5xx) throws, so BullMQ
 * retries with backoff; a final one (e.g. 131026: not on WhatsApp) or the last attempt's falls back to
 * e-mail. A send cut short (no answer from Meta, or a crash before the save) is never sent twice: its
 * retry records it when Meta reported it by its key (biz_opaque_callback_data 'whatsapp-sent:<id>'),
 * else falls back to e-mail.
 * The fallback ('whatsapp-fallback' jobs, notifications queue, one per message: deterministic id) sends
 * the notice's e-mail twin within minutes, once (`fallbackAt`): at once for a refusal or a failed status
 * (`fallBackToEmail`, for the webhook's processing), after the check when no 'delivered' (or 'read')
 * came within DELIVERY_CHECK_MS; where SMS is configured, its SMS twin too, once (`smsAt`).
 */
import type { Queue } from 'bullmq';
import type { CustomerLocale, CustomerProfile } from '@cabinetry/shared/contracts';
import type { WhatsAppMessageKind } from '@cabinetry/shared/contracts/whatsapp';
import { emailLocale } from '@cabinetry/shared/i18n/emails';
import { logger } from '@cabinetry/shared/server/logger';
import { type NotificationJob, notificationJobId, type WhatsAppFallbackJob } from '@cabinetry/shared/server/queues';
import { jobTrace } from '@cabinetry/shared/server/tracing';
import type { SchedulingConfig } from '../config';
import { isWhatsAppReminder, overtaken } from '../domain/whatsapp-notices';
import type { AppointmentDoc, AppointmentModel } from '../models/appointment';
import { reportedSend, type WhatsAppStatusModel } from '../models/whatsapp-message';
import type { WhatsAppSentDoc, WhatsAppSentModel } from '../models/whatsapp-sent';
import { WHATSAPP_UNDELIVERABLE, WhatsAppApiError, type WhatsAppClient } from '../whatsapp/cloud-api';
import { whatsAppTemplate } from '../whatsapp/templates';
import { SmsApiError } from '../sms/twilio';
import { JOB_OPTIONS } from './outbox';

/**
 * The WhatsApp worker's BullMQ limiter: at most 20 sends a second per worker process, well inside the
 * Cloud API's 80 messages a second per business number (and a retry of a 130429 backs off anyway).
 */
export const WHATSAPP_SEND_LIMIT = { max: 20, duration: 1_000 } as const;

/** How long after a send a message must have been delivered before its e-mail twin goes (ms). */
export const DELIVERY_CHECK_MS = 10 * 60 * 1000;

export interface WhatsAppSendDeps {
  config: SchedulingConfig;
  appointments: AppointmentModel;
  sent: WhatsAppSentModel;
  statuses: WhatsAppStatusModel;
  /** null: the channel is off */
  client: WhatsAppClient | null;
  /** where the fallbacks and delivery checks are queued */
  notifications: Queue<NotificationJob>;
  /** the customer's profile from onboarding, consent included (throws when onboarding does not answer) */
  customer(customerId: string): Promise<CustomerProfile>;
  /** the appointment's manage page in `locale` */
  manageUrl(appt: AppointmentDoc, locale: CustomerLocale): string;
  /** Sends `message`'s e-mail twin for `appt` once; answers what it did. */
  emailTwin(appt: AppointmentDoc, message: WhatsAppMessageKind, version: number): Promise<string>;
  /** Sends `message`'s SMS twin for `appt` (throws SmsApiError); null: SMS is not configured. */
  smsTwin: ((appt: AppointmentDoc, message: WhatsAppMessageKind) => Promise<string>) | null;
  now: () => Date;
}

/** The biz_opaque_callback_data a template is sent with: its record's id, which Meta repeats in the message's statuses. */
const callbackDataOf = (record: Pick<WhatsAppSentDoc, '_id'>) => `whatsapp-sent:${record._id.toString()}`;

/** A message named by its appointment, kind and version. */
type MessageKey = Pick<WhatsAppFallbackJob, 'appointmentId' | 'message' | 'version'>;

export function whatsAppSender(deps: WhatsAppSendDeps) {
  const { config, appointments, sent, statuses, client, notifications, now } = deps;
  const indexed = sent.init(); // the unique (appointment, kind, version) index guards every first write

  async function queueFallback({ appointmentId, message, version }: MessageKey, check: boolean) {
    const job: WhatsAppFallbackJob = { kind: 'whatsapp-fallback', appointmentId, message, version, ...(check ? { check } : {}) };
    await notifications.add(job.kind, { ...job, trace: jobTrace() }, { ...JOB_OPTIONS, jobId: notificationJobId(job), ...(check ? { delay: DELIVERY_CHECK_MS } : {}) });
  }

  /** Queues the e-mail twin of `record` now, noting why (the first reason stays). */
  async function fallBack(record: WhatsAppSentDoc, reason: string): Promise<void> {
    await sent.updateOne({ appointmentId: record.appointmentId, kind: record.kind, version: record.version, fallbackReason: null }, { $set: { fallbackReason: reason } });
    await queueFallback({ appointmentId: record.appointmentId, message: record.kind, version: record.version }, false);
  }

  /** Records `record` sent as Meta's `messageId` at `at`; a reminder marks its appointment reminded on WhatsApp. */
  async function recordSent(record: WhatsAppSentDoc, appt: AppointmentDoc, messageId: string, at: Date): Promise<void> {
    await sent.updateOne({ _id: record._id }, { $set: { state: 'sent', messageId, sentAt: at } });
    // the no-show report's channel: this appointment was reminded on WhatsApp
    if (isWhatsAppReminder(record.kind)) await appointments.updateOne({ _id: appt._id }, { $set: { remindedOnWhatsApp: true } }, { timestamps: false });
    logger.info({ appointmentId: record.appointmentId, message: record.kind, version: record.version, messageId }, 'WhatsApp message sent');
  }

  /** Works a 'whatsapp-message' job; `finalAttempt`: BullMQ will not retry it again. Answers its outcome for the job's log. */
  async function send(key: MessageKey, finalAttempt: boolean): Promise<string> {
    const { appointmentId, message, version } = key;
    const wa = config.whatsapp;
    if (!wa || !client) return 'channel off';
    await indexed;
    const appt = await appointments.findById(appointmentId).lean<AppointmentDoc>();
    if (!appt) return 'appointment gone';
    const why = overtaken(message, version, appt, now());
    if (why) return `not sent: ${why}`;
    const filter = { appointmentId, kind: message, version };
    const existing = await sent.findOne(filter).lean<WhatsAppSentDoc>();
    if (existing?.state === 'sent') {
      await queueFallback(key, true); // (again) in case the first try stopped before queueing it
      return 'already sent';
    }
    if (existing?.state === 'refused') return 'already refused';
    if (existing) {
      // cut short: Meta may have it, so never a second message; recorded if Meta reported it, else e-mailed
      const reported = await reportedSend(statuses, callbackDataOf(existing));
      if (!reported) {
        await fallBack(existing, 'interrupted');
        return 'a send was cut short: e-mail instead';
      }
      await recordSent(existing, appt, reported.messageId, reported.at ?? now());
      await queueFallback(key, true);
      return 'sent before an interruption (reported by WhatsApp)';
    }
    const customer = await deps.customer(appt.customerId);
    if (!customer.whatsAppNumber) return 'no WhatsApp consent: not sent';
    const locale = emailLocale(customer.locale);
    const request = whatsAppTemplate(message, {
      to: customer.whatsAppNumber,
      locale,
      template: wa.templates[message],
      facts: { start: appt.appointmentDate, appointmentType: appt.appointmentType, designerName: appt.designerName },
      manageUrl: deps.manageUrl(appt, locale),
    });
    const record = (await sent.create({ ...filter, customerId: appt.customerId, state: 'sending', language: request.template.language.code, template: request.template.name })).toObject();
    try {
      const { messageId } = await client.sendTemplate({ ...request, biz_opaque_callback_data: callbackDataOf(record) });
      await recordSent(record, appt, messageId, now());
    } catch (err) {
      if (!(err instanceof WhatsAppApiError)) throw err;
      if (err.unanswered && !finalAttempt) throw err; // Meta may have it: the retry finds it 'sending'
      if (err.retryable && !finalAttempt) {
        await sent.deleteOne({ _id: record._id, state: 'sending' }); // nothing went: the retry sends
        throw err;
      }
      await sent.updateOne({ _id: record._id }, { $set: { state: 'refused', errorCode: err.code } });
      await fallBack(record, err.code === WHATSAPP_UNDELIVERABLE ? 'not on WhatsApp' : 'refused');
      logger.warn({ appointmentId, message, version, code: err.code, status: err.status }, 'WhatsApp message refused: e-mail instead');
      return `refused (${err.code}): e-mail instead`;
    }
    await queueFallback(key, true);
    return 'sent';
  }

  /**
   * The SMS twin of `record`, once: a refusal for good is recorded, not retried; a request that got no
   * answer counts as sent (the provider may have it); 429 and 5xx throw, so the job retries.
   */
  async function smsOnce(record: WhatsAppSentDoc, appt: AppointmentDoc): Promise<string> {
    const twin = deps.smsTwin!;
    try {
      const outcome = await twin(appt, record.kind);
      await sent.updateOne({ _id: record._id }, { $set: { smsAt: now() } });
      return outcome;
    } catch (err) {
      if (!(err instanceof SmsApiError) || err.retryable) throw err;
      await sent.updateOne({ _id: record._id }, { $set: err.status === 0 ? { smsAt: now() } : { smsErrorCode: err.code } });
      logger.warn({ appointmentId: record.appointmentId, message: record.kind, code: err.code, status: err.status }, 'SMS twin not confirmed');
      return err.status === 0 ? 'SMS sent (no answer)' : `SMS refused (${err.code})`;
    }
  }

  /** Works a 'whatsapp-fallback' job: the e-mail twin (and SMS twin), unless already sent, overtaken, or (a check) delivered meanwhile. */
  async function fallback({ appointmentId, message, version, check }: WhatsAppFallbackJob): Promise<string> {
    const record = await sent.findOne({ appointmentId, kind: message, version }).lean<WhatsAppSentDoc>();
    if (!record) return 'nothing was sent';
    const smsDue = deps.smsTwin !== null && !record.smsAt && record.smsErrorCode == null;
    if (record.fallbackAt && !smsDue) return 'already e-mailed';
    if (check) {
      const status = record.messageId ? await statuses.findOne({ messageId: record.messageId }, { status: 1 }).lean() : null;
      if (status?.status === 'delivered' || status?.status === 'read') return 'delivered';
      await sent.updateOne({ _id: record._id, fallbackReason: null }, { $set: { fallbackReason: 'undelivered' } });
    }
    const appt = await appointments.findById(appointmentId).lean<AppointmentDoc>();
    if (!appt) return 'appointment gone';
    const why = overtaken(message, version, appt, now());
    if (why) return `no e-mail: ${why}`;
    let outcome = 'already e-mailed';
    if (!record.fallbackAt) {
      outcome = await deps.emailTwin(appt, message, version);
      await sent.updateOne({ _id: record._id, fallbackAt: null }, { $set: { fallbackAt: now() } });
    }
    return smsDue ? `${outcome}; ${await smsOnce(record, appt)}` : outcome;
  }

  /**
   * Falls back to e-mail for the message Meta names `messageId` (a 'failed' status, e.g. 131026, from
   * the webhook): queues its e-mail twin once. Answers false when no message of ours has that id.
   */
  async function fallBackToEmail(messageId: string): Promise<boolean> {
    const record = await sent.findOne({ messageId }).lean<WhatsAppSentDoc>();
    if (!record) return false;
    await fallBack(record, 'failed');
    return true;
  }

  return { send, fallback, fallBackToEmail };
}
