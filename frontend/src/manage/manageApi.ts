/**
 * The customer's manage link calls: GET /api/appointments/manage/{token} → AppointmentView,
 * DELETE → {success, appointment}, POST …/reschedule {appointmentDate} → AppointmentView. The signed token is the authorization; failures are ApiErrors
 * (404 = not a valid link, 410 = expired, or cancelled with code 'appointment_cancelled').
 */
import type { AppointmentView } from '@cabinetry/shared/contracts';
import useSWR from 'swr';
import { getJson, request, sendJson, withPageLocale } from '../api/client';

/** Where the manage link's calls go, the token's segment after it. */
export const MANAGE_PATH = '/api/appointments/manage';

const path = (token: string) => `${MANAGE_PATH}/${encodeURIComponent(token)}`;

/** The appointment the link names (fresh on every visit). */
export function useManagedAppointment(token: string | undefined) {
  return useSWR<AppointmentView>(token ? path(token) : null, (url: string) => getJson<AppointmentView>(url), { revalidateOnMount: true });
}

/** Cancels the appointment the link names; resolves to it as now stored. */
export async function cancelManagedAppointment(token: string): Promise<AppointmentView> {
  const res = await request<{ success: boolean; appointment: AppointmentView }>(withPageLocale(path(token)), { method: 'DELETE' });
  return res.appointment;
}

/** Moves the appointment the link names to `appointmentDate` ('YYYY-MM-DDTHH:MM:SS' with the showroom's offset that day); resolves to it as now stored. */
export const rescheduleManagedAppointment = (token: string, appointmentDate: string): Promise<AppointmentView> =>
  sendJson<AppointmentView>('POST', withPageLocale(`${path(token)}/reschedule`), { appointmentDate });
