/**
 * scheduling worker entry point (separate process): BullMQ workers for notification jobs, for the
 * WhatsApp sends (their own queue, held to WHATSAPP_SEND_LIMIT), for the
 * privacy queue (customer erasures: jobs/erasure.ts; the daily retention sweep: jobs/retention.ts), and
 * with WhatsApp on, for customers' quick replies (jobs/whatsapp-replies.ts). At start
 * it warns when Redis may evict keys (redis-policy.ts); on METRICS_PORT it serves /metrics (queue
 * depth, job failures, privacy jobs failed for good: privacy_jobs_failed_total, e-mails) and /health (Mongo and Redis answer). On SIGTERM it lets running
 * jobs finish (within the shutdown deadline), then closes Mongo.
 */
import { Queue, Worker } from 'bullmq';
import nodemailer from 'nodemailer';
import { configureLogger, logger } from '@cabinetry/shared/server/logger';
import { inJobSpan, startTracing } from '@cabinetry/shared/server/tracing';
import { connectMongo, mongoHealthy } from '@cabinetry/shared/server/mongo';
import { type NotificationJob, NOTIFICATIONS_QUEUE, redisConnection, WHATSAPP_QUEUE } from '@cabinetry/shared/server/queues';
import { exitOnSignal } from '@cabinetry/shared/server/shutdown';
import { SMTP_TIMEOUTS } from '@cabinetry/shared/server/timeouts';
import { loadConfig } from './config';
import { createGoogleLink } from './google';
import { createEmailQuota } from './jobs/email-quota';
import { createMailer } from './jobs/mailer';
import { notificationProcessor } from './jobs/notifications';
import { WHATSAPP_SEND_LIMIT } from './jobs/whatsapp-send';
import { appointmentModel } from './models/appointment';
import { designerModel } from './models/designer';
import { findWhatsAppContacts, requestCallback } from './clients/onboarding';
import { WHATSAPP_REPLIES_QUEUE, type WhatsAppReplyJob, whatsAppReplyProcessor } from './jobs/whatsapp-replies';
import { createWhatsAppClient } from './whatsapp/cloud-api';
import { Redis } from 'ioredis';
import { failureKind, jobFailures, privacyJobsFailed, serveMetricsFromEnv, watchQueues } from '@cabinetry/shared/server/metrics';
import { warnUnlessNoEviction } from './jobs/redis-policy';
import { createErasureQueue, PRIVACY_QUEUE, type ErasureJob, type PrivacyJob } from '@cabinetry/shared/server/erasure';
import type { Job } from 'bullmq';
import { erasureProcessor } from './jobs/erasure';
import { scheduleRetentionSweep, sweepStaleDrafts } from './jobs/retention';

const config = loadConfig();
configureLogger(config.process);
const stopTracing = startTracing({ serviceName: config.process.name });
const conn = await connectMongo(config.mongoUrl);
const appointments = appointmentModel(conn);
const google = createGoogleLink(config, conn);
const mailer = createMailer(nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS }), google, config.mailFrom);
const emailQuota = createEmailQuota(config.redisUrl, config.customerEmailsPerDay, config.privacyHashSecret);
const queue = new Queue<NotificationJob>(NOTIFICATIONS_QUEUE, { connection: redisConnection(config.redisUrl) });
const whatsAppQueue = new Queue<NotificationJob>(WHATSAPP_QUEUE, { connection: redisConnection(config.redisUrl) });
const processNotification = notificationProcessor({ config, appointments, designers: designerModel(conn), google, mailer, emailQuota, now: () => new Date(), notifications: queue });
const worker = new Worker<NotificationJob>(NOTIFICATIONS_QUEUE, processNotification, { connection: redisConnection(config.redisUrl), concurrency: 4 });
const whatsAppWorker = new Worker<NotificationJob>(WHATSAPP_QUEUE, processNotification, { connection: redisConnection(config.redisUrl), concurrency: 4, limiter: WHATSAPP_SEND_LIMIT });
for (const [w, name] of [[worker, NOTIFICATIONS_QUEUE], [whatsAppWorker, WHATSAPP_QUEUE]] as const) {
  w.on('failed', (job, err) => {
    jobFailures.inc({ queue: name, kind: failureKind(err, 'other') });
    logger.warn({ jobId: job?.id, attempts: job?.attemptsMade, err: err.message }, 'notification job failed');
  });
  w.on('error', (err) => logger.warn({ err: err.message }, 'worker connection error'));
}
const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 1 });
redis.on('error', () => {}); // /health reports it
await warnUnlessNoEviction(redis);
const privacyQueue = new Queue<PrivacyJob>(PRIVACY_QUEUE, { connection: redisConnection(config.redisUrl) });
watchQueues([queue, whatsAppQueue, privacyQueue]);
await scheduleRetentionSweep(privacyQueue);
const erasures = createErasureQueue(config.redisUrl);
const erase = erasureProcessor({ config, appointments, google, mailer, notifications: queue, privacy: privacyQueue, redis, now: () => new Date() });
const retention = { config, appointments, erasures, now: () => new Date() };
const privacyWorker = new Worker<PrivacyJob>(PRIVACY_QUEUE, (job) => inJobSpan(job, async () => (job.data.kind === 'retention-sweep' ? void (await sweepStaleDrafts(retention)) : erase(job as Job<ErasureJob>))), {
  connection: redisConnection(config.redisUrl),
  concurrency: 2,
});
privacyWorker.on('failed', (job, err) => {
  jobFailures.inc({ queue: PRIVACY_QUEUE, kind: 'privacy' });
  if (job && job.attemptsMade >= (job.opts.attempts ?? 1)) privacyJobsFailed.inc({ kind: job.data.kind });
  logger.warn({ jobId: job?.id, attempts: job?.attemptsMade, err: err.message }, 'erasure job failed');
});
privacyWorker.on('error', (err) => logger.warn({ err: err.message }, 'worker connection error'));
const closeMetrics = await serveMetricsFromEnv('scheduling-worker', {
  mongo: () => mongoHealthy(conn),
  redis: async () => (await redis.ping()) === 'PONG',
});
// customers' WhatsApp quick replies (jobs/whatsapp-replies.ts), while the channel is on
const whatsApp = config.whatsapp;
const replyWorker = whatsApp
  ? new Worker<WhatsAppReplyJob>(
      WHATSAPP_REPLIES_QUEUE,
      whatsAppReplyProcessor({
        config,
        appointments,
        whatsapp: createWhatsAppClient(whatsApp),
        contacts: (waId) => findWhatsAppContacts(config.onboardingUrl, config.internalToken, waId),
        requestCallback: (customerId, messageId) => requestCallback(config.onboardingUrl, config.internalToken, customerId, messageId),
        now: () => new Date(),
      }),
      { connection: redisConnection(config.redisUrl), concurrency: 4 },
    )
  : null;
replyWorker?.on('failed', (job, err) => {
  jobFailures.inc({ queue: WHATSAPP_REPLIES_QUEUE, kind: failureKind(err, 'other') });
  logger.warn({ jobId: job?.id, attempts: job?.attemptsMade, err: err.message }, 'WhatsApp reply job failed');
});
replyWorker?.on('error', (err) => logger.warn({ err: err.message }, 'worker connection error'));
logger.info('scheduling worker started');

exitOnSignal('scheduling worker', async () => {
  await closeMetrics();
  await worker.close();
  await whatsAppWorker.close();
  await privacyWorker.close();
  await replyWorker?.close();
  await queue.close();
  await whatsAppQueue.close();
  await privacyQueue.close();
  await erasures.close();
  redis.disconnect();
  await emailQuota.close();
  await conn.close();
  await stopTracing();
}, config.process.shutdownDeadlineMs);
