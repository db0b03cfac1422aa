/**
 * The WhatsApp webhook's two halves (issue 38 item 6): the API's intake queues each signed body Meta
 * posts (WhatsAppInbox, on the notifications queue, job id from the body's hash so a redelivery while
 * the first is queued is queued once; and one reply job per customer message: ./whatsapp-replies.ts), and the worker records it (whatsAppWebhookProcessor): each message status per message
 * id (models/whatsapp-message.ts: idempotent on id and status, never moving back), and each
 * customer message once per message id; a text that opts out (domain/whatsapp-opt-out.ts) or the
 * templates' opt-out quick reply (payload STOP) first withdraws the sender's consent in onboarding,
 * and the sender gets nothing further; so does Meta's marketing opt-out (a `user_preferences` change
 * to 'stop': its template button, or the chat's settings).
 */
import { createHash } from 'node:crypto';
import { Queue } from 'bullmq';
import { WHATSAPP_STATUSES, type WhatsAppStatusName, type WhatsAppWebhook } from '@cabinetry/shared/contracts/whatsapp';
import { logger } from '@cabinetry/shared/server/logger';
import { NOTIFICATIONS_QUEUE, notificationJobId, redisConnection, type WhatsAppWebhookJob } from '@cabinetry/shared/server/queues';
import { isOptOutMessage } from '../domain/whatsapp-opt-out';
import { createReplyQueue, queueAnswer, queueReplies, replyJobsOf } from './whatsapp-replies';
import { STATUS_RANK, type WhatsAppInboundModel, type WhatsAppStatusModel } from '../models/whatsapp-message';

// The body holds numbers and message text: a job leaves Redis once worked (a redelivery after that is
// worked again, harmlessly: statuses and messages are stored once per message id); a failed one after 7 days
const WEBHOOK_JOB_OPTIONS = { attempts: 8, backoff: { type: 'exponential', delay: 2_000 }, removeOnComplete: true, removeOnFail: { age: 7 * 24 * 3600 } } as const;

export interface WhatsAppInbox {
  /** Queues `webhook`, whose raw body is `rawBody`; a body already queued is not queued again. Throws when Redis refuses. */
  add(rawBody: Uint8Array, webhook: WhatsAppWebhook): Promise<void>;
  /** Queues the sending of staff answer `answerId` (stored queued in whatsapp_outbound) on the replies queue. Throws when Redis refuses. */
  answer(answerId: string): Promise<void>;
  close(): Promise<void>;
}

/** The intake's queue on the Redis at `redisUrl` (fails at once while Redis is down: Meta retries). */
export function createWhatsAppInbox(redisUrl: string): WhatsAppInbox {
  const queue = new Queue<WhatsAppWebhookJob>(NOTIFICATIONS_QUEUE, { connection: { ...redisConnection(redisUrl), enableOfflineQueue: false } });
  const replies = createReplyQueue(redisUrl);
  return {
    async add(rawBody, webhook) {
      const job: WhatsAppWebhookJob = { kind: 'whatsapp-webhook', bodyHash: createHash('sha256').update(rawBody).digest('hex'), webhook };
      await queue.add(job.kind, job, { ...WEBHOOK_JOB_OPTIONS, jobId: notificationJobId(job) });
      // the customers' answers to act on (./whatsapp-replies.ts), by message id
      await queueReplies(replies, replyJobsOf(webhook));
    },
    answer: (answerId) => queueAnswer(replies, answerId),
    close: async () => {
      await Promise.all([queue.close(), replies.close()]);
    },
  };
}

export interface WhatsAppWebhookDeps {
  statuses: WhatsAppStatusModel;
  inbound: WhatsAppInboundModel;
  /** Withdraws the consent of the customers with WhatsApp id `waId` (onboarding's); throws when it cannot (the job is retried). */
  optOut(waId: string): Promise<number>;
  /** Sends the e-mail twin of the showroom's message `messageId` that Meta reports failed (once per message; false: not one of ours). */
  fallBackToEmail(messageId: string): Promise<boolean>;
}

const isStatus = (status: string): status is WhatsAppStatusName => (WHATSAPP_STATUSES as readonly string[]).includes(status);
const isDuplicate = (err: unknown) => (err as { code?: number }).code === 11000;
const fromUnixSeconds = (seconds: string) => new Date(Number(seconds) * 1000);

/** Records one webhook's statuses and messages; safe to run again on the same body. Answers a short outcome for the job's log. */
export function whatsAppWebhookProcessor({ statuses, inbound, optOut, fallBackToEmail }: WhatsAppWebhookDeps) {
  async function recordStatus(messageId: string, recipient: string, status: WhatsAppStatusName, at: Date, errorCode: number | undefined, callbackData: string | undefined): Promise<void> {
    const rank = STATUS_RANK[status];
    const times = { [`times.${status}`]: at, recipient, ...(errorCode === undefined ? {} : { errorCode }), ...(callbackData === undefined ? {} : { callbackData }) };
    try {
      await statuses.updateOne({ messageId }, { $set: times, $setOnInsert: { status, rank } }, { upsert: true });
    } catch (err) {
      if (!isDuplicate(err)) throw err; // a concurrent first status of the same message: it exists now
      await statuses.updateOne({ messageId }, { $set: times });
    }
    await statuses.updateOne({ messageId, rank: { $lt: rank } }, { $set: { status, rank } });
  }

  // the unique indexes must exist before the first write relies on them
  const indexed = Promise.all([statuses.init(), inbound.init()]);

  return async (webhook: WhatsAppWebhook): Promise<string> => {
    await indexed;
    let recorded = 0;
    for (const { changes } of webhook.entry) {
      for (const { value } of changes) {
        for (const s of value.statuses ?? []) {
          if (!isStatus(s.status)) {
            logger.warn({ messageId: s.id, status: s.status }, 'unknown WhatsApp status ignored');
            continue;
          }
          await recordStatus(s.id, s.recipient_id, s.status, fromUnixSeconds(s.timestamp), s.errors?.[0]?.code, s.biz_opaque_callback_data);
          // not delivered (e.g. 131026, not on WhatsApp): the same notice by e-mail, within the job
          if (s.status === 'failed') await fallBackToEmail(s.id);
          recorded++;
        }
        // Meta's marketing opt-out (its button on a template, or the chat's settings): withdrawn like STOP
        for (const p of value.user_preferences ?? []) {
          if (p.category !== 'marketing_messages' || p.value !== 'stop') continue;
          const withdrawn = await optOut(p.wa_id);
          logger.info({ withdrawn }, 'WhatsApp marketing opt-out: consent withdrawn');
          recorded++;
        }
        for (const m of value.messages ?? []) {
          if (await inbound.exists({ messageId: m.id })) continue; // recorded (and acted on) by an earlier delivery
          const text = m.text?.body ?? m.button?.payload;
          // acted on before it is recorded: a failed withdrawal retries the job, which finds the message unrecorded
          if (isOptOutMessage(m)) {
            const withdrawn = await optOut(m.from);
            logger.info({ messageId: m.id, withdrawn }, 'WhatsApp opt-out: consent withdrawn');
          }
          try {
            await inbound.create({ messageId: m.id, from: m.from, type: m.type, text, replyTo: m.context?.id, sentAt: fromUnixSeconds(m.timestamp) });
          } catch (err) {
            if (isDuplicate(err)) continue; // recorded meanwhile by a concurrent delivery
            throw err;
          }
          recorded++;
        }
      }
    }
    return `recorded ${recorded}`;
  };
}
