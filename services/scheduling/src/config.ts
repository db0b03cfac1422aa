/**
 * scheduling service (API and worker) configuration (environment, checked at start: every problem listed at once).
 * Google (optional): GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET and GOOGLE_REDIRECT_URI turn the Google
 * account link on; GOOGLE_API_BASE_URL / GOOGLE_OAUTH_BASE_URL point googleapis elsewhere (tests'
 * fake Google); GOOGLE_TOKEN_KEY is the secret the refresh-token encryption key is derived from
 * (HKDF-SHA256; INTERNAL_TOKEN when unset). ADMIN_EMAIL: comma-separated admin notification addresses.
 */
import { HTTP, MONGO, readConfig } from '@cabinetry/shared/server';

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
  smtpUrl: string;
  mailFrom: string;
  adminEmail: string;
  publicUrl: string;
  google: GoogleConfig;
}

export function loadConfig(): SchedulingConfig {
  return readConfig((env) => {
    const internalToken = env.secret('INTERNAL_TOKEN');
    return {
      port: env.port('PORT', 4003),
      mongoUrl: env.url('MONGO_URL', MONGO),
      redisUrl: env.url('REDIS_URL', ['redis:', 'rediss:']),
      jwtSecret: env.secret('JWT_SECRET'),
      internalToken,
      customerSessionSecret: env.secret('CUSTOMER_SESSION_SECRET'),
      onboardingUrl: env.url('ONBOARDING_URL', HTTP),
      smtpUrl: env.url('SMTP_URL', ['smtp:', 'smtps:']),
      mailFrom: env.string('MAIL_FROM', 'Atelier Cedar <studio@ateliercedar.local>'),
      adminEmail: env.string('ADMIN_EMAIL', ''),
      publicUrl: env.url('PUBLIC_URL', HTTP, 'http://localhost:8080'),
      google: {
        clientId: env.string('GOOGLE_CLIENT_ID', ''),
        clientSecret: env.string('GOOGLE_CLIENT_SECRET', ''),
        redirectUri: env.url('GOOGLE_REDIRECT_URI', HTTP, ''),
        apiBaseUrl: env.url('GOOGLE_API_BASE_URL', HTTP, ''),
        oauthBaseUrl: env.url('GOOGLE_OAUTH_BASE_URL', HTTP, ''),
        tokenKeySecret: env.secret('GOOGLE_TOKEN_KEY', internalToken),
      },
    };
  });
}
