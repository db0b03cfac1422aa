/**
 * Asks the scheduling service's internal routes (INTERNAL_TOKEN) about a customer's appointments and
 * a designer's customers, never scheduling's database.
 */
import { INTERNAL_TOKEN_HEADER } from '@cabinetry/shared/server/auth';
import { HttpError } from '@cabinetry/shared/server/errors';
import { INTERNAL_CALL_TIMEOUT_MS } from '@cabinetry/shared/server/timeouts';
import type { ActiveAppointmentAnswer, BookedAppointment, DesignerCustomersAnswer } from '@cabinetry/shared/contracts';

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

/**
 * The designer staff account `staffUserId` is linked to now and the customers with an appointment
 * assigned to that designer (scheduling answers from its database on every call, so an unlinked
 * account loses them at once). Throws HttpError 503 when scheduling does not answer.
 */
export async function designerCustomersOf(schedulingUrl: string, internalToken: string, staffUserId: string): Promise<DesignerCustomersAnswer> {
  try {
    const res = await fetch(`${schedulingUrl}/internal/staff/${encodeURIComponent(staffUserId)}/designer-customers`, {
      headers: { [INTERNAL_TOKEN_HEADER]: internalToken },
      signal: AbortSignal.timeout(INTERNAL_CALL_TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`scheduling answered ${res.status}`);
    return (await res.json()) as DesignerCustomersAnswer;
  } catch {
    throw new HttpError(503, SCHEDULING_UNREACHABLE, { code: 'unavailable' });
  }
}
