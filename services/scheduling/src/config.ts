/**
 * scheduling service (API and worker) configuration (environment, checked at start: every problem listed at once).
 * Google (optional): GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET and GOOGLE_REDIRECT_URI turn the Google
 * account link on; GOOGLE_API_BASE_URL / GOOGLE_OAUTH_BASE_URL point googleapis elsewhere (tests'
 * fake Google); GOOGLE_TOKEN_KEY (required, given to scheduling and its worker only) is the secret
 * the refresh-token encryption key is derived from (HKDF-SHA256). ADMIN_EMAIL: comma-separated admin notification addresses.
 * Budgets per client IP and hour (times RATE_LIMIT_MULTIPLIER): RATE_LIMIT_BOOKINGS_PER_HOUR
 * (default 5: a household books one consultation, a few retries at most), RATE_LIMIT_CANCELS_PER_HOUR
 * (default 10), RATE_LIMIT_AVAILABILITY_DATES_PER_HOUR distinct availability startDate values (default
 * 60: the booking page asks for a handful while a visitor browses months). CUSTOMER_EMAILS_PER_DAY:
 * customer e-mails one address receives per Beirut day (default 3: confirmation, reminder and
 * cancellation of one appointment); staff e-mails are not counted.
 */
import { HTTP, MONGO, processSettings, type ProcessSettings, rateLimitSettings, type RateLimitSettings, readConfig, REDIS } from '@cabinetry/shared/server/config';
import { ADMIN_SESSION_CACHE_MS, CUSTOMER_SESSION_CACHE_MS } from '@cabinetry/shared/server/auth';

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
  /** SERVICE_NAME, HOST, LOG_LEVEL, SHUTDOWN_DEADLINE_MS */
  process: ProcessSettings;
  mongoUrl: string;
  redisUrl: string;
  jwtSecret: string;
  internalToken: string;
  customerSessionSecret: string;
  /** COOKIE_SECURE ('true'/'false'; default true): the site is served over HTTPS, so only the `__Host-` customer cookie is accepted */
  cookieSecure: boolean;
  /** PRIVACY_HASH_SECRET (default INTERNAL_TOKEN; never change it once set): keys the hashes an erasure leaves in the audit log (@cabinetry/shared/server/erasure) */
  privacyHashSecret: string;
  onboardingUrl: string;
  /** identity, asked about the current state of admin accounts (with INTERNAL_TOKEN) */
  identityUrl: string;
  /** ADMIN_SESSION_CACHE_MS: how long identity's answer about an account is trusted (ms; default 10 000): a revocation takes effect within it */
  adminSessionCacheMs: number;
  /** CUSTOMER_SESSION_CACHE_MS: how long onboarding's answer about a customer's session generation is trusted (ms; default 5 000): a session ended by a redeemed link is refused here within it */
  customerSessionCacheMs: number;
  smtpUrl: string;
  mailFrom: string;
  adminEmail: string;
  publicUrl: string;
  google: GoogleConfig;
  rateLimits: RateLimitSettings;
  budgets: { bookingsPerHour: number; cancelsPerHour: number; availabilityDatesPerHour: number };
  customerEmailsPerDay: number;
  /** DRAFT_RETENTION_DAYS (default 180): a draft (never completed nor booked) untouched this many days is erased by the daily sweep (worker) */
  draftRetentionDays: number;
  /** true only in tests (their harness sets it): every JSON answer is checked against the route table's schema, a mismatch answering 500 */
  validateResponses: boolean;
}

/** Reads `env` (default process.env); throws one ConfigError listing every problem. */
export function loadConfig(env: Record<string, string | undefined> = process.env): SchedulingConfig {
  return readConfig((read) => {
    const internalToken = read.secret('INTERNAL_TOKEN');
    const redisUrl = read.url('REDIS_URL', REDIS);
    return {
      port: read.port('PORT', 4003),
      process: processSettings(read, 'scheduling'),
      mongoUrl: read.url('MONGO_URL', MONGO),
      redisUrl,
      jwtSecret: read.secret('JWT_SECRET'),
      internalToken,
      customerSessionSecret: read.secret('CUSTOMER_SESSION_SECRET'),
      cookieSecure: read.boolean('COOKIE_SECURE', true),
      privacyHashSecret: read.secret('PRIVACY_HASH_SECRET', internalToken),
      onboardingUrl: read.url('ONBOARDING_URL', HTTP),
      identityUrl: read.url('IDENTITY_URL', HTTP),
      adminSessionCacheMs: read.positive('ADMIN_SESSION_CACHE_MS', ADMIN_SESSION_CACHE_MS),
      customerSessionCacheMs: read.positive('CUSTOMER_SESSION_CACHE_MS', CUSTOMER_SESSION_CACHE_MS),
      smtpUrl: read.url('SMTP_URL', ['smtp:', 'smtps:']),
      mailFrom: read.string('MAIL_FROM', 'Atelier Cedar <studio@ateliercedar.local>'),
      adminEmail: read.string('ADMIN_EMAIL', ''),
      publicUrl: read.url('PUBLIC_URL', HTTP, 'http://localhost:8080'),
      google: {
        clientId: read.string('GOOGLE_CLIENT_ID', ''),
        clientSecret: read.string('GOOGLE_CLIENT_SECRET', ''),
        redirectUri: read.url('GOOGLE_REDIRECT_URI', HTTP, ''),
        apiBaseUrl: read.url('GOOGLE_API_BASE_URL', HTTP, ''),
        oauthBaseUrl: read.url('GOOGLE_OAUTH_BASE_URL', HTTP, ''),
        tokenKeySecret: read.secret('GOOGLE_TOKEN_KEY'),
      },
      rateLimits: rateLimitSettings(read, redisUrl),
      budgets: {
        bookingsPerHour: read.positive('RATE_LIMIT_BOOKINGS_PER_HOUR', 5),
        cancelsPerHour: read.positive('RATE_LIMIT_CANCELS_PER_HOUR', 10),
        availabilityDatesPerHour: read.positive('RATE_LIMIT_AVAILABILITY_DATES_PER_HOUR', 60),
      },
      customerEmailsPerDay: read.positive('CUSTOMER_EMAILS_PER_DAY', 3),
      draftRetentionDays: read.positive('DRAFT_RETENTION_DAYS', 180),
      validateResponses: false,
    };
  }, env);
}
