/** identity entry point: config → Mongo → serve createApp on PORT. */
import { connectMongo } from '@cabinetry/shared/server/mongo';
import { serveApp } from '@cabinetry/shared/server/serve';
import { configureLogger } from '@cabinetry/shared/server/logger';
import { startTracing } from '@cabinetry/shared/server/tracing';
import { createApp } from './app';
import { identityDeps, initIdentityDeps } from './deps';
import { loadConfig } from './config';

const config = loadConfig();
configureLogger(config.process);
const stopTracing = startTracing({ serviceName: config.process.name });
const conn = await connectMongo(config.mongoUrl);
const deps = identityDeps(config, conn);
await initIdentityDeps(deps);
serveApp(createApp(deps), config.port, config.process, async () => {
  await deps.loginThrottle.close();
  await conn.close();
  await stopTracing();
});
