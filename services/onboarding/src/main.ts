/** onboarding entry point: config → Mongo + object storage → serve. */
import { connectMongo, createStorage, serveApp } from '@cabinetry/shared/server';
import { createApp, onboardingDeps } from './app';
import { loadConfig } from './config';

const config = loadConfig();
const conn = await connectMongo(config.mongoUrl);
const storage = createStorage(config.storage);
await storage.ensureBucket();
const deps = onboardingDeps(config, conn, storage);
await Promise.all([deps.customers.init(), deps.documents.init()]);
serveApp(createApp(deps), config.port, 'onboarding', () => conn.close());
