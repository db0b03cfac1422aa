/**
 * Acting on customers' WhatsApp answers (issue 38 item 5), on their own queue (WHATSAPP_REPLIES_QUEUE):
 * the webhook intake queues one job per customer message (job id from the message id, so a
 * redelivery acts once), holding the message id only; the worker reads the message the webhook job
 * recorded (retrying until it is there) and, for the customers who gave the sender's number
 * (onboarding's), acts on the templates' quick replies:
 * - CONFIRM: the customer's next active appointment is confirmed by the customer (`customerConfirmedAt`,
 *   set once; staff see it on the appointment);
 * - CHANGE_TIME: a free-form text with the appointment's manage link in the customer's language
 *   (inside the 24-hour window the reply opened), sent once per reply (`whatsapp_outbound`);
 * - CALL_ME: a call-back next action on the lead, for its owner (onboarding, once per message).
 * Opt-outs are the webhook job's (./whatsapp-webhook.ts); other texts stay recorded for the lead.
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
import type { WhatsAppClient } from '../whatsapp/cloud-api';

/** The queue of customers' WhatsApp answers to act on (its own: the notifications worker records, this one acts). */
export const WHATSAPP_REPLIES_QUEUE = 'whatsapp-replies';

/** Act on the customer message `messageId` (Meta's id; the message itself is read from whatsapp_inbound). */
export interface WhatsAppReplyJob {
  kind: 'whatsapp-reply';
  messageId: string;
}

/** Retried with backoff for about 4 minutes (the webhook job records the message within seconds); kept a week when failed. */
export const REPLY_JOB_OPTIONS = { attempts: 8, backoff: { type: 'exponential', delay: 1_000 }, removeOnComplete: true, removeOnFail: { age: 7 * 24 * 3600 } } as const;

/** The reply jobs of `webhook`: one per customer message that is not an opt-out. */
export function replyJobsOf(webhook: WhatsAppWebhook): WhatsAppReplyJob[] {
  return webhook.entry.flatMap(({ changes }) => changes.flatMap(({ value }) => (value.messages ?? []).filter((m) => !isOptOutMessage(m)).map((m) => ({ kind: 'whatsapp-reply' as const, messageId: m.id }))));
}

/** The replies queue on the Redis at `redisUrl` (fails at once while Redis is down). */
export function createReplyQueue(redisUrl: string): Queue<WhatsAppReplyJob> {
  return new Queue<WhatsAppReplyJob>(WHATSAPP_REPLIES_QUEUE, { connection: { ...redisConnection(redisUrl), enableOfflineQueue: false } });
}

/** Queues `jobs` (a job already queued, by message id, is not queued again). Throws when Redis refuses. */
export async function queueReplies(queue: Queue<WhatsAppReplyJob>, jobs: WhatsAppReplyJob[]): Promise<void> {
  if (jobs.length) await queue.addBulk(jobs.map((job) => ({ name: job.kind, data: job, opts: { ...REPLY_JOB_OPTIONS, jobId: `${job.kind}__${job.messageId}` } })));
}

export interface WhatsAppReplyDeps {
  config: Pick<SchedulingConfig, 'publicUrl' | 'customerSessionSecret'>;
  appointments: AppointmentModel;
  whatsapp: WhatsAppClient;
  /** The customers who gave WhatsApp number `waId` (onboarding's), newest first. */
  contacts(waId: string): Promise<{ id: string; locale: string }[]>;
  /** Gives the lead of `customerId` a call-back next action for message `messageId` (once per message). */
  requestCallback(customerId: string, messageId: string): Promise<boolean>;
  now: () => Date;
}

/** The worker's processor of reply jobs; answers a short outcome for the job's log. */
export function whatsAppReplyProcessor({ config, appointments, whatsapp, contacts, requestCallback, now }: WhatsAppReplyDeps) {
  const inbound = whatsAppInboundModel(appointments.db);
  const outbound = whatsAppOutboundModel(appointments.db);
  const linkKey = manageTokenKey(config.customerSessionSecret);
  const indexed = outbound.init();

  /** The soonest active appointment still to come of one of `customerIds`. */
  const nextAppointment = (customerIds: string[]) => appointments.findOne({ customerId: { $in: customerIds }, active: true, appointmentDate: { $gt: now() } }).sort({ appointmentDate: 1 }).lean<AppointmentDoc>();

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

  async function act(payload: WhatsAppReplyPayload, messageId: string, from: string, at: Date): Promise<string> {
    const customers = await contacts(from);
    if (!customers.length) return 'no customer has this number';
    if (payload === 'CALL_ME') {
      const appointment = await nextAppointment(customers.map((c) => c.id));
      await requestCallback(appointment?.customerId ?? customers[0].id, messageId);
      return 'call-back requested';
    }
    const appointment = await nextAppointment(customers.map((c) => c.id));
    if (!appointment) return 'no appointment to come';
    if (payload === 'CONFIRM') {
      await appointments.updateOne({ _id: appointment._id, customerConfirmedAt: null }, { $set: { customerConfirmedAt: at } });
      return 'confirmed by the customer';
    }
    const locale = customers.find((c) => c.id === appointment.customerId)?.locale ?? 'en';
    return sendManageLink(messageId, from, appointment, locale);
  }

  return async ({ data: { messageId } }: Job<WhatsAppReplyJob>): Promise<string> => {
    const message = await inbound.findOne({ messageId }).lean();
    if (!message) throw new Error(`WhatsApp message ${messageId} not recorded yet`);
    const payload = message.type === 'button' ? message.text : undefined;
    if (!payload || !isReplyPayload(payload)) return 'kept for the lead';
    const outcome = await act(payload, messageId, message.from, message.sentAt);
    logger.info({ messageId, payload, outcome }, 'WhatsApp quick reply');
    return outcome;
  };
}
