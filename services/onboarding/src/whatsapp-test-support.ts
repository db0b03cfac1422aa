/**
 * Test helpers shared by the tests of the WhatsApp routes on the real onboarding service: step 1's
 * body for a customer who gave a phone number (ticking the WhatsApp box or not, in a language), and
 * saving it as a new customer.
 */
import { expect } from 'vitest';
import { type CustomerLocale, WHATSAPP_CONSENT_VERSION } from '@cabinetry/shared/contracts';
import { fromAddress, json, jsonInit } from '@cabinetry/shared/testing';
import type { Harness } from './test-harness';
import { urlOf } from '@cabinetry/shared/contracts/api/client';

export interface WhatsAppStep1Options {
  /** the WhatsApp box: ticked or unticked (with the current wording); absent: not answered */
  whatsApp?: { optIn: boolean };
  /** the page's language (absent: the default) */
  locale?: CustomerLocale;
}

/** Step 1's body for `email` and `phone`. */
export const whatsAppStep1 = (email: string, phone: string, { whatsApp, locale }: WhatsAppStep1Options = {}) => ({
  customerInfo: { firstName: 'Rania', lastName: 'Khoury', email, phone, projectAddress: 'Gemmayzeh, Lebanon', projectDetails: 'residential', projectTimeline: '3-6months', budget: '25k-50k' },
  projectTypes: { kitchen: true, wardrobe: false },
  ...(locale ? { locale } : {}),
  ...(whatsApp ? { whatsApp: { ...whatsApp, wordingVersion: WHATSAPP_CONSENT_VERSION } } : {}),
});

/** Saves whatsAppStep1 from client address `ip` as a new customer; answers their id. */
export async function whatsAppCustomer(harness: Harness, email: string, phone: string, ip: string, options?: WhatsAppStep1Options): Promise<string> {
  const created = await harness.app.request(urlOf('saveStep1'), jsonInit('POST', whatsAppStep1(email, phone, options)), fromAddress(ip));
  expect(created.status).toBe(201);
  return ((await json(created)) as { customerId: string }).customerId;
}
