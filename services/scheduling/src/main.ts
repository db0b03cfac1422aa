/** scheduling API entry point: config → Mongo + notification outbox and rate-limit store (Redis) → serve. */
import { connectMongo, createAuditOutbox, createRateLimits, serveApp } from '@cabinetry/shared/server';
import { createApp } from './app';
import { loadConfig } from './config';
import { closeSchedulingDeps, schedulingDeps } from './deps';
import { startOutboxSweeper } from './jobs/outbox';

const config = loadConfig();
const conn = await connectMongo(config.mongoUrl);
const limits = createRateLimits(config.rateLimits);
const outbox = createAuditOutbox({ identityUrl: config.identityUrl, internalToken: config.internalToken, redisUrl: config.redisUrl });
const deps = schedulingDeps(config, conn, limits, { audit: outbox.audit });
await deps.appointments.init();
const stopSweeper = startOutboxSweeper(deps.outbox);
serveApp(createApp(deps), config.port, 'scheduling', async () => {
  stopSweeper();
  await closeSchedulingDeps(deps);
  await limits.close();
  await outbox.close();
  await conn.close();
});
