/** catalogue service configuration (environment, checked at start: every problem listed at once). */
import { HTTP, MONGO, processSettings, type ProcessSettings, rateLimitSettings, type RateLimitSettings, readConfig, REDIS, storageConfig, type StorageConfig } from '@cabinetry/shared/server/config';
import { ADMIN_SESSION_CACHE_MS } from '@cabinetry/shared/server/auth';

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
  /** true only in tests (their harness sets it): every JSON answer is checked against the route table's schema, a mismatch answering 500 */
  validateResponses: boolean;
  /** Redis of the per-client budgets, the trusted proxies naming the client, and the load-test multiplier */
  rateLimits: RateLimitSettings;
  /** RATE_LIMIT_IMAGE_ENCODES_PER_HOUR (default 300, times RATE_LIMIT_MULTIPLIER): image variants a client may have made (resized) an hour; cached ones are free. */
  imageEncodesPerHour: number;
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
    validateResponses: false,
    rateLimits: rateLimitSettings(read, read.url('REDIS_URL', REDIS)),
    imageEncodesPerHour: read.positive('RATE_LIMIT_IMAGE_ENCODES_PER_HOUR', 300),
  }), env);
}
