/** identity service configuration (environment, checked at start: every problem listed at once). */
import { MONGO, processSettings, type ProcessSettings, rateLimitSettings, type RateLimitSettings, readConfig, REDIS } from '@cabinetry/shared/server/config';

export interface IdentityConfig {
  port: number;
  /** SERVICE_NAME, HOST, LOG_LEVEL, SHUTDOWN_DEADLINE_MS */
  process: ProcessSettings;
  mongoUrl: string;
  internalToken: string;
  jwtSecret: string;
  /** Admin token lifetime, `ms` syntax ('8h'). */
  jwtExpiresIn: string;
  /** Redis of the login throttle, the trusted proxies naming the client, and the load-test multiplier */
  rateLimits: RateLimitSettings;
  /** when set, the one-time admin setup requires it (`setupToken`); '' = setup as the spec describes */
  setupToken: string;
  /** true only in tests (their harness sets it): every JSON answer is checked against the route table's schema, a mismatch answering 500 */
  validateResponses: boolean;
}

/** Reads `env` (default process.env); throws one ConfigError listing every problem. */
export function loadConfig(env: Record<string, string | undefined> = process.env): IdentityConfig {
  return readConfig((read) => ({
    port: read.port('PORT', 4004),
    process: processSettings(read, 'identity'),
    mongoUrl: read.url('MONGO_URL', MONGO),
    jwtSecret: read.secret('JWT_SECRET'),
    jwtExpiresIn: read.duration('JWT_EXPIRES_IN', '8h'),
    internalToken: read.secret('INTERNAL_TOKEN'),
    rateLimits: rateLimitSettings(read, read.url('REDIS_URL', REDIS)),
    setupToken: read.secret('SETUP_TOKEN', ''),
    validateResponses: false,
  }), env);
}
