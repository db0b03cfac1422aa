/**
 * The customer's manage link calls: GET /api/appointments/manage/{token} → Appointment,
 * DELETE → {success, appointment}. The signed token is the authorization; failures are ApiErrors
 * (404 = not a valid link, 410 = expired).
 */
import type { Appointment } from '@cabinetry/shared/contracts';
import useSWR from 'swr';
import { getJson, request } from '../api/client';

const path = (token: string) => `/api/appointments/manage/${encodeURIComponent(token)}`;

/** The appointment the link names (fresh on every visit). */
export function useManagedAppointment(token: string | undefined) {
  return useSWR<Appointment>(token ? path(token) : null, (url: string) => getJson<Appointment>(url), { revalidateOnMount: true });
}

/** Cancels the appointment the link names; resolves to it as now stored. */
export async function cancelManagedAppointment(token: string): Promise<Appointment> {
  const res = await request<{ success: boolean; appointment: Appointment }>(path(token), { method: 'DELETE' });
  return res.appointment;
}
