/** The number the WhatsApp channel may use: E.164 digits of the consented number, only while the consent holds for the current phone. */
import { describe, expect, it } from 'vitest';
import { waIdOf } from '@cabinetry/shared/contracts/whatsapp';
import { consentedWhatsAppId, type WhatsAppConsent } from './whatsapp-consent';

const given: WhatsAppConsent = { optedIn: true, phone: '+96170123456', wordingVersion: 1, locale: 'en', at: new Date('2026-11-20T10:00:00Z'), clientHash: 'h0' };

describe('waIdOf', () => {
  it('answers E.164 digits, dropping a trunk zero typed after the country code', () => {
    expect(waIdOf('+96170123456')).toBe('96170123456');
    expect(waIdOf('+961 03 123 456')).toBe('9613123456');
    expect(waIdOf('+961 3 123 456')).toBe('9613123456');
    expect(waIdOf('+39 06 1234 5678')).toBe('390612345678'); // Italy keeps its leading zero
  });

  it('answers null for what cannot be a number', () => {
    expect(waIdOf('+961 12')).toBeNull();
    expect(waIdOf('')).toBeNull();
  });
});

describe('consentedWhatsAppId', () => {
  it('answers the consented number while the consent holds for the current phone, however it is spaced', () => {
    expect(consentedWhatsAppId(given, '+96170123456')).toBe('96170123456');
    expect(consentedWhatsAppId({ ...given, phone: '+961 70 123 456' }, '+96170123456')).toBe('96170123456');
  });

  it('answers null without consent, after a withdrawal, or once the customer gave another number', () => {
    expect(consentedWhatsAppId(null, '+96170123456')).toBeNull();
    expect(consentedWhatsAppId(undefined, '+96170123456')).toBeNull();
    expect(consentedWhatsAppId({ ...given, optedIn: false }, '+96170123456')).toBeNull();
    expect(consentedWhatsAppId(given, '+96171999888')).toBeNull();
  });
});
