/**
 * onboarding service configuration (environment, validated at start). SCHEDULING_URL: where the
 * scheduling service's internal routes answer (whether a customer holds an appointment). Budgets per
 * client IP and hour: RATE_LIMIT_CUSTOMERS_PER_HOUR new customers (step 1; default 10: a household
 * or a showroom's shared network rarely starts more), RATE_LIMIT_UPLOADS_PER_HOUR upload requests
 * (step 4; default 60, each holding up to 5 files), both times RATE_LIMIT_MULTIPLIER.
 */
import { optional, port, positive, rateLimitSettings, required, storageConfig, type RateLimitSettings, type StorageConfig } from '@cabinetry/shared/server';

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
  schedulingUrl: string;
  rateLimits: RateLimitSettings;
  budgets: { customersPerHour: number; uploadsPerHour: number };
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
    schedulingUrl: required('SCHEDULING_URL'),
    rateLimits: rateLimitSettings(required('REDIS_URL')),
    budgets: { customersPerHour: positive('RATE_LIMIT_CUSTOMERS_PER_HOUR', 10), uploadsPerHour: positive('RATE_LIMIT_UPLOADS_PER_HOUR', 60) },
  };
}
