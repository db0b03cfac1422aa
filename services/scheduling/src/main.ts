/**
 * scheduling API entry point: config → Mongo + notification outbox (its backlog a metric) and
 * rate-limit store (Redis) → serve. It also reports the notifications queue it feeds (depth, oldest
 * job's age; queue-report.ts): the figures, and QueueJobsWaiting, must not stop with the worker.
 */
import { connectMongo } from '@cabinetry/shared/server/mongo';
import { createRateLimits } from '@cabinetry/shared/server/rate-limit';
import { serveApp } from '@cabinetry/shared/server/serve';
import { configureLogger } from '@cabinetry/shared/server/logger';
import { startTracing } from '@cabinetry/shared/server/tracing';
import { createApp } from './app';
import { loadConfig } from './config';
import { closeSchedulingDeps, createSchedulingIndexes, schedulingDeps } from './deps';
import { startOutboxSweeper } from './jobs/outbox';
import { upgradeToDesigners } from './upgrade';
import { rekeySlots } from './rekey-slots';
import { createAuditOutbox } from '@cabinetry/shared/server/audit';
import { watchOutbox } from '@cabinetry/shared/server/metrics';
import { NOTIFICATIONS_QUEUE, WHATSAPP_QUEUE } from '@cabinetry/shared/server/queues';
import { reportQueues } from '@cabinetry/shared/server/queue-report';
import { WHATSAPP_REPLIES_QUEUE } from './jobs/whatsapp-replies';

const config = loadConfig();
configureLogger(config.process);
const stopTracing = startTracing({ serviceName: config.process.name });
const conn = await connectMongo(config.mongoUrl);
const limits = createRateLimits(config.rateLimits);
const outbox = createAuditOutbox({ identityUrl: config.identityUrl, internalToken: config.internalToken, redisUrl: config.redisUrl });
const deps = schedulingDeps(config, conn, limits, { audit: outbox.audit });
await createSchedulingIndexes(deps);
await upgradeToDesigners(deps);
await rekeySlots(deps);
const stopSweeper = startOutboxSweeper(deps.outbox);
watchOutbox(() => deps.outbox.pending());
const closeQueueReport = reportQueues(config.redisUrl, [NOTIFICATIONS_QUEUE, WHATSAPP_QUEUE, WHATSAPP_REPLIES_QUEUE]);
serveApp(createApp(deps), config.port, config.process, async () => {
  stopSweeper();
  await closeSchedulingDeps(deps);
  await limits.close();
  await outbox.close();
  await closeQueueReport();
  await conn.close();
  await stopTracing();
});
