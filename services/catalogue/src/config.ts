/** catalogue service configuration (environment, checked at start: every problem listed at once). */
import { HTTP, MONGO, REDIS, readConfig, storageConfig, type StorageConfig, processSettings, type ProcessSettings, ADMIN_SESSION_CACHE_MS } from '@cabinetry/shared/server';

export interface CatalogueConfig {
  port: number;
  /** SERVICE_NAME, HOST, LOG_LEVEL, SHUTDOWN_DEADLINE_MS */
  process: ProcessSettings;
  mongoUrl: string;
  /** Redis carrying the public-list cache invalidations between replicas. */
  redisUrl: string;
  jwtSecret: string;
  /** identity, asked about the current state of admin accounts (with INTERNAL_TOKEN) */
  identityUrl: string;
  /** ADMIN_SESSION_CACHE_MS: how long identity's answer about an account is trusted (ms; default 10 000): a revocation takes effect within it */
  adminSessionCacheMs: number;
  internalToken: string;
  storage: StorageConfig;
  /** SEED_DEMO_CATALOGUE=true fills an empty catalogue with demo styles, palettes and materials (off unless asked). */
  seedDemoCatalogue: boolean;
}

/** Reads `env` (default process.env); throws one ConfigError listing every problem. */
export function loadConfig(env: Record<string, string | undefined> = process.env): CatalogueConfig {
  return readConfig((read) => ({
    port: read.port('PORT', 4001),
    process: processSettings(read, 'catalogue'),
    mongoUrl: read.url('MONGO_URL', MONGO),
    redisUrl: read.url('REDIS_URL', REDIS),
    jwtSecret: read.secret('JWT_SECRET'),
    identityUrl: read.url('IDENTITY_URL', HTTP),
    adminSessionCacheMs: read.positive('ADMIN_SESSION_CACHE_MS', ADMIN_SESSION_CACHE_MS),
    internalToken: read.secret('INTERNAL_TOKEN'),
    storage: storageConfig(read),
    seedDemoCatalogue: read.boolean('SEED_DEMO_CATALOGUE', false),
  }), env);
}
