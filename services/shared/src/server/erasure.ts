/**
 * Erasing a customer (issue 24 items 4 and 5; docs/operations.md "Erasure and retention"): one
 * durable BullMQ job per customer on PRIVACY_QUEUE (jobId `erasure__<customerId>`, so asking twice
 * while one is pending queues nothing more), worked by the scheduling worker, which fans out to every
 * service (jobs/erasure.ts there). Producers: onboarding's staff route, its retention sweep and
 * `npm run privacy:reapply`.
 *
 * Keyed hashes: what stays behind instead of personal data (the audit log's targets and details,
 * the erasure ledger's addresses) is `pseudonymOf(secret, value)`, an HMAC-SHA256 under
 * PRIVACY_HASH_SECRET, so the same value always maps to the same pseudonym and nobody without the
 * secret can test a guess.
 */
import { createHmac } from 'node:crypto';
import { Queue } from 'bullmq';
import { mailboxOf } from './email-address';
import { redisConnection } from './queues';

export const PRIVACY_QUEUE = 'privacy';

/** Who asked: the customer (e-mailed confirmation), staff (lead page), the retention sweep, or privacy:reapply after a restore. */
export type ErasureReason = 'customer' | 'staff' | 'retention' | 'reapply';

/** What the job learnt about the customer before erasing anything (kept in the job until it completes). */
export interface ErasureSubject {
  email: string;
  phone: string;
  firstName: string;
  lastName: string;
  appointmentIds: string[];
}

export interface ErasureJob {
  kind: 'erasure';
  customerId: string;
  reason: ErasureReason;
  /** set by the job's first step; absent until then */
  subject?: ErasureSubject;
}

/** The daily retention sweep (a job scheduler on PRIVACY_QUEUE); it runs as of the worker's clock. */
export interface RetentionSweepJob {
  kind: 'retention-sweep';
}

export type PrivacyJob = ErasureJob | RetentionSweepJob;

export const erasureJobId = (customerId: string): string => `erasure__${customerId}`;

/**
 * Retried with backoff from 5 s doubling, 16 attempts (about 3.8 days in all); done jobs are removed
 * at once (their data names the customer), a job failed every attempt is kept 30 days for operators.
 */
export const ERASURE_JOB_OPTIONS = { attempts: 16, backoff: { type: 'exponential', delay: 5_000 }, removeOnComplete: true, removeOnFail: { age: 30 * 24 * 3600 } } as const;

/** `value`'s keyed hash: 'erased:' and 24 hex digits of HMAC-SHA256(secret, value). */
export function pseudonymOf(secret: string, value: string): string {
  return `erased:${createHmac('sha256', secret).update(value).digest('hex').slice(0, 24)}`;
}

/** The erasure ledger's key of an e-mail address: the keyed hash of its mailbox (mailboxOf), so '+tags' and letter case name one person. */
export const ledgerKeyOf = (secret: string, email: string): string => pseudonymOf(secret, `mailbox:${mailboxOf(email)}`);

export interface ErasureQueue {
  /** Queues the erasure of `customerId` (once while one is pending). Throws when Redis does not take it. */
  request(customerId: string, reason: ErasureReason): Promise<void>;
  close(): Promise<void>;
}

export function createErasureQueue(redisUrl: string): ErasureQueue {
  // enableOfflineQueue false: while Redis is down, add() fails at once instead of hanging a request
  const queue = new Queue<PrivacyJob>(PRIVACY_QUEUE, { connection: { ...redisConnection(redisUrl), enableOfflineQueue: false, maxRetriesPerRequest: 1 } });
  queue.on('error', () => {}); // a failed request() reports it
  return {
    async request(customerId, reason) {
      await queue.add('erasure', { kind: 'erasure', customerId, reason }, { ...ERASURE_JOB_OPTIONS, jobId: erasureJobId(customerId) });
    },
    close: () => queue.close(),
  };
}
