/** scheduling API entry point: config → Mongo + notification outbox (Redis) → serve. */
import { DateTime } from 'luxon';
import { connectMongo, serveApp } from '@cabinetry/shared/server';
import { createApp } from './app';
import { loadConfig } from './config';
import { createOutbox, startOutboxSweeper } from './jobs/outbox';
import { appointmentModel } from './models/appointment';

const config = loadConfig();
const conn = await connectMongo(config.mongoUrl);
const appointments = appointmentModel(conn);
await appointments.init();
const outbox = createOutbox(config.redisUrl, appointments);
const stopSweeper = startOutboxSweeper(outbox);
serveApp(createApp({ config, conn, appointments, outbox, now: () => DateTime.now() }), config.port, 'scheduling', async () => {
  stopSweeper();
  await outbox.close();
  await conn.close();
});
