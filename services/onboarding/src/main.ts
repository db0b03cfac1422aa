/** onboarding entry point: config → Mongo + object storage + rate-limit store (Redis) → serve. */
import { connectMongo } from '@cabinetry/shared/server/mongo';
import { createRateLimits } from '@cabinetry/shared/server/rate-limit';
import { serveApp } from '@cabinetry/shared/server/serve';
import { createStorage } from '@cabinetry/shared/server/storage';
import { createApp } from './app';
import { onboardingDeps } from './deps';
import { loadConfig } from './config';

const config = loadConfig();
const conn = await connectMongo(config.mongoUrl);
const storage = createStorage(config.storage);
await storage.ensureBucket();
const limits = createRateLimits(config.rateLimits);
const deps = onboardingDeps(config, conn, storage, limits);
await Promise.all([deps.customers.init(), deps.documents.init()]);
serveApp(createApp(deps), config.port, 'onboarding', async () => {
  await limits.close();
  await conn.close();
});
