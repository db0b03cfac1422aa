/** scheduling API entry point: config → Mongo + notification outbox and rate-limit store (Redis) → serve. */
import { DateTime } from 'luxon';
import { connectMongo, createRateLimits, identityAuditLog, remoteAdminAuth, serveApp } from '@cabinetry/shared/server';
import { createApp, schedulingBudgets } from './app';
import { availabilityCache } from './availability-cache';
import { loadConfig } from './config';
import { createGoogleLink } from './google';
import { busyTimes } from './google/busy-times';
import { createOutbox, startOutboxSweeper } from './jobs/outbox';
import { appointmentModel } from './models/appointment';
import { rulesStore } from './models/availability-rules';
import { slotClaims } from './slot-claims';

const config = loadConfig();
const conn = await connectMongo(config.mongoUrl);
const appointments = appointmentModel(conn);
await appointments.init();
const google = createGoogleLink(config, conn);
const outbox = createOutbox(config.redisUrl, appointments);
const stopSweeper = startOutboxSweeper(outbox);
const rules = rulesStore(conn);
const busy = busyTimes(google);
const now = () => DateTime.now();
const availability = availabilityCache({ redisUrl: config.redisUrl, rules, busy, now });
const claims = slotClaims(config.redisUrl);
const limits = createRateLimits(config.rateLimits);
const budgets = schedulingBudgets(limits, config);
const audit = identityAuditLog(config.identityUrl, config.internalToken);
const deps = { config, conn, appointments, rules, google, busy, availability, claims, outbox, now, budgets, adminAuth: remoteAdminAuth(config), audit };
serveApp(createApp(deps), config.port, 'scheduling', async () => {
  stopSweeper();
  await availability.close();
  await claims.close();
  await limits.close();
  await outbox.close();
  await conn.close();
});
