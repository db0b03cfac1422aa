/** scheduling API entry point: config → Mongo + notification outbox and rate-limit store (Redis) → serve. */
import { DateTime } from 'luxon';
import { connectMongo, createRateLimits, serveApp } from '@cabinetry/shared/server';
import { createApp, schedulingBudgets } from './app';
import { loadConfig } from './config';
import { createGoogleLink } from './google';
import { busyTimes } from './google/busy-times';
import { createOutbox, startOutboxSweeper } from './jobs/outbox';
import { appointmentModel } from './models/appointment';
import { rulesStore } from './models/availability-rules';

const config = loadConfig();
const conn = await connectMongo(config.mongoUrl);
const appointments = appointmentModel(conn);
await appointments.init();
const google = createGoogleLink(config, conn);
const outbox = createOutbox(config.redisUrl, appointments);
const stopSweeper = startOutboxSweeper(outbox);
const limits = createRateLimits(config.rateLimits);
const deps = {
  config,
  conn,
  appointments,
  rules: rulesStore(conn),
  google,
  busy: busyTimes(google),
  outbox,
  now: () => DateTime.now(),
  budgets: schedulingBudgets(limits, config),
};
serveApp(createApp(deps), config.port, 'scheduling', async () => {
  stopSweeper();
  await limits.close();
  await outbox.close();
  await conn.close();
});
