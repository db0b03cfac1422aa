/**
 * Staff appointment calls (bearer token, scheduling service through the gateway): one
 * page of the list, bookings per week, and the cancel / completed / no-show actions.
 */
import {
  appointmentQueryString,
  type AdminAppointment,
  type AdminAppointmentListResponse,
  type AdminAppointmentQueryParams,
  type BookingsPerWeek,
  type StaffOutcomeStatus,
} from '@cabinetry/shared/contracts';
import useSWR from 'swr';
import { adminGet, adminJson } from '../http';

/** One page of GET /api/admin/appointments; the previous page stays shown while the next loads. */
export function useAdminAppointments(params: AdminAppointmentQueryParams | null) {
  return useSWR<AdminAppointmentListResponse>(
    params ? `/api/admin/appointments?${appointmentQueryString(params)}` : null,
    (url: string) => adminGet<AdminAppointmentListResponse>(url),
    { keepPreviousData: true, revalidateOnMount: true },
  );
}

/** GET /api/admin/appointments/stats?weeks: bookings made per Beirut week, oldest first. */
export function useBookingStats(weeks: number) {
  return useSWR<BookingsPerWeek[]>(`/api/admin/appointments/stats?weeks=${weeks}`, (url: string) => adminGet<BookingsPerWeek[]>(url), {
    revalidateOnMount: true,
  });
}

/** Staff cancel: the customer is e-mailed and the calendar event removed. */
export const cancelAsStaff = (id: string) => adminJson<AdminAppointment>('POST', `/api/admin/appointments/${encodeURIComponent(id)}/cancel`);

/** Marks a started appointment completed or no-show. */
export const markOutcome = (id: string, status: StaffOutcomeStatus) =>
  adminJson<AdminAppointment>('POST', `/api/admin/appointments/${encodeURIComponent(id)}/status`, { status });
