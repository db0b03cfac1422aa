/** identity service configuration (environment, validated at start). */
import { optional, port, required } from '@cabinetry/shared/server';

export interface IdentityConfig {
  port: number;
  mongoUrl: string;
  internalToken: string;
  jwtSecret: string;
  jwtExpiresIn: string;
  redisUrl: string;
  /** when set, the one-time admin setup requires it (`setupToken`); '' = setup as the spec describes */
  setupToken: string;
}

export function loadConfig(): IdentityConfig {
  return {
    port: port('PORT', 4004),
    mongoUrl: required('MONGO_URL'),
    internalToken: required('INTERNAL_TOKEN'),
    jwtSecret: required('JWT_SECRET'),
    jwtExpiresIn: optional('JWT_EXPIRES_IN', '8h'),
    redisUrl: required('REDIS_URL'),
    setupToken: optional('SETUP_TOKEN', ''),
  };
}
