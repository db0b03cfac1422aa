/** onboarding service configuration (environment, checked at start: every problem listed at once). */
import { MONGO, readConfig, storageConfig, type StorageConfig } from '@cabinetry/shared/server';

export interface OnboardingConfig {
  port: number;
  mongoUrl: string;
  internalToken: string;
  customerSessionSecret: string;
  /** verifies admin tokens (staff Leads routes) and keys the document download links */
  jwtSecret: string;
  /** COOKIE_SECURE ('true'/'false', any case; default true): the session cookie's Secure flag. */
  cookieSecure: boolean;
  whatsappNumber: string;
  storage: StorageConfig;
}

export function loadConfig(): OnboardingConfig {
  return readConfig((env) => ({
    port: env.port('PORT', 4002),
    mongoUrl: env.url('MONGO_URL', MONGO),
    internalToken: env.secret('INTERNAL_TOKEN'),
    customerSessionSecret: env.secret('CUSTOMER_SESSION_SECRET'),
    jwtSecret: env.secret('JWT_SECRET'),
    cookieSecure: env.boolean('COOKIE_SECURE', true),
    whatsappNumber: env.string('WHATSAPP_NUMBER', ''),
    storage: storageConfig(env),
  }));
}
