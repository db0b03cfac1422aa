/**
 * The customer's manage link calls: GET /api/appointments/manage/{token} → AppointmentView,
 * DELETE → {success, appointment}, POST …/reschedule {appointmentDate} → AppointmentView. The signed token is the authorization; failures are ApiErrors
 * (404 = not a valid link, 410 = expired, or cancelled with code 'appointment_cancelled').
 */
import type { AppointmentView } from '@cabinetry/shared/contracts';
import useSWR from 'swr';
import { CUSTOMER_PATHS } from '@cabinetry/shared/contracts/api/customer-paths';
import { call, urlOf } from '../api/call';
import { getJson, pageLocaleQuery } from '../api/client';

/** The appointment's read with ':token' for the token (the pre-rendered manage page's call template). */
export const MANAGED_APPOINTMENT_TEMPLATE = CUSTOMER_PATHS.getManagedAppointment.path.replace('{token}', ':token');

/** The appointment the link names (fresh on every visit). */
export function useManagedAppointment(token: string | undefined) {
  return useSWR<AppointmentView>(token ? urlOf('getManagedAppointment', { params: { token } }) : null, (url: string) => getJson<AppointmentView>(url), {
    revalidateOnMount: true,
  });
}

/** Cancels the appointment the link names; resolves to it as now stored. */
export async function cancelManagedAppointment(token: string): Promise<AppointmentView> {
  const res = await call('cancelManagedAppointment', { params: { token }, query: pageLocaleQuery() });
  return res.appointment;
}

/** Moves the appointment the link names to `appointmentDate` ('YYYY-MM-DDTHH:MM:SS' with the showroom's offset that day); resolves to it as now stored. */
export const rescheduleManagedAppointment = (token: string, appointmentDate: string): Promise<AppointmentView> =>
  call('rescheduleManagedAppointment', { params: { token }, query: pageLocaleQuery(), body: { appointmentDate } });
