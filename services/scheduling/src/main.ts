/** scheduling API entry point: config → Mongo + notification outbox and rate-limit store (Redis) → serve. */
import { configureLogger, connectMongo, createRateLimits, serveApp } from '@cabinetry/shared/server';
import { createApp } from './app';
import { loadConfig } from './config';
import { closeSchedulingDeps, schedulingDeps } from './deps';
import { startOutboxSweeper } from './jobs/outbox';

const config = loadConfig();
configureLogger(config.process);
const conn = await connectMongo(config.mongoUrl);
const limits = createRateLimits(config.rateLimits);
const deps = schedulingDeps(config, conn, limits);
await deps.appointments.init();
const stopSweeper = startOutboxSweeper(deps.outbox);
serveApp(createApp(deps), config.port, config.process, async () => {
  stopSweeper();
  await closeSchedulingDeps(deps);
  await limits.close();
  await conn.close();
});
