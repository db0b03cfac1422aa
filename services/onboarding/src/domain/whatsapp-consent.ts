/**
 * The customer's WhatsApp consent (issue 38), owned by onboarding: what step 1's opt-in makes of the
 * stored record. A consent is for one number (the phone the customer gave when they ticked the box):
 * the channel sends only to that number while `optedIn` holds. Pure; times are instants (Date).
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { CustomerLocale, WhatsAppOptIn } from '@cabinetry/shared/contracts';

/** The stored consent (customers' `whatsAppConsent`; null: never asked). */
export interface WhatsAppConsent {
  /** true: the number may get WhatsApp messages; false: it opted out (or never opted in) */
  optedIn: boolean;
  /** the number the answer is about, as the customer gave it */
  phone: string;
  /** WHATSAPP_CONSENT_VERSION of the wording the customer answered */
  wordingVersion: number;
  /** the language of the page they answered on */
  locale: CustomerLocale;
  /** when they answered */
  at: Date;
  /** keyed hash of the client address they answered from (never the address itself) */
  clientHash: string;
}

/** Where and when step 1 was answered. */
export interface ConsentContext {
  phone: string;
  locale: CustomerLocale;
  now: Date;
  clientHash: string;
}

/**
 * The consent to store after step 1's answer `answer` (undefined: the request did not carry one),
 * given the stored `current`; null when nothing changes (the same answer for the same number and
 * wording keeps the record of when it was first given).
 */
export function consentAfterStep1(current: WhatsAppConsent | null | undefined, answer: WhatsAppOptIn | undefined, context: ConsentContext): WhatsAppConsent | null {
  if (!answer) return null;
  if (!answer.optIn && !current?.optedIn) return null; // nothing given, nothing to withdraw
  const unchanged = current && current.optedIn === answer.optIn && current.phone === context.phone && current.wordingVersion === answer.wordingVersion;
  if (unchanged) return null;
  return { optedIn: answer.optIn, phone: answer.optIn ? context.phone : current!.phone, wordingVersion: answer.wordingVersion, locale: context.locale, at: context.now, clientHash: context.clientHash };
}

/**
 * A pattern matching a stored number (`WhatsAppConsent.phone`, as the customer typed it: '+961 71
 * 123 456', '+96171123456'…) whose digits are `waId`, WhatsApp's id of a number (digits, country code
 * first). Throws on an id that is not 7 to 15 digits.
 */
export function consentPhonePattern(waId: string): RegExp {
  if (!/^[0-9]{7,15}$/.test(waId)) throw new Error(`not a WhatsApp id: ${waId}`);
  return new RegExp(`^\\D*${waId.split('').join('\\D*')}\\D*$`);
}

/** `phone` as WhatsApp ids a number: E.164 digits without the '+' ('+961 03 123 456' → '9613123456'); null when it cannot be a number. */
export function whatsAppIdOf(phone: string): string | null {
  const parsed = parsePhoneNumberFromString(phone);
  return parsed?.isPossible() ? parsed.number.slice(1) : null;
}

/**
 * The number (E.164 digits, e.g. '96170123456') the showroom may send WhatsApp messages to now, or
 * null (send nothing): only while `consent` holds (ticked, not withdrawn) and the number it was given
 * for is still the customer's step-1 phone `currentPhone` (a changed number needs its own consent).
 */
export function consentedWhatsAppId(consent: WhatsAppConsent | null | undefined, currentPhone: string): string | null {
  if (!consent?.optedIn) return null;
  const consented = whatsAppIdOf(consent.phone);
  return consented && consented === whatsAppIdOf(currentPhone) ? consented : null;
}
