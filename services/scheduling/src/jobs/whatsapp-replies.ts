/**
 * Acting on customers' WhatsApp answers (issue 38 item 5), on their own queue (WHATSAPP_REPLIES_QUEUE):
 * the webhook intake queues one job per customer message (job id from the message id, so a
 * redelivery acts once), holding the message id only; the worker reads the message the webhook job
 * recorded (retrying until it is there) and, for the customers who gave the sender's number
 * (onboarding's), acts on the templates' quick replies:
 * The appointment a reply is about: the one of the showroom's message it answers (its `context.id`,
 * kept as `replyTo`, joined through `whatsapp_sent`), else (no context) the customer's next active one.
 * - CONFIRM: that appointment is confirmed by the customer (`customerConfirmedAt`, set once; staff see
 *   it on the appointment);
 * - CHANGE_TIME: a free-form text with the appointment's manage link in the customer's language
 *   (inside the 24-hour window the reply opened), sent once per reply (`whatsapp_outbound`);
 * - CALL_ME: a call-back next action on the lead, for its owner (onboarding, once per message).
 * Opt-outs are the webhook job's (./whatsapp-webhook.ts); other texts stay recorded for the lead.
 * The same queue sends staff answers (`whatsapp-answer`, queued by routes/whatsapp-conversation.ts,
 * holding the answer's id only): sent once, only while the customer's consent holds for that number
 * (re-read from onboarding) and the 24-hour window is open; else marked refused, never sent.
 * A failure (onboarding or Meta down, a retryable Meta error) fails the attempt: BullMQ retries.
 * Free texts go at most once (sendOnce): a send whose answer was lost (timeout, crash before the
 * save) is not repeated but recognised by the status Meta reports with its key, or, never
 * reported by the last attempt, marked refused.
 */
import { type Job, Queue } from 'bullmq';
import { emailLocale, emailTranslator } from '@cabinetry/shared/i18n/emails';
import { isReplyPayload, type WhatsAppReplyPayload, type WhatsAppWebhook } from '@cabinetry/shared/contracts/whatsapp';
import { logger } from '@cabinetry/shared/server/logger';
import { redisConnection } from '@cabinetry/shared/server/queues';
import type { SchedulingConfig } from '../config';
import { manageLink, manageTokenKey, signManageToken } from '../domain/manage-token';
import { isOptOutMessage } from '../domain/whatsapp-opt-out';
import type { AppointmentDoc, AppointmentModel } from '../models/appointment';
import { reportedSend, whatsAppInboundModel, whatsAppOutboundModel, whatsAppStatusModel } from '../models/whatsapp-message';
import { whatsAppSentModel } from '../models/whatsapp-sent';
import { type WhatsAppClient, WhatsAppApiError } from '../whatsapp/cloud-api';
import { lastInboundAt, windowClosesAt } from '../domain/whatsapp-receipts';

/** The queue of customers' WhatsApp answers to act on (its own: the notifications worker records, this one acts). */
export const WHATSAPP_REPLIES_QUEUE = 'whatsapp-replies';

/** Act on the customer message `messageId` (Meta's id; the message itself is read from whatsapp_inbound). */
export interface WhatsAppReplyJob {
  kind: 'whatsapp-reply';
  messageId: string;
}

/** Send staff answer `answerId` (its text and number are read from whatsapp_outbound, key 'answer:<answerId>'). */
export interface WhatsAppAnswerJob {
  kind: 'whatsapp-answer';
  answerId: string;
}

/** A job of the replies queue. */
export type WhatsAppRepliesQueueJob = WhatsAppReplyJob | WhatsAppAnswerJob;

/** Retried with backoff for about 4 minutes (the webhook job records the message within seconds); kept a week when failed. */
export const REPLY_JOB_OPTIONS = { attempts: 8, backoff: { type: 'exponential', delay: 1_000 }, removeOnComplete: true, removeOnFail: { age: 7 * 24 * 3600 } } as const;

/** The reply jobs of `webhook`: one per customer message that is not an opt-out. */
export function replyJobsOf(webhook: WhatsAppWebhook): WhatsAppReplyJob[] {
  return webhook.entry.flatMap(({ changes }) => changes.flatMap(({ value }) => (value.messages ?? []).filter((m) => !isOptOutMessage(m)).map((m) => ({ kind: 'whatsapp-reply' as const, messageId: m.id }))));
}

/** The replies queue on the Redis at `redisUrl` (fails at once while Redis is down). */
export function createReplyQueue(redisUrl: string): Queue<WhatsAppRepliesQueueJob> {
  return new Queue<WhatsAppRepliesQueueJob>(WHATSAPP_REPLIES_QUEUE, { connection: { ...redisConnection(redisUrl), enableOfflineQueue: false } });
}

/** Queues `jobs` (a job already queued, by message id, is not queued again). Throws when Redis refuses. */
export async function queueReplies(queue: Queue<WhatsAppRepliesQueueJob>, jobs: WhatsAppReplyJob[]): Promise<void> {
  if (jobs.length) await queue.addBulk(jobs.map((job) => ({ name: job.kind, data: job, opts: { ...REPLY_JOB_OPTIONS, jobId: `${job.kind}__${job.messageId}` } })));
}

/** Queues the sending of staff answer `answerId` (once per answer). Throws when Redis refuses. */
export async function queueAnswer(queue: Queue<WhatsAppRepliesQueueJob>, answerId: string): Promise<void> {
  const job: WhatsAppAnswerJob = { kind: 'whatsapp-answer', answerId };
  await queue.add(job.kind, job, { ...REPLY_JOB_OPTIONS, jobId: `${job.kind}__${answerId}` });
}

export interface WhatsAppReplyDeps {
  config: Pick<SchedulingConfig, 'publicUrl' | 'customerSessionSecret'>;
  appointments: AppointmentModel;
  whatsapp: WhatsAppClient;
  /** The customers who gave WhatsApp number `waId` (onboarding's), newest first. */
  contacts(waId: string): Promise<{ id: string; locale: string }[]>;
  /** Gives the lead of `customerId` a call-back next action for message `messageId` (once per message). */
  requestCallback(customerId: string, messageId: string): Promise<boolean>;
  /** The WhatsApp id customer `customerId` may get messages on now (their consent, re-read from onboarding), or null. */
  consentedWaId(customerId: string): Promise<string | null>;
  now: () => Date;
}

/** The worker's processor of reply jobs; answers a short outcome for the job's log. */
export function whatsAppReplyProcessor({ config, appointments, whatsapp, contacts, requestCallback, consentedWaId, now }: WhatsAppReplyDeps) {
  const inbound = whatsAppInboundModel(appointments.db);
  const outbound = whatsAppOutboundModel(appointments.db);
  const statuses = whatsAppStatusModel(appointments.db);
  const sentMessages = whatsAppSentModel(appointments.db);
  const linkKey = manageTokenKey(config.customerSessionSecret);
  const indexed = outbound.init();

  /** The soonest active appointment still to come of one of `customerIds`. */
  const nextAppointment = (customerIds: string[]) => appointments.findOne({ customerId: { $in: customerIds }, active: true, appointmentDate: { $gt: now() } }).sort({ appointmentDate: 1 }).lean<AppointmentDoc>();

  /**
   * The appointment a reply of `customerIds` is about: the one of the showroom's message `replyTo`
   * answers when it is one of ours about one of their appointments (still active and to come), else,
   * without a context, their next one; null when the message answered is about no appointment to act on.
   */
  async function appointmentOf(customerIds: string[], replyTo: string | undefined): Promise<AppointmentDoc | null> {
    if (!replyTo) return nextAppointment(customerIds);
    const sent = await sentMessages.findOne({ messageId: replyTo }, { appointmentId: 1 }).lean();
    if (!sent) return nextAppointment(customerIds);
    return appointments.findOne({ _id: sent.appointmentId, customerId: { $in: customerIds }, active: true, appointmentDate: { $gt: now() } }).lean<AppointmentDoc>();
  }

  /**
   * Sends the free text `text` of the queued outbound record `key` at most once, with `key` as its
   * biz_opaque_callback_data: the record goes 'queued' → 'sending' → 'sent' (Meta's id). Meta's
   * refusal for good marks it 'refused'; a retryable refusal puts it back to 'queued' and throws. A
   * send that got no answer stays 'sending' and throws: its retry (or any later one after a crash)
   * looks for the status Meta reports with the key and, found, records the send; not yet found, it
   * throws to wait, and on the last attempt marks it 'refused' rather than risk a second message.
   * Answers the outcome for the job's log.
   */
  async function sendOnce(key: string, text: { body: string; preview_url: boolean }, finalAttempt: boolean): Promise<string> {
    const claimed = await outbound.findOneAndUpdate({ key, state: 'queued' }, { $set: { state: 'sending' } }, { new: true }).lean();
    if (!claimed) {
      const record = await outbound.findOne({ key }).lean();
      if (record?.state !== 'sending') return `already ${record?.state ?? 'sent'}`;
      const reported = await reportedSend(statuses, key);
      if (reported) {
        await outbound.updateOne({ key, state: 'sending' }, { $set: { state: 'sent', messageId: reported.messageId, sentAt: reported.at ?? now() } });
        return 'sent before an interruption (reported by WhatsApp)';
      }
      if (!finalAttempt) throw new Error(`the send of ${key} was cut short: waiting for WhatsApp to report it`);
      await outbound.updateOne({ key, state: 'sending' }, { $set: { state: 'refused' } });
      logger.warn({ key }, 'WhatsApp text cut short and never reported: not sent again');
      return 'cut short and never reported: not sent again';
    }
    try {
      const sent = await whatsapp.sendText({ messaging_product: 'whatsapp', recipient_type: 'individual', to: claimed.to, type: 'text', biz_opaque_callback_data: key, text });
      await outbound.updateOne({ key }, { $set: { state: 'sent', messageId: sent.messageId, sentAt: now() } });
      return 'sent';
    } catch (err) {
      if (!(err instanceof WhatsAppApiError) || err.unanswered) throw err; // Meta may have it: 'sending' stays
      // a refusal for good (131026 not on WhatsApp, outside Meta's own window, ...) is final: retried, it would only be refused again
      await outbound.updateOne({ key }, { $set: { state: err.retryable ? 'queued' : 'refused' } });
      if (err.retryable) throw err;
      return `refused by WhatsApp (code ${err.code}): not sent`;
    }
  }

  async function sendManageLink(messageId: string, to: string, appointment: AppointmentDoc, locale: string, finalAttempt: boolean): Promise<string> {
    const key = `change-time:${messageId}`;
    await indexed;
    await outbound.updateOne({ key }, { $setOnInsert: { key, to, customerId: appointment.customerId, kind: 'change-time', state: 'queued', messageId: null, sentAt: null } }, { upsert: true });
    const language = emailLocale(locale);
    const link = manageLink(config.publicUrl, signManageToken(linkKey, appointment._id.toString(), appointment.endDate), language);
    const outcome = await sendOnce(key, { body: emailTranslator(language)('whatsapp.changeTime', { link }), preview_url: true }, finalAttempt);
    return `manage link: ${outcome}`;
  }

  async function act(payload: WhatsAppReplyPayload, messageId: string, from: string, at: Date, replyTo: string | undefined, finalAttempt: boolean): Promise<string> {
    const customers = await contacts(from);
    if (!customers.length) return 'no customer has this number';
    const appointment = await appointmentOf(customers.map((c) => c.id), replyTo);
    if (payload === 'CALL_ME') {
      await requestCallback(appointment?.customerId ?? customers[0].id, messageId);
      return 'call-back requested';
    }
    if (!appointment) return 'no appointment to come';
    if (payload === 'CONFIRM') {
      await appointments.updateOne({ _id: appointment._id, customerConfirmedAt: null }, { $set: { customerConfirmedAt: at } });
      return 'confirmed by the customer';
    }
    const locale = customers.find((c) => c.id === appointment.customerId)?.locale ?? 'en';
    return sendManageLink(messageId, from, appointment, locale, finalAttempt);
  }

  /**
   * Sends staff answer `answerId` once (sendOnce), while the consent and the window hold; else marks
   * it refused. A retryable failure throws (BullMQ retries).
   */
  async function sendAnswer(answerId: string, finalAttempt: boolean): Promise<string> {
    const key = `answer:${answerId}`;
    const answer = await outbound.findOne({ key }).lean();
    if (!answer) return 'no such answer';
    if (answer.state === 'queued') {
      const refuse = async (why: string) => {
        await outbound.updateOne({ _id: answer._id, state: 'queued' }, { $set: { state: 'refused' } });
        return why;
      };
      if ((await consentedWaId(answer.customerId)) !== answer.to) return refuse('not consented: not sent');
      const closes = windowClosesAt(await lastInboundAt(appointments.db, answer.to));
      if (!closes || closes.toJSDate() <= now()) return refuse('window closed: not sent');
    }
    const outcome = await sendOnce(key, { body: answer.text ?? '', preview_url: false }, finalAttempt);
    logger.info({ answerId, customerId: answer.customerId, outcome }, 'WhatsApp staff answer');
    return `answer ${outcome}`;
  }

  return async (job: Job<WhatsAppRepliesQueueJob>): Promise<string> => {
    const { data } = job;
    const finalAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    if (data.kind === 'whatsapp-answer') return sendAnswer(data.answerId, finalAttempt);
    const { messageId } = data;
    const message = await inbound.findOne({ messageId }).lean();
    if (!message) throw new Error(`WhatsApp message ${messageId} not recorded yet`);
    const payload = message.type === 'button' ? message.text : undefined;
    if (!payload || !isReplyPayload(payload)) return 'kept for the lead';
    const outcome = await act(payload, messageId, message.from, message.sentAt, message.replyTo, finalAttempt);
    logger.info({ messageId, payload, outcome }, 'WhatsApp quick reply');
    return outcome;
  };
}
