/** scheduling API entry point: config → Mongo + notification outbox (Redis) → serve. */
import { DateTime } from 'luxon';
import { connectMongo, identityAuditLog, remoteAdminAuth, serveApp } from '@cabinetry/shared/server';
import { createApp } from './app';
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
const deps = { config, conn, appointments, rules: rulesStore(conn), google, busy: busyTimes(google), outbox, adminAuth: remoteAdminAuth(config), audit: identityAuditLog(config.identityUrl, config.internalToken), now: () => DateTime.now() };
serveApp(createApp(deps), config.port, 'scheduling', async () => {
  stopSweeper();
  await outbox.close();
  await conn.close();
});
