/**
 * scheduling worker entry point (separate process): BullMQ worker for notification jobs. On
 * SIGTERM it lets running jobs finish (within the shutdown deadline), then closes Mongo.
 */
import { Worker } from 'bullmq';
import nodemailer from 'nodemailer';
import { NOTIFICATIONS_QUEUE, SMTP_TIMEOUTS, configureLogger, connectMongo, exitOnSignal, logger, redisConnection, type NotificationJob } from '@cabinetry/shared/server';
import { loadConfig } from './config';
import { createGoogleLink } from './google';
import { createEmailQuota } from './jobs/email-quota';
import { createMailer } from './jobs/mailer';
import { notificationProcessor } from './jobs/notifications';
import { appointmentModel } from './models/appointment';

const config = loadConfig();
configureLogger(config.process);
const conn = await connectMongo(config.mongoUrl);
const appointments = appointmentModel(conn);
const google = createGoogleLink(config, conn);
const mailer = createMailer(nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS }), google, config.mailFrom);
const emailQuota = createEmailQuota(config.redisUrl, config.customerEmailsPerDay);
const worker = new Worker<NotificationJob>(NOTIFICATIONS_QUEUE, notificationProcessor({ config, appointments, google, mailer, emailQuota, now: () => new Date() }), {
  connection: redisConnection(config.redisUrl),
  concurrency: 4,
});
worker.on('failed', (job, err) => logger.warn({ jobId: job?.id, attempts: job?.attemptsMade, err: err.message }, 'notification job failed'));
worker.on('error', (err) => logger.warn({ err: err.message }, 'worker connection error'));
logger.info('scheduling worker started');

exitOnSignal('scheduling worker', async () => {
  await worker.close();
  await emailQuota.close();
  await conn.close();
}, config.process.shutdownDeadlineMs);
