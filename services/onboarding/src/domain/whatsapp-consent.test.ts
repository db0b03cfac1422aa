/** Step 1's WhatsApp opt-in → the stored consent. */
import { describe, expect, it } from 'vitest';
import { consentAfterStep1, type WhatsAppConsent } from './whatsapp-consent';

const context = { phone: '+961 70 123 456', locale: 'fr' as const, now: new Date('2026-11-29T07:00:00Z'), clientHash: 'h1' };
const given: WhatsAppConsent = { optedIn: true, phone: '+961 70 123 456', wordingVersion: 1, locale: 'en', at: new Date('2026-11-20T10:00:00Z'), clientHash: 'h0' };

describe('consentAfterStep1', () => {
  it('records a tick with the number, wording version, language, time and client hash', () => {
    expect(consentAfterStep1(null, { optIn: true, wordingVersion: 1 }, context)).toEqual({ optedIn: true, phone: '+961 70 123 456', wordingVersion: 1, locale: 'fr', at: context.now, clientHash: 'h1' });
  });

  it('keeps the first record when the same number is ticked again, and stores nothing for an unticked box never ticked', () => {
    expect(consentAfterStep1(given, { optIn: true, wordingVersion: 1 }, context)).toBeNull();
    expect(consentAfterStep1(null, { optIn: false, wordingVersion: 1 }, context)).toBeNull();
    expect(consentAfterStep1(given, undefined, context)).toBeNull();
  });

  it('a new number needs its own consent; unticking withdraws it for the number it was given for', () => {
    expect(consentAfterStep1(given, { optIn: true, wordingVersion: 1 }, { ...context, phone: '+961 3 999 999' })).toMatchObject({ optedIn: true, phone: '+961 3 999 999', at: context.now });
    expect(consentAfterStep1(given, { optIn: false, wordingVersion: 1 }, { ...context, phone: '+961 3 999 999' })).toMatchObject({ optedIn: false, phone: '+961 70 123 456', at: context.now });
  });
});
