/** catalogue entry point: config → Mongo + object storage → one-off upgrades (./upgrade.ts) → optional demo seed → serve. */
import { connectMongo } from '@cabinetry/shared/server/mongo';
import { serveApp } from '@cabinetry/shared/server/serve';
import { createStorage } from '@cabinetry/shared/server/storage';
import { configureLogger } from '@cabinetry/shared/server/logger';
import { startTracing } from '@cabinetry/shared/server/tracing';
import { createApp } from './app';
import { catalogueDeps } from './deps';
import { loadConfig } from './config';
import { seedDemoCatalogueIfEmpty } from './seed/seed';
import { upgradeCatalogue } from './upgrade';
import { createAuditOutbox } from '@cabinetry/shared/server/audit';
import { createRateLimits } from '@cabinetry/shared/server/rate-limit';

const config = loadConfig();
configureLogger(config.process);
const stopTracing = startTracing({ serviceName: config.process.name });
const conn = await connectMongo(config.mongoUrl);
const storage = createStorage(config.storage);
await storage.ensureBucket();
const limits = createRateLimits(config.rateLimits);
const outbox = createAuditOutbox({ identityUrl: config.identityUrl, internalToken: config.internalToken, redisUrl: config.redisUrl });
const deps = catalogueDeps(config, conn, storage, limits, outbox.audit);
await Promise.all(Object.values(deps.models).map((m) => m.init()));
await upgradeCatalogue(conn);
if (config.seedDemoCatalogue) await seedDemoCatalogueIfEmpty(deps.models, deps.counters, storage);
serveApp(createApp(deps), config.port, config.process, async () => {
  await deps.publicCache.close();
  await limits.close();
  await outbox.close();
  await conn.close();
  await stopTracing();
});
