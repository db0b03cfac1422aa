/**
 * scheduling service (API and worker) configuration (environment, validated at start).
 * Google (optional): GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET and GOOGLE_REDIRECT_URI turn the Google
 * account link on; GOOGLE_API_BASE_URL / GOOGLE_OAUTH_BASE_URL point googleapis elsewhere (tests'
 * fake Google); GOOGLE_TOKEN_KEY is the secret the refresh-token encryption key is derived from
 * (HKDF-SHA256; INTERNAL_TOKEN when unset). ADMIN_EMAIL: comma-separated admin notification addresses.
 */
import { optional, port, required } from '@cabinetry/shared/server';

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
}

export function loadConfig(): SchedulingConfig {
  const internalToken = required('INTERNAL_TOKEN');
  return {
    port: port('PORT', 4003),
    mongoUrl: required('MONGO_URL'),
    redisUrl: required('REDIS_URL'),
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
  };
}
