/**
 * The customer's WhatsApp consent (issue 38), owned by onboarding: what step 1's opt-in makes of the
 * stored record. A consent is for one number (the phone the customer gave when they ticked the box):
 * the channel sends only to that number while `optedIn` holds. Pure; times are instants (Date).
 */
import type { CustomerLocale, WhatsAppOptIn } from '@cabinetry/shared/contracts';
import { waIdOf } from '@cabinetry/shared/contracts/whatsapp';

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
 * The WhatsApp ids (waIdOf) of a customer's numbers: their phone and the number their consent is
 * for, without repeats; the join to what scheduling stored from WhatsApp (export, erasure, replies).
 */
export function whatsAppIdsOf(customer: { customerInfo?: { phone?: string | null } | null; whatsAppConsent?: { phone?: string | null } | null }): string[] {
  const ids = [waIdOf(customer.customerInfo?.phone), waIdOf(customer.whatsAppConsent?.phone)].filter((id): id is string => id !== null);
  return [...new Set(ids)];
}

/**
 * The number (E.164 digits, e.g. '96170123456') the showroom may send WhatsApp messages to now, or
 * null (send nothing): only while `consent` holds (ticked, not withdrawn) and the number it was given
 * for is still the customer's step-1 phone `currentPhone` (a changed number needs its own consent).
 */
export function consentedWhatsAppId(consent: WhatsAppConsent | null | undefined, currentPhone: string): string | null {
  if (!consent?.optedIn) return null;
  const consented = waIdOf(consent.phone);
  return consented && consented === waIdOf(currentPhone) ? consented : null;
}
