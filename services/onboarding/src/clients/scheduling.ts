/**
 * Asks the scheduling service's internal routes (INTERNAL_TOKEN) about a customer's appointments,
 * never scheduling's database.
 */
import { INTERNAL_TOKEN_HEADER } from '@cabinetry/shared/server/auth';
import { HttpError } from '@cabinetry/shared/server/errors';
import { INTERNAL_CALL_TIMEOUT_MS } from '@cabinetry/shared/server/timeouts';
import { type ActiveAppointmentAnswer, type BookedAppointment, type CustomerRecords, EXPORT_UNAVAILABLE } from '@cabinetry/shared/contracts';

export const SCHEDULING_UNREACHABLE = 'We could not check your appointment just now. Please try again in a moment.';

/** The active appointment `customerId` holds, or null. Throws HttpError 503 when scheduling does not answer. */
export async function activeAppointmentOf(schedulingUrl: string, internalToken: string, customerId: string): Promise<BookedAppointment | null> {
  try {
    const res = await fetch(`${schedulingUrl}/internal/customers/${customerId}/active-appointment`, {
      headers: { [INTERNAL_TOKEN_HEADER]: internalToken },
      signal: AbortSignal.timeout(INTERNAL_CALL_TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`scheduling answered ${res.status}`);
    return ((await res.json()) as ActiveAppointmentAnswer).appointment;
  } catch {
    throw new HttpError(503, SCHEDULING_UNREACHABLE, { code: 'unavailable' });
  }
}

/** The customer's appointments and the e-mails sent to them (their data export). Throws HttpError 503 when scheduling does not answer. */
export async function customerRecordsOf(schedulingUrl: string, internalToken: string, customerId: string): Promise<CustomerRecords> {
  try {
    const res = await fetch(`${schedulingUrl}/internal/customers/${customerId}/records`, {
      headers: { [INTERNAL_TOKEN_HEADER]: internalToken },
      signal: AbortSignal.timeout(INTERNAL_CALL_TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`scheduling answered ${res.status}`);
    return (await res.json()) as CustomerRecords;
  } catch {
    throw new HttpError(503, EXPORT_UNAVAILABLE, { code: 'unavailable' });
  }
}
