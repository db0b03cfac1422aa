/** onboarding entry point: config → Mongo + object storage + rate-limit store (Redis) → serve. */
import { configureLogger, connectMongo, createRateLimits, createStorage, serveApp } from '@cabinetry/shared/server';
import { createApp } from './app';
import { onboardingDeps } from './deps';
import { loadConfig } from './config';

const config = loadConfig();
configureLogger(config.process);
const conn = await connectMongo(config.mongoUrl);
const storage = createStorage(config.storage);
await storage.ensureBucket();
const limits = createRateLimits(config.rateLimits);
const deps = onboardingDeps(config, conn, storage, limits);
await Promise.all([deps.customers.init(), deps.documents.init()]);
serveApp(createApp(deps), config.port, config.process, async () => {
  await limits.close();
  await conn.close();
});
