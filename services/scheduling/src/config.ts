/**
 * scheduling service (API and worker) configuration (environment, validated at start).
 * Google (optional): GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET and GOOGLE_REDIRECT_URI turn the Google
 * account link on; GOOGLE_API_BASE_URL / GOOGLE_OAUTH_BASE_URL point googleapis elsewhere (tests'
 * fake Google); GOOGLE_TOKEN_KEY is the secret the refresh-token encryption key is derived from
 * (HKDF-SHA256; INTERNAL_TOKEN when unset). ADMIN_EMAIL: comma-separated admin notification addresses.
 * Budgets per client IP and hour (times RATE_LIMIT_MULTIPLIER): RATE_LIMIT_BOOKINGS_PER_HOUR
 * (default 5: a household books one consultation, a few retries at most), RATE_LIMIT_CANCELS_PER_HOUR
 * (default 10), RATE_LIMIT_AVAILABILITY_DATES_PER_HOUR distinct availability startDate values (default
 * 60: the booking page asks for a handful while a visitor browses months). CUSTOMER_EMAILS_PER_DAY:
 * customer e-mails one address receives per Beirut day (default 3: confirmation, reminder and
 * cancellation of one appointment); staff e-mails are not counted.
 */
import { optional, port, positive, rateLimitSettings, required, type RateLimitSettings } from '@cabinetry/shared/server';

export interface GoogleConfig {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** Root of the Google REST APIs ('' = Google's own hosts). */
  apiBaseUrl: string;
  /** Root of the OAuth endpoints /o/oauth2/v2/auth, /token, /revoke ('' = Google's own). */
  oauthBaseUrl: string;
  /** Secret the token-encryption key is derived from. */
  tokenKeySecret: string;
}

export interface SchedulingConfig {
  port: number;
  mongoUrl: string;
  redisUrl: string;
  jwtSecret: string;
  internalToken: string;
  customerSessionSecret: string;
  onboardingUrl: string;
  /** identity, asked about the current state of admin accounts (with INTERNAL_TOKEN) */
  identityUrl: string;
  smtpUrl: string;
  mailFrom: string;
  adminEmail: string;
  publicUrl: string;
  google: GoogleConfig;
  rateLimits: RateLimitSettings;
  budgets: { bookingsPerHour: number; cancelsPerHour: number; availabilityDatesPerHour: number };
  customerEmailsPerDay: number;
}

export function loadConfig(): SchedulingConfig {
  const internalToken = required('INTERNAL_TOKEN');
  const redisUrl = required('REDIS_URL');
  return {
    port: port('PORT', 4003),
    mongoUrl: required('MONGO_URL'),
    redisUrl,
    jwtSecret: required('JWT_SECRET'),
    internalToken,
    customerSessionSecret: required('CUSTOMER_SESSION_SECRET'),
    onboardingUrl: required('ONBOARDING_URL'),
    identityUrl: required('IDENTITY_URL'),
    smtpUrl: required('SMTP_URL'),
    mailFrom: optional('MAIL_FROM', 'Atelier Cedar <studio@ateliercedar.local>'),
    adminEmail: optional('ADMIN_EMAIL', ''),
    publicUrl: optional('PUBLIC_URL', 'http://localhost:8080'),
    google: {
      clientId: optional('GOOGLE_CLIENT_ID', ''),
      clientSecret: optional('GOOGLE_CLIENT_SECRET', ''),
      redirectUri: optional('GOOGLE_REDIRECT_URI', ''),
      apiBaseUrl: optional('GOOGLE_API_BASE_URL', ''),
      oauthBaseUrl: optional('GOOGLE_OAUTH_BASE_URL', ''),
      tokenKeySecret: optional('GOOGLE_TOKEN_KEY', internalToken),
    },
    rateLimits: rateLimitSettings(redisUrl),
    budgets: {
      bookingsPerHour: positive('RATE_LIMIT_BOOKINGS_PER_HOUR', 5),
      cancelsPerHour: positive('RATE_LIMIT_CANCELS_PER_HOUR', 10),
      availabilityDatesPerHour: positive('RATE_LIMIT_AVAILABILITY_DATES_PER_HOUR', 60),
    },
    customerEmailsPerDay: positive('CUSTOMER_EMAILS_PER_DAY', 3),
  };
}
