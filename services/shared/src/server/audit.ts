/**
 * Recording staff actions in the audit log that identity keeps: each service hands its records to an
 * outbox (createAuditOutbox: a BullMQ queue on the service's Redis, worked by every replica), which
 * POSTs them to identity's /internal/audit (INTERNAL_TOKEN, 5 s timeout) and retries with backoff
 * for about an hour, so identity being down or slow neither delays the action nor loses its record.
 * Each record carries a random `recordId` fixed when it is made, so a retry after a lost answer is
 * stored once. `auditSuccess` records a route's action once it answered without error, as the
 * signed-in admin.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { AuditRecord } from '../contracts/audit';
import { type AdminClaims, INTERNAL_TOKEN_HEADER } from './auth';
import { logger } from './logger';
import { randomUUID } from 'node:crypto';
import { Queue, Worker } from 'bullmq';
import { redisConnection } from './queues';
import { INTERNAL_CALL_TIMEOUT_MS } from './timeouts';
import { inJobSpan, type JobTrace, jobTrace, traceHeaders } from './tracing';

export const AUDIT_QUEUE = 'audit-records';
/** Sending attempts of one record, 1 s apart and doubling: retried for about 68 minutes in all. */
export const AUDIT_ATTEMPTS = 13;
const AUDIT_BACKOFF_MS = 1_000;

/** One queued record: its id and the recording request's trace context (continued when it is sent). */
type AuditJob = AuditRecord & { recordId: string; trace?: JobTrace };

/** Records one entry; never throws, never waits for identity. */
export type AuditLog = (record: AuditRecord) => void;

export interface AuditOutbox {
  audit: AuditLog;
  /** Stops working the queue (records not yet sent stay in Redis for the next start) and closes its connections. */
  close(): Promise<void>;
}

/** POSTs one record to identity; throws when identity does not store it (the job is then retried). */
async function sendRecord(identityUrl: string, internalToken: string, record: AuditRecord): Promise<void> {
  const res = await fetch(`${identityUrl}/internal/audit`, {
    method: 'POST',
    headers: { ...traceHeaders(), 'content-type': 'application/json', [INTERNAL_TOKEN_HEADER]: internalToken },
    body: JSON.stringify(record),
    signal: AbortSignal.timeout(INTERNAL_CALL_TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`identity answered ${res.status}`);
}

/** The audit outbox of a service: records queued in the Redis at `redisUrl`, sent to identity at `identityUrl`. */
export function createAuditOutbox({ identityUrl, internalToken, redisUrl }: { identityUrl: string; internalToken: string; redisUrl: string }): AuditOutbox {
  const connection = redisConnection(redisUrl);
  const queue = new Queue<AuditJob>(AUDIT_QUEUE, { connection });
  queue.on('error', () => undefined); // an outage fails add(), which logs
  const worker = new Worker<AuditJob>(
    AUDIT_QUEUE,
    (job) => {
      const { trace: _trace, ...record } = job.data;
      return inJobSpan(job, () => sendRecord(identityUrl, internalToken, record));
    },
    { connection, concurrency: 4 },
  );
  worker.on('error', () => undefined);
  worker.on('failed', (job, err) => {
    if (job && job.attemptsMade >= AUDIT_ATTEMPTS) logger.error({ err: err.message, record: job.data }, 'audit record not stored after every attempt');
  });
  return {
    audit(record) {
      const recordId = randomUUID();
      queue
        .add('record', { ...record, recordId, trace: jobTrace() }, { jobId: recordId, attempts: AUDIT_ATTEMPTS, backoff: { type: 'exponential', delay: AUDIT_BACKOFF_MS }, removeOnComplete: true, removeOnFail: 1000 })
        .catch((err: Error) => logger.error({ err: err.message, record }, 'audit record not queued (Redis unreachable): lost'));
    },
    async close() {
      await worker.close();
      await queue.close();
    },
  };
}

/**
 * Middleware: after the route answered below 400, records what `describe` says the request was (null
 * = nothing to record) as the admin the route authenticated (c.var.admin).
 */
export function auditSuccess(audit: AuditLog, describe: (c: Context) => Omit<AuditRecord, 'actor'> | null): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const admin = c.get('admin') as AdminClaims | undefined;
    if (!admin || c.res.status >= 400) return;
    const record = describe(c);
    if (record) audit({ actor: admin.username, ...record });
  };
}
