/** scheduling service (API and worker) configuration (environment, validated at start). */
import { optional, port, required } from '@cabinetry/shared/server';

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
}

export function loadConfig(): SchedulingConfig {
  return {
    port: port('PORT', 4003),
    mongoUrl: required('MONGO_URL'),
    redisUrl: required('REDIS_URL'),
    jwtSecret: required('JWT_SECRET'),
    internalToken: required('INTERNAL_TOKEN'),
    customerSessionSecret: required('CUSTOMER_SESSION_SECRET'),
    onboardingUrl: required('ONBOARDING_URL'),
    smtpUrl: required('SMTP_URL'),
    mailFrom: optional('MAIL_FROM', 'Atelier Cedar <studio@ateliercedar.local>'),
    adminEmail: optional('ADMIN_EMAIL', ''),
    publicUrl: optional('PUBLIC_URL', 'http://localhost:8080'),
  };
}
