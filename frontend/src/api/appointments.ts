/** Appointment calls of docs/product.md §7 'Appointments and config'. */
import type { AppointmentCreateRequest, AppointmentView } from '@cabinetry/shared/contracts';
import useSWR from 'swr';
import { call, urlOf } from './call';
import { getJson, pageLocaleQuery } from './client';

/**
 * True for the browser family docs/product.md §7 singles out for cache-busting availability reads: Safari
 * (desktop and iOS), i.e. a WebKit 'Safari' user agent that is not Chrome, Chromium, Edge, Firefox
 * or an Android browser.
 */
export function isSafari(userAgent: string): boolean {
  return /Safari\//.test(userAgent) && !/(Chrome|Chromium|CriOS|FxiOS|EdgiOS|Edg|OPR|Android)\//.test(userAgent);
}

/**
 * The URL of GET /api/appointments/available from the first bookable day, or from `startDate`
 * (Beirut 'YYYY-MM-DD'): what fetchAvailability asks, and what the page rendered per request holds
 * the first window under (src/prerender.tsx calls, src/pageData.ts).
 */
export function availabilityUrl(startDate?: string): string {
  return urlOf('getAvailability', { query: { startDate } });
}

/**
 * Availability from the first bookable day, or from `startDate` (Beirut 'YYYY-MM-DD'): the raw body,
 * validated by the caller. For Safari a `nocache` query parameter and no-cache headers are added.
 */
export function fetchAvailability(startDate?: string, userAgent: string = navigator.userAgent): Promise<unknown> {
  const url = availabilityUrl(startDate);
  if (!isSafari(userAgent)) return getJson(url);
  return getJson(`${url}${startDate ? '&' : '?'}nocache=${Date.now()}`, { 'Cache-Control': 'no-cache', Pragma: 'no-cache' });
}

/** GET /api/appointments/{customerId}: the customer's appointments (an absent list reads as none). */
export async function fetchCustomerAppointments(customerId: string): Promise<AppointmentView[]> {
  const res = await call('listCustomerAppointments', { params: { customerId } });
  return Array.isArray(res?.appointments) ? res.appointments : [];
}

/** Customer appointments are fresh for 1 minute (ms). */
export const APPOINTMENTS_STALE_MS = 60_000;

/**
 * The customer's appointments through SWR: a screen mounting with data older than 1 minute re-reads
 * them; within the minute the cache is shown without a call.
 */
export function useCustomerAppointments(customerId: string | null) {
  return useSWR(customerId ? ['appointments', customerId] : null, ([, id]: [string, string]) => fetchCustomerAppointments(id), {
    dedupingInterval: APPOINTMENTS_STALE_MS,
    revalidateIfStale: true,
  });
}

/** Books an appointment; a failure is an ApiError whose body is `{ error, code?, details?, existingAppointment? }` (AppointmentErrorResponse). */
export function createAppointment(body: AppointmentCreateRequest): Promise<AppointmentView> {
  return call('bookAppointment', { query: pageLocaleQuery(), body });
}

/** Cancels an appointment (DELETE /api/appointments/{id} → `{ success, appointment }`). */
export function cancelAppointment(id: string): Promise<{ success: boolean; appointment?: AppointmentView }> {
  return call('cancelAppointment', { params: { id }, query: pageLocaleQuery() });
}

/** Moves the customer's appointment `id` to `appointmentDate` ('YYYY-MM-DDTHH:MM:SS' with the showroom's offset that day; `rescheduleAppointment`); resolves to it as now stored. */
export function rescheduleAppointment(id: string, appointmentDate: string): Promise<AppointmentView> {
  return call('rescheduleAppointment', { params: { id }, query: pageLocaleQuery(), body: { appointmentDate } });
}
