/** identity service configuration (environment, checked at start: every problem listed at once). */
import { MONGO, readConfig } from '@cabinetry/shared/server';

export interface IdentityConfig {
  port: number;
  mongoUrl: string;
  jwtSecret: string;
  /** Admin token lifetime, `ms` syntax ('8h'). */
  jwtExpiresIn: string;
}

/** Reads `env` (default process.env); throws one ConfigError listing every problem. */
export function loadConfig(env: Record<string, string | undefined> = process.env): IdentityConfig {
  return readConfig((read) => ({
    port: read.port('PORT', 4004),
    mongoUrl: read.url('MONGO_URL', MONGO),
    jwtSecret: read.secret('JWT_SECRET'),
    jwtExpiresIn: read.duration('JWT_EXPIRES_IN', '8h'),
  }), env);
}
