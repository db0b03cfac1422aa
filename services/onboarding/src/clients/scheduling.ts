/**
 * Asks the scheduling service's internal routes (INTERNAL_TOKEN) about a customer's appointments,
 * never scheduling's database.
 */
import { INTERNAL_TOKEN_HEADER } from '@cabinetry/shared/server/auth';
import { HttpError } from '@cabinetry/shared/server/errors';
import { INTERNAL_CALL_TIMEOUT_MS } from '@cabinetry/shared/server/timeouts';
import { logger } from '@cabinetry/shared/server/logger';
import { type ActiveAppointmentAnswer, type BookedAppointment, type CustomerDesignersAnswer, type DesignerPickAnswer, type DesignerPickRequest, type CustomerRecords, type DesignerCustomersAnswer, DESIGNER_BATCH_MAX, EXPORT_UNAVAILABLE } from '@cabinetry/shared/contracts';
import { traceHeaders } from '@cabinetry/shared/server/tracing';

export const SCHEDULING_UNREACHABLE = 'We could not check your appointment just now. Please try again in a moment.';

/** GET of scheduling's internal route `path` (JSON answer); HttpError 503 `unavailable` with `refusal` when scheduling does not answer, or answers other than 2xx. */
async function getInternal<T>(schedulingUrl: string, internalToken: string, path: string, refusal: string): Promise<T> {
  try {
    const res = await fetch(`${schedulingUrl}${path}`, {
      headers: { ...traceHeaders(), [INTERNAL_TOKEN_HEADER]: internalToken },
      signal: AbortSignal.timeout(INTERNAL_CALL_TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`scheduling answered ${res.status}`);
    return (await res.json()) as T;
  } catch {
    throw new HttpError(503, refusal, { code: 'unavailable' });
  }
}

/** The active appointment `customerId` holds, or null. Throws HttpError 503 when scheduling does not answer. */
export async function activeAppointmentOf(schedulingUrl: string, internalToken: string, customerId: string): Promise<BookedAppointment | null> {
  return (await getInternal<ActiveAppointmentAnswer>(schedulingUrl, internalToken, `/internal/customers/${customerId}/active-appointment`, SCHEDULING_UNREACHABLE)).appointment;
}

/**
 * The customer's appointments, the e-mails sent to them and the WhatsApp messages from and statuses
 * to their numbers `waIds` (their data export). Throws HttpError 503 when scheduling does not answer.
 */
export async function customerRecordsOf(schedulingUrl: string, internalToken: string, customerId: string, waIds: string[]): Promise<CustomerRecords> {
  const query = waIds.length ? `?${new URLSearchParams({ waIds: waIds.join(',') })}` : '';
  return getInternal<CustomerRecords>(schedulingUrl, internalToken, `/internal/customers/${customerId}/records${query}`, EXPORT_UNAVAILABLE);
}

/**
 * Customer id → the designer of their latest appointment not cancelled, for those of `customerIds`
 * that have one; asked in chunks of DESIGNER_BATCH_MAX. When scheduling does not answer, the
 * names are missing (logged), not the caller's whole answer.
 */
export async function designersOf(schedulingUrl: string, internalToken: string, customerIds: string[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  try {
    for (let i = 0; i < customerIds.length; i += DESIGNER_BATCH_MAX) {
      const res = await fetch(`${schedulingUrl}/internal/appointments/designers`, {
        method: 'POST',
        headers: { ...traceHeaders(), [INTERNAL_TOKEN_HEADER]: internalToken, 'content-type': 'application/json' },
        body: JSON.stringify({ customerIds: customerIds.slice(i, i + DESIGNER_BATCH_MAX) }),
        signal: AbortSignal.timeout(INTERNAL_CALL_TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`scheduling answered ${res.status}`);
      for (const d of ((await res.json()) as CustomerDesignersAnswer).designers) names.set(d.customerId, d.designerName);
    }
  } catch (err) {
    logger.warn({ err: (err as Error).message }, 'designers unavailable for the leads export');
  }
  return names;
}

/**
 * The designer staff account `staffUserId` is linked to now and the customers with an appointment
 * assigned to that designer (scheduling answers from its database on every call, so an unlinked
 * account loses them at once). Throws HttpError 503 when scheduling does not answer.
 */
export async function designerCustomersOf(schedulingUrl: string, internalToken: string, staffUserId: string): Promise<DesignerCustomersAnswer> {
  return getInternal<DesignerCustomersAnswer>(schedulingUrl, internalToken, `/internal/staff/${encodeURIComponent(staffUserId)}/designer-customers`, SCHEDULING_UNREACHABLE);
}

/** The designer scheduling's assignment rules give a lead without an appointment (null: no active designer). Throws when scheduling does not answer. */
export async function pickDesigner(schedulingUrl: string, internalToken: string, request: DesignerPickRequest): Promise<{ id: string; name: string } | null> {
  const res = await fetch(`${schedulingUrl}/internal/designers/pick`, {
    method: 'POST',
    headers: { ...traceHeaders(), [INTERNAL_TOKEN_HEADER]: internalToken, 'content-type': 'application/json' },
    body: JSON.stringify(request),
    signal: AbortSignal.timeout(INTERNAL_CALL_TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`scheduling answered ${res.status} to the designer pick`);
  return ((await res.json()) as DesignerPickAnswer).designer;
}
