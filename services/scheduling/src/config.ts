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
 * WhatsApp (optional, `whatsapp` null when off: customers are reached by e-mail only):
 * WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN together
 * turn the channel on (some without the others is a problem); WHATSAPP_API_URL is the Graph API's
 * root (default https://graph.facebook.com; the fake WhatsApp in tests and `npm start`);
 * WHATSAPP_TEMPLATE_<KIND> name the approved UTILITY templates (defaults in WHATSAPP_TEMPLATE_DEFAULTS).
 * SMS (optional, `sms` null when off): a WhatsApp message that falls back to e-mail also goes by SMS
 * through Twilio's Messages API when TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM (the
 * sender: an E.164 number or an alphanumeric sender id) are set together; TWILIO_API_URL is its root
 * (default https://api.twilio.com; the fake SMS provider in tests).
 */
import { HTTP, MONGO, processSettings, type ProcessSettings, rateLimitSettings, type RateLimitSettings, readConfig, REDIS } from '@cabinetry/shared/server/config';
import { ADMIN_SESSION_CACHE_MS, CUSTOMER_SESSION_CACHE_MS } from '@cabinetry/shared/server/auth';
import type { EnvReader } from '@cabinetry/shared/server/config';
import { WHATSAPP_MESSAGE_KINDS, type WhatsAppMessageKind } from '@cabinetry/shared/contracts/whatsapp';

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

/** Template names used when WHATSAPP_TEMPLATE_<KIND> is unset (as submitted to Meta, in en, fr and ar; docs/operations.md). */
export const WHATSAPP_TEMPLATE_DEFAULTS: Record<WhatsAppMessageKind, string> = {
  confirmation: 'appointment_confirmation',
  moved: 'appointment_moved',
  cancelled: 'appointment_cancelled',
  'reminder-24h': 'appointment_reminder_24h',
  'reminder-2h': 'appointment_reminder_2h',
  missed: 'missed_consultation',
};

export interface WhatsAppConfig {
  /** WHATSAPP_TOKEN: the system user's access token (Bearer) */
  token: string;
  /** WHATSAPP_PHONE_NUMBER_ID: the business phone number's id (not the number) */
  phoneNumberId: string;
  /** WHATSAPP_APP_SECRET: the Meta app's secret, which signs the webhooks (X-Hub-Signature-256) */
  appSecret: string;
  /** WHATSAPP_VERIFY_TOKEN: what Meta's subscription check must present (hub.verify_token) */
  verifyToken: string;
  /** WHATSAPP_API_URL: the Graph API's root, without the version */
  apiUrl: string;
  /** The approved template's name per message kind */
  templates: Record<WhatsAppMessageKind, string>;
}

/** Twilio's Messages API, for the SMS twins of WhatsApp messages that were not delivered. */
export interface SmsConfig {
  /** TWILIO_ACCOUNT_SID: 'AC…', also the Basic auth user */
  accountSid: string;
  /** TWILIO_AUTH_TOKEN: the Basic auth password */
  authToken: string;
  /** TWILIO_FROM: the sender, an E.164 number ('+961…') or an alphanumeric sender id (up to 11 characters) */
  from: string;
  /** TWILIO_API_URL: the API's root */
  apiUrl: string;
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
  /** null: the WhatsApp channel is off */
  whatsapp: WhatsAppConfig | null;
  /** null: no SMS (the fallback of an undelivered WhatsApp message is e-mail only) */
  sms: SmsConfig | null;
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
      whatsapp: whatsAppSettings(read),
      sms: smsSettings(read),
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

/** The SMS settings, or null when none of the three Twilio variables is set (every variable is read either way). */
function smsSettings(read: EnvReader): SmsConfig | null {
  const apiUrl = read.url('TWILIO_API_URL', HTTP, 'https://api.twilio.com');
  const given = { TWILIO_ACCOUNT_SID: read.string('TWILIO_ACCOUNT_SID', ''), TWILIO_AUTH_TOKEN: read.secret('TWILIO_AUTH_TOKEN', ''), TWILIO_FROM: read.string('TWILIO_FROM', '') };
  const missing = Object.entries(given).filter(([, value]) => value === '');
  if (missing.length === 3) return null;
  for (const [name] of missing) read.problems.push(`${name} is missing: SMS needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM together (or none of them: no SMS)`);
  if (given.TWILIO_ACCOUNT_SID && !/^AC[0-9a-fA-F]{32}$/.test(given.TWILIO_ACCOUNT_SID)) read.problems.push(`TWILIO_ACCOUNT_SID must be an account SID ('AC' and 32 hex digits)`);
  if (given.TWILIO_FROM && !/^(\+[1-9][0-9]{6,14}|[A-Za-z0-9 ]{1,11})$/.test(given.TWILIO_FROM)) read.problems.push(`TWILIO_FROM must be an E.164 number or an alphanumeric sender id of up to 11 characters, got '${given.TWILIO_FROM}'`);
  return { accountSid: given.TWILIO_ACCOUNT_SID, authToken: given.TWILIO_AUTH_TOKEN, from: given.TWILIO_FROM, apiUrl };
}

/** The WhatsApp channel's settings, or null when none of its four credentials is set (every variable is read either way). */
function whatsAppSettings(read: EnvReader): WhatsAppConfig | null {
  const templates = Object.fromEntries(
    WHATSAPP_MESSAGE_KINDS.map((kind) => {
      const name = `WHATSAPP_TEMPLATE_${kind.replace('-', '_').toUpperCase()}`;
      const value = read.string(name, WHATSAPP_TEMPLATE_DEFAULTS[kind]);
      if (!/^[a-z0-9_]{1,512}$/.test(value)) read.problems.push(`${name} must be a template name (lower-case letters, digits and _), got '${value}'`);
      return [kind, value];
    }),
  ) as Record<WhatsAppMessageKind, string>;
  const apiUrl = read.url('WHATSAPP_API_URL', HTTP, 'https://graph.facebook.com');
  const credentials = {
    WHATSAPP_TOKEN: read.string('WHATSAPP_TOKEN', ''),
    WHATSAPP_PHONE_NUMBER_ID: read.string('WHATSAPP_PHONE_NUMBER_ID', ''),
    WHATSAPP_APP_SECRET: read.secret('WHATSAPP_APP_SECRET', ''),
    WHATSAPP_VERIFY_TOKEN: read.secret('WHATSAPP_VERIFY_TOKEN', ''),
  };
  const missing = Object.entries(credentials).filter(([, value]) => value === '');
  if (missing.length === 4) return null;
  for (const [name] of missing) read.problems.push(`${name} is missing: the WhatsApp channel needs WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN together (or none of them: e-mail only)`);
  const phoneNumberId = credentials.WHATSAPP_PHONE_NUMBER_ID;
  if (phoneNumberId && !/^[0-9]+$/.test(phoneNumberId)) read.problems.push(`WHATSAPP_PHONE_NUMBER_ID must be the phone number's id (digits), got '${phoneNumberId}'`);
  return {
    token: credentials.WHATSAPP_TOKEN,
    phoneNumberId,
    appSecret: credentials.WHATSAPP_APP_SECRET,
    verifyToken: credentials.WHATSAPP_VERIFY_TOKEN,
    apiUrl,
    templates,
  };
}
