/**
 * Reads a customer's contact details and answers from the onboarding service's internal route
 * (GET /internal/customers/:id, INTERNAL_TOKEN), never from onboarding's database.
 */
import { INTERNAL_TOKEN_HEADER } from '@cabinetry/shared/server';

/** The answer of onboarding's internal customer route. */
export interface CustomerProfile {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  projectAddress: string;
  projectTypes: { kitchen: boolean; wardrobe: boolean };
  notes: string;
  projectDetails: string;
  projectTimeline: string;
  budget: string;
  counts: { styles: number; colorPalettes: number; materials: number; documents: number };
}

/** Throws on any non-200 answer (the job is then retried with backoff). */
export async function fetchCustomer(onboardingUrl: string, internalToken: string, customerId: string): Promise<CustomerProfile> {
  const res = await fetch(`${onboardingUrl}/internal/customers/${customerId}`, { headers: { [INTERNAL_TOKEN_HEADER]: internalToken } });
  if (!res.ok) throw new Error(`onboarding answered ${res.status} for customer ${customerId}`);
  return (await res.json()) as CustomerProfile;
}
