/** identity service configuration (environment, validated at start). */
import { optional, port, rateLimitSettings, required, type RateLimitSettings } from '@cabinetry/shared/server';

export interface IdentityConfig {
  port: number;
  mongoUrl: string;
  internalToken: string;
  jwtSecret: string;
  jwtExpiresIn: string;
  /** Redis of the login throttle, the trusted proxies naming the client, and the load-test multiplier */
  rateLimits: RateLimitSettings;
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
    rateLimits: rateLimitSettings(required('REDIS_URL')),
    setupToken: optional('SETUP_TOKEN', ''),
  };
}
