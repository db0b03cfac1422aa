/**
 * onboarding entry point: config → Mongo + object storage + rate-limit store (Redis) → serve. It
 * also reports the queues it feeds (resume-link mails, erasures; queue-report.ts), so their figures
 * do not stop with the worker. At start it runs the database's one-off upgrade steps not yet
 * recorded (upgrade.ts; the owners' in the background: scheduling may still be starting), and it
 * schedules the owners' morning digest at the showroom's opening times (clients/lead-digest-schedule.ts).
 */
import { connectMongo } from '@cabinetry/shared/server/mongo';
import { createRateLimits } from '@cabinetry/shared/server/rate-limit';
import { serveApp } from '@cabinetry/shared/server/serve';
import { createStorage } from '@cabinetry/shared/server/storage';
import { configureLogger } from '@cabinetry/shared/server/logger';
import { startTracing } from '@cabinetry/shared/server/tracing';
import { createApp } from './app';
import { onboardingDeps } from './deps';
import { startOwnerUpgrade, upgradeCustomers } from './upgrade';
import { scheduleLeadDigest } from './clients/lead-digest-schedule';
import { loadConfig } from './config';
import { createAuditOutbox } from '@cabinetry/shared/server/audit';
import { createResumeMail } from './clients/resume-mail';
import { createErasureQueue, PRIVACY_QUEUE } from '@cabinetry/shared/server/erasure';
import { NOTIFICATIONS_QUEUE } from '@cabinetry/shared/server/queues';
import { reportQueues } from '@cabinetry/shared/server/queue-report';

const config = loadConfig();
configureLogger(config.process);
const stopTracing = startTracing({ serviceName: config.process.name });
const conn = await connectMongo(config.mongoUrl);
const storage = createStorage(config.storage);
await storage.ensureBucket();
const limits = createRateLimits(config.rateLimits);
const outbox = createAuditOutbox({ identityUrl: config.identityUrl, internalToken: config.internalToken, redisUrl: config.rateLimits.redisUrl });
const resumeMail = createResumeMail(config.rateLimits.redisUrl);
const erasures = createErasureQueue(config.rateLimits.redisUrl);
const deps = onboardingDeps(config, conn, storage, limits, outbox.audit, resumeMail, erasures);
await Promise.all([deps.customers.init(), deps.documents.init(), deps.resumeLinks.init(), deps.erasureLedger.init()]);
await upgradeCustomers(deps);
const stopOwnerUpgrade = startOwnerUpgrade(deps);
await scheduleLeadDigest(config.rateLimits.redisUrl, config.pipeline.openingHours);
const closeQueueReport = reportQueues(config.rateLimits.redisUrl, [NOTIFICATIONS_QUEUE, PRIVACY_QUEUE]);
serveApp(createApp(deps), config.port, config.process, async () => {
  stopOwnerUpgrade();
  await limits.close();
  await outbox.close();
  await resumeMail.close();
  await erasures.close();
  await closeQueueReport();
  await conn.close();
  await stopTracing();
});
