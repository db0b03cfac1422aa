/** Appointment calls of SPEC §7. */
import type { Appointment, AppointmentCreateRequest } from '@cabinetry/shared/contracts';
import useSWR from 'swr';
import { getJson, request, sendJson } from './client';

/** Availability from tomorrow, or from `startDate` (Beirut 'YYYY-MM-DD'); the raw body, validated by the caller. */
export function fetchAvailability(startDate?: string): Promise<unknown> {
  return getJson(startDate ? `/api/appointments/available?startDate=${startDate}` : '/api/appointments/available');
}

/** The customer's appointments (stale after 1 minute). */
export function useCustomerAppointments(customerId: string | null) {
  return useSWR(customerId ? `/api/appointments/${encodeURIComponent(customerId)}` : null, async (url: string) => {
    const res = await getJson<{ appointments?: Appointment[] }>(url);
    return Array.isArray(res?.appointments) ? res.appointments : [];
  }, { dedupingInterval: 60_000 });
}

/** Books an appointment; a failure carries `{ error, existingAppointment?, isVirtualMeetingError? }`. */
export function createAppointment(body: AppointmentCreateRequest): Promise<Appointment> {
  return sendJson('POST', '/api/appointments', body);
}

/** Cancels an appointment. */
export function cancelAppointment(id: string): Promise<unknown> {
  return request(`/api/appointments/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
