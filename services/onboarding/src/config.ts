/** onboarding service configuration (environment, validated at start). */
import { optional, port, required, storageConfig, type StorageConfig } from '@cabinetry/shared/server';

export interface OnboardingConfig {
  port: number;
  mongoUrl: string;
  internalToken: string;
  customerSessionSecret: string;
  /** verifies admin tokens (issue 6 admin routes) and keys the document download links */
  jwtSecret: string;
  /** identity, asked about the current state of admin accounts (with INTERNAL_TOKEN) */
  identityUrl: string;
  cookieSecure: boolean;
  whatsappNumber: string;
  storage: StorageConfig;
}

export function loadConfig(): OnboardingConfig {
  return {
    port: port('PORT', 4002),
    mongoUrl: required('MONGO_URL'),
    internalToken: required('INTERNAL_TOKEN'),
    customerSessionSecret: required('CUSTOMER_SESSION_SECRET'),
    jwtSecret: required('JWT_SECRET'),
    identityUrl: required('IDENTITY_URL'),
    cookieSecure: optional('COOKIE_SECURE', 'true') === 'true',
    whatsappNumber: optional('WHATSAPP_NUMBER', ''),
    storage: storageConfig(),
  };
}
