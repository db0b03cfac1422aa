/**
 * Reads customers' contact details and answers from the onboarding service's internal routes
 * (GET /internal/customers/:id, POST /internal/customers/batch; INTERNAL_TOKEN), never from
 * onboarding's database, and stores the language of the customer's page (PUT /internal/customers/:id/locale).
 * Each call gives up after INTERNAL_CALL_TIMEOUT_MS without an answer.
 */
import type { AppointmentEventRequest, CustomerContact, CustomerLocale, CustomerProfile, LeadDigestAnswer } from '@cabinetry/shared/contracts';
import { INTERNAL_TOKEN_HEADER } from '@cabinetry/shared/server/auth';
import { INTERNAL_CALL_TIMEOUT_MS } from '@cabinetry/shared/server/timeouts';
import { traceHeaders } from '@cabinetry/shared/server/tracing';

/** Throws on any non-200 answer (the job is then retried with backoff). */
export async function fetchCustomer(onboardingUrl: string, internalToken: string, customerId: string): Promise<CustomerProfile> {
  const res = await fetch(`${onboardingUrl}/internal/customers/${customerId}`, { headers: { ...traceHeaders(), [INTERNAL_TOKEN_HEADER]: internalToken }, signal: AbortSignal.timeout(INTERNAL_CALL_TIMEOUT_MS) });
  if (!res.ok) throw new Error(`onboarding answered ${res.status} for customer ${customerId}`);
  return (await res.json()) as CustomerProfile;
}

/** Stores `locale` as customer `customerId`'s language (unchanged when it already is). Throws on any non-200 answer. */
export async function storeCustomerLocale(onboardingUrl: string, internalToken: string, customerId: string, locale: CustomerLocale): Promise<void> {
  const res = await fetch(`${onboardingUrl}/internal/customers/${customerId}/locale`, {
    method: 'PUT',
    headers: { ...traceHeaders(), [INTERNAL_TOKEN_HEADER]: internalToken, 'content-type': 'application/json' },
    body: JSON.stringify({ locale }),
    signal: AbortSignal.timeout(INTERNAL_CALL_TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`onboarding answered ${res.status} storing the language of customer ${customerId}`);
}

/** The contacts of `ids` (at most 100) by id; unknown ids are absent. Throws on any non-200 answer. */
export async function fetchCustomerContacts(onboardingUrl: string, internalToken: string, ids: string[]): Promise<Map<string, CustomerContact>> {
  if (!ids.length) return new Map();
  const res = await fetch(`${onboardingUrl}/internal/customers/batch`, {
    method: 'POST',
    headers: { ...traceHeaders(), [INTERNAL_TOKEN_HEADER]: internalToken, 'content-type': 'application/json' },
    body: JSON.stringify({ ids: [...new Set(ids)] }),
    signal: AbortSignal.timeout(INTERNAL_CALL_TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`onboarding answered ${res.status} for a batch of ${ids.length} customers`);
  const { customers } = (await res.json()) as { customers: CustomerContact[] };
  return new Map(customers.map((c) => [c.id, c]));
}

/**
 * Tells onboarding's pipeline that the customer's appointment was booked, completed or cancelled (the
 * lead's stage and owner follow); 'unknown customer' when onboarding answers 404. Throws on any other non-200 answer.
 */
export async function sendAppointmentEvent(onboardingUrl: string, internalToken: string, customerId: string, event: AppointmentEventRequest): Promise<'applied' | 'unknown customer'> {
  const res = await fetch(`${onboardingUrl}/internal/customers/${customerId}/appointment-events`, {
    method: 'POST',
    headers: { ...traceHeaders(), [INTERNAL_TOKEN_HEADER]: internalToken, 'content-type': 'application/json' },
    body: JSON.stringify(event),
    signal: AbortSignal.timeout(INTERNAL_CALL_TIMEOUT_MS),
  });
  if (res.status === 404) return 'unknown customer';
  if (!res.ok) throw new Error(`onboarding answered ${res.status} to the ${event.event} event of customer ${customerId}`);
  return 'applied';
}

/** Withdraws the WhatsApp consent of every customer who gave the number `waId` (digits); answers how many. Throws on any non-200 answer. */
export async function withdrawWhatsAppConsent(onboardingUrl: string, internalToken: string, waId: string): Promise<number> {
  const res = await fetch(`${onboardingUrl}/internal/whatsapp-consent/withdrawals`, {
    method: 'POST',
    headers: { [INTERNAL_TOKEN_HEADER]: internalToken, 'content-type': 'application/json' },
    body: JSON.stringify({ waId }),
    signal: AbortSignal.timeout(INTERNAL_CALL_TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`onboarding answered ${res.status} to a WhatsApp opt-out`);
  return ((await res.json()) as { withdrawn: number }).withdrawn;
}

/** The morning digest's leads of each owner of `ownerIds` (designer ids, at most LEAD_DIGEST_OWNERS_MAX) and the showroom's day. Throws on any non-200 answer. */
export async function fetchLeadDigests(onboardingUrl: string, internalToken: string, ownerIds: string[]): Promise<LeadDigestAnswer> {
  const res = await fetch(`${onboardingUrl}/internal/leads/digests`, {
    method: 'POST',
    headers: { ...traceHeaders(), [INTERNAL_TOKEN_HEADER]: internalToken, 'content-type': 'application/json' },
    body: JSON.stringify({ ownerIds }),
    signal: AbortSignal.timeout(INTERNAL_CALL_TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`onboarding answered ${res.status} for the digests of ${ownerIds.length} owners`);
  return (await res.json()) as LeadDigestAnswer;
}

/** The customers who gave the WhatsApp number `waId` (their phone or their consent's), newest first. Throws on any non-200 answer. */
export async function findWhatsAppContacts(onboardingUrl: string, internalToken: string, waId: string): Promise<{ id: string; locale: string }[]> {
  const res = await fetch(`${onboardingUrl}/internal/whatsapp-contacts`, {
    method: 'POST',
    headers: { ...traceHeaders(), [INTERNAL_TOKEN_HEADER]: internalToken, 'content-type': 'application/json' },
    body: JSON.stringify({ waId }),
    signal: AbortSignal.timeout(INTERNAL_CALL_TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`onboarding answered ${res.status} to a WhatsApp contact lookup`);
  return ((await res.json()) as { customers: { id: string; locale: string }[] }).customers;
}

/** Gives the lead of `customerId` a call-back next action for WhatsApp message `messageId` (once per message). Throws on any non-200 answer. */
export async function requestCallback(onboardingUrl: string, internalToken: string, customerId: string, messageId: string): Promise<boolean> {
  const res = await fetch(`${onboardingUrl}/internal/customers/${customerId}/callback-requests`, {
    method: 'POST',
    headers: { ...traceHeaders(), [INTERNAL_TOKEN_HEADER]: internalToken, 'content-type': 'application/json' },
    body: JSON.stringify({ messageId }),
    signal: AbortSignal.timeout(INTERNAL_CALL_TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`onboarding answered ${res.status} to a call-back request`);
  return ((await res.json()) as { created: boolean }).created;
}
