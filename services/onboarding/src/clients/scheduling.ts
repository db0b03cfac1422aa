/**
 * Asks the scheduling service's internal routes (INTERNAL_TOKEN) about a customer's appointments,
 * never scheduling's database.
 */
import { HttpError, INTERNAL_CALL_TIMEOUT_MS, INTERNAL_TOKEN_HEADER } from '@cabinetry/shared/server';

export const SCHEDULING_UNREACHABLE = 'We could not check your appointment just now. Please try again in a moment.';

/** Whether `customerId` holds an active appointment. Throws HttpError 503 when scheduling does not answer. */
export async function holdsActiveAppointment(schedulingUrl: string, internalToken: string, customerId: string): Promise<boolean> {
  try {
    const res = await fetch(`${schedulingUrl}/internal/customers/${customerId}/active-appointment`, {
      headers: { [INTERNAL_TOKEN_HEADER]: internalToken },
      signal: AbortSignal.timeout(INTERNAL_CALL_TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`scheduling answered ${res.status}`);
    return ((await res.json()) as { active: boolean }).active;
  } catch {
    throw new HttpError(503, SCHEDULING_UNREACHABLE, { code: 'unavailable' });
  }
}
