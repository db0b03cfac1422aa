/** Appointment calls of docs/product.md §7 'Appointments and config'. */
import type { Appointment, AppointmentCreateRequest } from '@cabinetry/shared/contracts';
import useSWR from 'swr';
import { getJson, request, sendJson } from './client';

/**
 * True for the browser family docs/product.md §7 singles out for cache-busting availability reads: Safari
 * (desktop and iOS), i.e. a WebKit 'Safari' user agent that is not Chrome, Chromium, Edge, Firefox
 * or an Android browser.
 */
export function isSafari(userAgent: string): boolean {
  return /Safari\//.test(userAgent) && !/(Chrome|Chromium|CriOS|FxiOS|EdgiOS|Edg|OPR|Android)\//.test(userAgent);
}

/**
 * Availability from the first bookable day, or from `startDate` (Beirut 'YYYY-MM-DD'): the raw body,
 * validated by the caller. For Safari a `nocache` query parameter and no-cache headers are added.
 */
export function fetchAvailability(startDate?: string, userAgent: string = navigator.userAgent): Promise<unknown> {
  const query = new URLSearchParams(startDate ? { startDate } : {});
  if (!isSafari(userAgent)) return getJson(`/api/appointments/available${query.size ? `?${query}` : ''}`);
  query.set('nocache', String(Date.now()));
  return getJson(`/api/appointments/available?${query}`, { 'Cache-Control': 'no-cache', Pragma: 'no-cache' });
}

/** GET /api/appointments/{customerId}: the customer's appointments (an absent list reads as none). */
export async function fetchCustomerAppointments(customerId: string): Promise<Appointment[]> {
  const res = await getJson<{ appointments?: Appointment[] }>(`/api/appointments/${encodeURIComponent(customerId)}`);
  return Array.isArray(res?.appointments) ? res.appointments : [];
}

/** The customer's appointments through SWR (stale after 1 minute, docs/product.md §9). */
export function useCustomerAppointments(customerId: string | null) {
  return useSWR(customerId ? ['appointments', customerId] : null, ([, id]: [string, string]) => fetchCustomerAppointments(id), {
    dedupingInterval: 60_000,
  });
}

/** Books an appointment; a failure is an ApiError whose body is `{ error, existingAppointment?, isVirtualMeetingError?, details? }`. */
export function createAppointment(body: AppointmentCreateRequest): Promise<Appointment> {
  return sendJson('POST', '/api/appointments', body);
}

/** Cancels an appointment (DELETE /api/appointments/{id} → `{ success, appointment }`). */
export function cancelAppointment(id: string): Promise<{ success: boolean; appointment?: Appointment }> {
  return request(`/api/appointments/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
