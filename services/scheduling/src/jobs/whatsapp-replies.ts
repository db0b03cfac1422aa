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
import { whatsAppInboundModel, whatsAppOutboundModel } from '../models/whatsapp-message';
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

  async function sendManageLink(messageId: string, to: string, appointment: AppointmentDoc, locale: string): Promise<string> {
    const key = `change-time:${messageId}`;
    if (await outbound.exists({ key })) return 'manage link already sent';
    const language = emailLocale(locale);
    const link = manageLink(config.publicUrl, signManageToken(linkKey, appointment._id.toString(), appointment.endDate), language);
    const body = emailTranslator(language)('whatsapp.changeTime', { link });
    const sent = await whatsapp.sendText({ messaging_product: 'whatsapp', recipient_type: 'individual', to, type: 'text', text: { body, preview_url: true } });
    await indexed;
    await outbound.create({ key, to, customerId: appointment.customerId, kind: 'change-time', messageId: sent.messageId, sentAt: now() });
    return 'manage link sent';
  }

  async function act(payload: WhatsAppReplyPayload, messageId: string, from: string, at: Date, replyTo: string | undefined): Promise<string> {
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
    return sendManageLink(messageId, from, appointment, locale);
  }

  /**
   * Sends staff answer `answerId` once, while the consent and the window hold; else, or when Meta
   * refuses it for good, marks it refused. A retryable failure throws (BullMQ retries).
   */
  async function sendAnswer(answerId: string): Promise<string> {
    const answer = await outbound.findOne({ key: `answer:${answerId}` }).lean();
    if (!answer) return 'no such answer';
    if (answer.state !== 'queued') return `already ${answer.state}`;
    const refuse = async (why: string) => {
      await outbound.updateOne({ _id: answer._id, state: 'queued' }, { $set: { state: 'refused' } });
      return why;
    };
    if ((await consentedWaId(answer.customerId)) !== answer.to) return refuse('not consented: not sent');
    const closes = windowClosesAt(await lastInboundAt(appointments.db, answer.to));
    if (!closes || closes.toJSDate() <= now()) return refuse('window closed: not sent');
    let sent: Awaited<ReturnType<WhatsAppClient['sendText']>>;
    try {
      sent = await whatsapp.sendText({ messaging_product: 'whatsapp', recipient_type: 'individual', to: answer.to, type: 'text', text: { body: answer.text ?? '', preview_url: false } });
    } catch (err) {
      // a refusal for good (131026 not on WhatsApp, outside Meta's own window, ...) is final: retried, it would only be refused again
      if (err instanceof WhatsAppApiError && !err.retryable) return refuse(`refused by WhatsApp (code ${err.code}): not sent`);
      throw err;
    }
    await outbound.updateOne({ _id: answer._id }, { $set: { state: 'sent', messageId: sent.messageId, sentAt: now() } });
    logger.info({ answerId, customerId: answer.customerId, messageId: sent.messageId }, 'WhatsApp staff answer sent');
    return 'answer sent';
  }

  return async ({ data }: Job<WhatsAppRepliesQueueJob>): Promise<string> => {
    if (data.kind === 'whatsapp-answer') return sendAnswer(data.answerId);
    const { messageId } = data;
    const message = await inbound.findOne({ messageId }).lean();
    if (!message) throw new Error(`WhatsApp message ${messageId} not recorded yet`);
    const payload = message.type === 'button' ? message.text : undefined;
    if (!payload || !isReplyPayload(payload)) return 'kept for the lead';
    const outcome = await act(payload, messageId, message.from, message.sentAt, message.replyTo);
    logger.info({ messageId, payload, outcome }, 'WhatsApp quick reply');
    return outcome;
  };
}
