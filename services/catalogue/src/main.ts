/** catalogue entry point: config → Mongo + object storage → optional demo seed → serve. */
import { configureLogger, connectMongo, createStorage, serveApp } from '@cabinetry/shared/server';
import { createApp } from './app';
import { catalogueDeps } from './deps';
import { loadConfig } from './config';
import { seedDemoCatalogueIfEmpty } from './seed/seed';

const config = loadConfig();
configureLogger(config.process);
const conn = await connectMongo(config.mongoUrl);
const storage = createStorage(config.storage);
await storage.ensureBucket();
const deps = catalogueDeps(config, conn, storage);
await Promise.all(Object.values(deps.models).map((m) => m.init()));
if (config.seedDemoCatalogue) await seedDemoCatalogueIfEmpty(deps.models, deps.counters, storage);
serveApp(createApp(deps), config.port, config.process, async () => {
  await deps.publicCache.close();
  await conn.close();
});
