/**
 * onboarding service configuration (environment, checked at start: every problem listed at once).
 * SCHEDULING_URL: where the scheduling service's internal routes answer (whether a customer holds
 * an appointment). Budgets per client IP and hour: RATE_LIMIT_CUSTOMERS_PER_HOUR new customers
 * (step 1; default 10: a household or a showroom's shared network rarely starts more),
 * RATE_LIMIT_UPLOADS_PER_HOUR upload requests (step 4; default 60, each holding up to 5 files),
 * RATE_LIMIT_RESUME_LINKS_PER_HOUR resume links asked for (default 20) and
 * RATE_LIMIT_RESUME_REDEEMS_PER_HOUR resume links used (default 30), RATE_LIMIT_STAFF_LEADS_PER_HOUR leads
 * staff add and links they send them (default 120: a busy showroom's day in an hour), all times RATE_LIMIT_MULTIPLIER.
 * REDIS_URL also carries the resume-link e-mails to the scheduling worker's queue. Storage a day (24 hours from the first upload), also times
 * RATE_LIMIT_MULTIPLIER: UPLOAD_MB_PER_CUSTOMER_PER_DAY (default 100) per customer and
 * UPLOAD_MB_PER_CLIENT_PER_DAY (default 500) per client IP, all that client's customers together.
 * PRIVACY_HASH_SECRET (default INTERNAL_TOKEN; set its own in production, and never change it: the
 * erasure ledger and the audit log's pseudonyms are keyed by it) keys the hashes erasure leaves
 * behind; REDIS_URL also carries the erasure jobs to the scheduling worker.
 * The sales pipeline (issue 39): LEAD_OPENING_HOURS, the showroom's hours the one-hour first-contact
 * deadline counts in, on the showroom's clock ('1-5 09:00-17:00; 6 10:00-14:00': ISO weekdays, then
 * stretches; default Monday–Friday 09:00–17:00, the default availability rules); LEAD_STALE_DAYS
 * (default 7): an open lead with no activity for that many days is stale.
 */
import { HTTP, MONGO, processSettings, type ProcessSettings, rateLimitSettings, type RateLimitSettings, readConfig, REDIS, storageConfig, type StorageConfig } from '@cabinetry/shared/server/config';
import { ADMIN_SESSION_CACHE_MS } from '@cabinetry/shared/server/auth';
import type { WeeklyHours } from '@cabinetry/shared/time';
import { parseOpeningHours } from './domain/pipeline';

export interface OnboardingConfig {
  port: number;
  /** SERVICE_NAME, HOST, LOG_LEVEL, SHUTDOWN_DEADLINE_MS */
  process: ProcessSettings;
  mongoUrl: string;
  internalToken: string;
  customerSessionSecret: string;
  /** keys the erasure ledger's and the audit log's hashes (@cabinetry/shared/server/erasure) */
  privacyHashSecret: string;
  /** verifies admin tokens (staff Leads routes) and keys the document download links */
  jwtSecret: string;
  /** identity, asked about the current state of admin accounts (with INTERNAL_TOKEN) */
  identityUrl: string;
  /** ADMIN_SESSION_CACHE_MS: how long identity's answer about an account is trusted (ms; default 10 000): a revocation takes effect within it */
  adminSessionCacheMs: number;
  /** COOKIE_SECURE ('true'/'false', any case; default true): the session cookie's Secure flag; when true only the `__Host-` cookie is accepted. */
  cookieSecure: boolean;
  whatsappNumber: string;
  storage: StorageConfig;
  schedulingUrl: string;
  rateLimits: RateLimitSettings;
  budgets: { customersPerHour: number; uploadsPerHour: number; resumeLinksPerHour: number; resumeRedeemsPerHour: number; staffLeadsPerHour: number };
  /** true only in tests (their harness sets it): every JSON answer is checked against the route table's schema, a mismatch answering 500 */
  validateResponses: boolean;
  /** Bytes stored a day per customer and per client IP. */
  uploadQuotas: { customerBytesPerDay: number; clientBytesPerDay: number };
  /** LEAD_OPENING_HOURS and LEAD_STALE_DAYS */
  pipeline: { openingHours: WeeklyHours; staleDays: number };
}

const MB = 1024 * 1024;

/** Reads `env` (default process.env); throws one ConfigError listing every problem. */
export function loadConfig(env: Record<string, string | undefined> = process.env): OnboardingConfig {
  return readConfig((read) => {
    const hours = parseOpeningHours(read.string('LEAD_OPENING_HOURS', '1-5 09:00-17:00'));
    if (typeof hours === 'string') read.problems.push(hours);
    return {
    port: read.port('PORT', 4002),
    process: processSettings(read, 'onboarding'),
    mongoUrl: read.url('MONGO_URL', MONGO),
    internalToken: read.secret('INTERNAL_TOKEN'),
    privacyHashSecret: read.secret('PRIVACY_HASH_SECRET', env.INTERNAL_TOKEN ?? ''),
    customerSessionSecret: read.secret('CUSTOMER_SESSION_SECRET'),
    jwtSecret: read.secret('JWT_SECRET'),
    identityUrl: read.url('IDENTITY_URL', HTTP),
    adminSessionCacheMs: read.positive('ADMIN_SESSION_CACHE_MS', ADMIN_SESSION_CACHE_MS),
    cookieSecure: read.boolean('COOKIE_SECURE', true),
    whatsappNumber: read.string('WHATSAPP_NUMBER', ''),
    storage: storageConfig(read),
    schedulingUrl: read.url('SCHEDULING_URL', HTTP),
    rateLimits: rateLimitSettings(read, read.url('REDIS_URL', REDIS)),
    budgets: {
      customersPerHour: read.positive('RATE_LIMIT_CUSTOMERS_PER_HOUR', 10),
      uploadsPerHour: read.positive('RATE_LIMIT_UPLOADS_PER_HOUR', 60),
      resumeLinksPerHour: read.positive('RATE_LIMIT_RESUME_LINKS_PER_HOUR', 20),
      resumeRedeemsPerHour: read.positive('RATE_LIMIT_RESUME_REDEEMS_PER_HOUR', 30),
      staffLeadsPerHour: read.positive('RATE_LIMIT_STAFF_LEADS_PER_HOUR', 120),
    },
    validateResponses: false,
    uploadQuotas: {
      customerBytesPerDay: read.positive('UPLOAD_MB_PER_CUSTOMER_PER_DAY', 100) * MB,
      clientBytesPerDay: read.positive('UPLOAD_MB_PER_CLIENT_PER_DAY', 500) * MB,
    },
    pipeline: { openingHours: typeof hours === 'string' ? {} : hours, staleDays: read.positive('LEAD_STALE_DAYS', 7) },
    };
  }, env);
}
