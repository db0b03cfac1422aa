/** identity service configuration (environment, checked at start: every problem listed at once). */
import { MONGO, readConfig } from '@cabinetry/shared/server';

export interface IdentityConfig {
  port: number;
  mongoUrl: string;
  jwtSecret: string;
  /** Admin token lifetime, `ms` syntax ('8h'). */
  jwtExpiresIn: string;
}

export function loadConfig(): IdentityConfig {
  return readConfig((env) => ({
    port: env.port('PORT', 4004),
    mongoUrl: env.url('MONGO_URL', MONGO),
    jwtSecret: env.secret('JWT_SECRET'),
    jwtExpiresIn: env.duration('JWT_EXPIRES_IN', '8h'),
  }));
}
