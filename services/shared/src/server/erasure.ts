/**
 * Erasing a customer (issue 24 items 4 and 5, issue 34 items 2 and 3; docs/operations.md "Erasure
 * and retention"): one durable BullMQ job per request on PRIVACY_QUEUE (jobId
 * `erasure__<customerId>__<random>`: asking again queues a new job even while an earlier one is
 * pending or has failed; the steps can run twice), worked by the scheduling worker, which fans out to
 * every service (jobs/erasure.ts there). Producers: onboarding's staff and customer routes, its
 * retention sweep and `npm run privacy:reapply`. A job holds ids and keyed hashes only, never a
 * name or an address.
 *
 * Keyed hashes: what stays behind instead of personal data (the audit log's customer ids, the
 * erasure ledger's entries, the per-address caps' Redis keys) is `pseudonymOf(secret, value)`, an HMAC-SHA256 under
 * PRIVACY_HASH_SECRET, so the same value always maps to the same pseudonym and nobody without the
 * secret can test a guess.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { mailboxOf } from './email-address';
import { redisConnection } from './queues';
import { type JobTrace, jobTrace } from './tracing';

export const PRIVACY_QUEUE = 'privacy';

/** Who asked: the customer (e-mailed confirmation), staff (lead page), the retention sweep, or privacy:reapply after a restore. */
export type ErasureReason = 'customer' | 'staff' | 'retention' | 'reapply';

export interface ErasureJob {
  kind: 'erasure';
  customerId: string;
  reason: ErasureReason;
  /**
   * a customer's own request: mailboxKeyOf the mailbox the confirmation link was sent to (and that
   * confirmed it): the one address the ledger records and whose caps are reset
   */
  mailboxKey?: string;
  /** the requesting request's trace context (tracing.ts), continued by the worker */
  trace?: JobTrace;
  /** the customer's appointment ids, set by the job's first step (absent until then) */
  appointmentIds?: string[];
}

/** The daily retention sweep (a job scheduler on PRIVACY_QUEUE); it runs as of the worker's clock. */
export interface RetentionSweepJob {
  kind: 'retention-sweep';
}

export type PrivacyJob = ErasureJob | RetentionSweepJob;

/** The prefix of every erasure job id of `customerId` (the job ids are `<prefix><random>`). */
export const erasureJobPrefix = (customerId: string): string => `erasure__${customerId}__`;

/**
 * Retried with backoff from 5 s doubling, 16 attempts (about 3.8 days in all); done jobs are removed
 * at once, a job failed every attempt (ids only) is kept 30 days for operators, or until a later
 * erasure of the same customer completes (the `privacy_jobs_failed` gauge counts them).
 */
export const ERASURE_JOB_OPTIONS = { attempts: 16, backoff: { type: 'exponential', delay: 5_000 }, removeOnComplete: true, removeOnFail: { age: 30 * 24 * 3600 } } as const;

/** `value`'s keyed hash: 'erased:' and 24 hex digits of HMAC-SHA256(secret, value). */
export function pseudonymOf(secret: string, value: string): string {
  return `erased:${createHmac('sha256', secret).update(value).digest('hex').slice(0, 24)}`;
}

/**
 * The keyed hash of an e-mail address's mailbox (mailboxOf: '+tags' and letter case name one
 * person): the erasure ledger's key of an address, and the key of the per-address caps in Redis, so
 * neither holds the address.
 */
export const mailboxKeyOf = (secret: string, email: string): string => pseudonymOf(secret, `mailbox:${mailboxOf(email)}`);

/** The erasure ledger's key of an erased customer id (a restored copy of that very record is erased again). */
export const customerLedgerKeyOf = (secret: string, customerId: string): string => pseudonymOf(secret, `customer:${customerId}`);

export interface ErasureQueue {
  /**
   * Queues a new erasure job of `customerId` (`mailboxKey`: ErasureJob.mailboxKey) and answers its id.
   * Throws when Redis does not take it.
   */
  request(customerId: string, reason: ErasureReason, mailboxKey?: string): Promise<string>;
  close(): Promise<void>;
}

export function createErasureQueue(redisUrl: string): ErasureQueue {
  // enableOfflineQueue false: while Redis is down, add() fails at once instead of hanging a request
  const queue = new Queue<PrivacyJob>(PRIVACY_QUEUE, { connection: { ...redisConnection(redisUrl), enableOfflineQueue: false, maxRetriesPerRequest: 1 } });
  queue.on('error', () => {}); // a failed request() reports it
  return {
    async request(customerId, reason, mailboxKey) {
      const jobId = `${erasureJobPrefix(customerId)}${randomUUID()}`;
      await queue.add('erasure', { kind: 'erasure', customerId, reason, ...(mailboxKey ? { mailboxKey } : {}), trace: jobTrace() }, { ...ERASURE_JOB_OPTIONS, jobId });
      return jobId;
    },
    close: () => queue.close(),
  };
}
