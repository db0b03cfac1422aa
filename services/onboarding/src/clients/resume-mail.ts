/**
 * Hands resume-link and erasure-link e-mails to the scheduling worker: a `resume-link` (or `erasure-link`) job on the notifications queue
 * (BullMQ on REDIS_URL), which the worker sends the way it sends every customer e-mail (Gmail or
 * SMTP). The job holds the link's token until it has run: removed on completion, and a job that
 * failed every attempt (8, backing off from 2 s) is kept one day for the operators, then removed.
 */
import { Queue } from 'bullmq';
import { NOTIFICATIONS_QUEUE, notificationJobId, redisConnection, type ResumeLinkJob } from '@cabinetry/shared/server/queues';
import { jobTrace } from '@cabinetry/shared/server/tracing';

export interface ResumeMail {
  /** Queues the e-mail of `job`'s link (a resume link unless `kind` says otherwise). Throws when Redis does not take it. */
  send(job: Omit<ResumeLinkJob, 'kind'>, kind?: ResumeLinkJob['kind']): Promise<void>;
  close(): Promise<void>;
}

const JOB_OPTIONS = { attempts: 8, backoff: { type: 'exponential', delay: 2_000 }, removeOnComplete: true, removeOnFail: { age: 24 * 3600 } } as const;

export function createResumeMail(redisUrl: string): ResumeMail {
  // enableOfflineQueue false: while Redis is down, add() fails at once instead of waiting
  const queue = new Queue<ResumeLinkJob>(NOTIFICATIONS_QUEUE, { connection: { ...redisConnection(redisUrl), enableOfflineQueue: false, maxRetriesPerRequest: 1 } });
  queue.on('error', () => {}); // a failed send() reports it
  return {
    async send(link, kind = 'resume-link') {
      const job: ResumeLinkJob = { kind, ...link, trace: jobTrace() };
      await queue.add(job.kind, job, { ...JOB_OPTIONS, jobId: notificationJobId(job) });
    },
    close: () => queue.close(),
  };
}
