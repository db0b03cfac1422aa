/** The WhatsApp channel's and the SMS twins' configuration: off when unset, on with their credentials, refused when half-set. */
import { describe, expect, it } from 'vitest';
import { ConfigError } from '@cabinetry/shared/server/config';
import { loadConfig, WHATSAPP_TEMPLATE_DEFAULTS } from './config';

const BASE = {
  MONGO_URL: 'mongodb://127.0.0.1:27017/scheduling',
  REDIS_URL: 'redis://127.0.0.1:6379',
  JWT_SECRET: 'j'.repeat(32),
  INTERNAL_TOKEN: 'i'.repeat(32),
  CUSTOMER_SESSION_SECRET: 'c'.repeat(32),
  GOOGLE_TOKEN_KEY: 'g'.repeat(32),
  ONBOARDING_URL: 'http://127.0.0.1:4002',
  IDENTITY_URL: 'http://127.0.0.1:4004',
  SMTP_URL: 'smtp://127.0.0.1:2525',
};
const WHATSAPP = {
  WHATSAPP_TOKEN: 'EAAtoken',
  WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
  WHATSAPP_APP_SECRET: 'a'.repeat(32),
  WHATSAPP_VERIFY_TOKEN: 'v'.repeat(32),
};

describe('WhatsApp configuration', () => {
  it('is off (e-mail only) when no WHATSAPP_* credential is set', () => {
    expect(loadConfig(BASE).whatsapp).toBeNull();
  });

  it("is on with the four credentials: Graph's own root and the default template names unless given", () => {
    expect(loadConfig({ ...BASE, ...WHATSAPP }).whatsapp).toEqual({
      token: 'EAAtoken',
      phoneNumberId: '106540352242922',
      appSecret: 'a'.repeat(32),
      verifyToken: 'v'.repeat(32),
      apiUrl: 'https://graph.facebook.com',
      templates: WHATSAPP_TEMPLATE_DEFAULTS,
    });
    const custom = loadConfig({ ...BASE, ...WHATSAPP, WHATSAPP_API_URL: 'http://127.0.0.1:9999', WHATSAPP_TEMPLATE_REMINDER_2H: 'rappel_2h' }).whatsapp;
    expect(custom).toMatchObject({ apiUrl: 'http://127.0.0.1:9999', templates: { 'reminder-2h': 'rappel_2h', confirmation: 'appointment_confirmation' } });
  });

  it('refuses to start half-configured, naming every problem at once', () => {
    const half = { ...BASE, WHATSAPP_TOKEN: 'EAAtoken', WHATSAPP_PHONE_NUMBER_ID: '+961 70 000 000', WHATSAPP_APP_SECRET: 'short', WHATSAPP_TEMPLATE_MOVED: 'Moved Template' };
    const error = (() => {
      try {
        loadConfig(half);
      } catch (thrown) {
        return thrown;
      }
    })();
    expect(error).toBeInstanceOf(ConfigError);
    const { message } = error as ConfigError;
    expect(message).toContain('WHATSAPP_VERIFY_TOKEN is missing');
    expect(message).toContain('WHATSAPP_APP_SECRET is too short');
    expect(message).toContain("WHATSAPP_PHONE_NUMBER_ID must be the phone number's id");
    expect(message).toContain('WHATSAPP_TEMPLATE_MOVED must be a template name');
  });
});

describe('SMS configuration (the twins of undelivered WhatsApp messages)', () => {
  const TWILIO = { TWILIO_ACCOUNT_SID: `AC${'0123456789abcdef'.repeat(2)}`, TWILIO_AUTH_TOKEN: 'f'.repeat(32), TWILIO_FROM: '+96170123456' };

  it("is off without TWILIO_*, on with the three: Twilio's own root unless given", () => {
    expect(loadConfig(BASE).sms).toBeNull();
    expect(loadConfig({ ...BASE, ...TWILIO }).sms).toEqual({ accountSid: TWILIO.TWILIO_ACCOUNT_SID, authToken: TWILIO.TWILIO_AUTH_TOKEN, from: '+96170123456', apiUrl: 'https://api.twilio.com' });
    expect(loadConfig({ ...BASE, ...TWILIO, TWILIO_FROM: 'AtelierCdr', TWILIO_API_URL: 'http://127.0.0.1:9998' }).sms).toMatchObject({ from: 'AtelierCdr', apiUrl: 'http://127.0.0.1:9998' });
  });

  it('refuses to start half-configured or with a malformed account SID or sender', () => {
    const messageOf = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (thrown) {
        return (thrown as ConfigError).message;
      }
      return '';
    };
    expect(messageOf({ ...BASE, TWILIO_ACCOUNT_SID: TWILIO.TWILIO_ACCOUNT_SID })).toContain('TWILIO_AUTH_TOKEN is missing');
    const malformed = messageOf({ ...BASE, ...TWILIO, TWILIO_ACCOUNT_SID: 'SK123', TWILIO_FROM: '70 123 456 (shop)' });
    expect(malformed).toContain('TWILIO_ACCOUNT_SID must be an account SID');
    expect(malformed).toContain('TWILIO_FROM must be an E.164 number or an alphanumeric sender id');
  });
});
