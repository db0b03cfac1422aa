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

/** Reads `env` (default process.env); throws one ConfigError listing every problem. */
export function loadConfig(env: Record<string, string | undefined> = process.env): OnboardingConfig {
  return readConfig((read) => ({
    port: read.port('PORT', 4002),
    mongoUrl: read.url('MONGO_URL', MONGO),
    internalToken: read.secret('INTERNAL_TOKEN'),
    customerSessionSecret: read.secret('CUSTOMER_SESSION_SECRET'),
    jwtSecret: read.secret('JWT_SECRET'),
    cookieSecure: read.boolean('COOKIE_SECURE', true),
    whatsappNumber: read.string('WHATSAPP_NUMBER', ''),
    storage: storageConfig(read),
  }), env);
}
