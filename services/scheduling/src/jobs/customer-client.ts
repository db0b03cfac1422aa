/** Reads a customer's contact details from the onboarding service's internal route (INTERNAL_TOKEN). */
import { INTERNAL_TOKEN_HEADER } from '@cabinetry/shared/server';

export interface CustomerContact {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/** Throws on any non-200 answer (the job is then retried with backoff). */
export async function fetchCustomer(onboardingUrl: string, internalToken: string, customerId: string): Promise<CustomerContact> {
  const res = await fetch(`${onboardingUrl}/internal/customers/${customerId}`, { headers: { [INTERNAL_TOKEN_HEADER]: internalToken } });
  if (!res.ok) throw new Error(`onboarding answered ${res.status} for customer ${customerId}`);
  return (await res.json()) as CustomerContact;
}
