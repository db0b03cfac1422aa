/** identity service configuration (environment, validated at start). */
import { optional, port, required } from '@cabinetry/shared/server';

export interface IdentityConfig {
  port: number;
  mongoUrl: string;
  jwtSecret: string;
  jwtExpiresIn: string;
}

export function loadConfig(): IdentityConfig {
  return {
    port: port('PORT', 4004),
    mongoUrl: required('MONGO_URL'),
    jwtSecret: required('JWT_SECRET'),
    jwtExpiresIn: optional('JWT_EXPIRES_IN', '8h'),
  };
}
