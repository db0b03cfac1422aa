/**
 * scheduling's back-office routes (admins), one function per route: staff appointments and their
 * actions, the weekly booking statistics, the availability rules, the designers and the Google account link
 * (/api/oauth: status without a token; login, callback and revoke with the admin token, because
 * linking the company calendar is an admin-only action the service enforces), and a designer
 * account's own calendar (`getMyGoogle`, its callback through `completeGoogleLogin` too), and
 * the live message channels (`getMessageChannels`), and the no-show rate (`getNoShowStats`).
 */
import type { AdminAppointmentQueryParams, AppointmentMoveRequest, AvailabilityRules, DesignerRequest, GoogleAuthStatus, StaffOutcomeStatus } from '@cabinetry/shared/contracts';
import useSWR from 'swr';
import { adminCall, urlOf, useAdminList } from './http';

/** GET /api/admin/appointments?… (scope, status, from/to showroom days, customerId; page, pageSize). */
export const getAppointments = (query: AdminAppointmentQueryParams) => adminCall('listAppointments', { query });

/** getAppointments through SWR (null = not yet); the previous page stays shown while the next loads. */
export const useAppointments = (query: AdminAppointmentQueryParams | null) =>
  useSWR(query ? urlOf('listAppointments', { query }) : null, () => getAppointments(query!), { keepPreviousData: true, revalidateOnMount: true });

/** GET /api/admin/appointments/stats?weeks[&split=designer]: bookings made per showroom week, oldest first (split: also per designer). */
const statsQuery = (weeks: number, byDesigner: boolean) => ({ weeks: String(weeks), split: byDesigner ? ('designer' as const) : undefined });
export const getAppointmentStats = (weeks: number, byDesigner = false) => adminCall('getBookingStats', { query: statsQuery(weeks, byDesigner) });

/** getAppointmentStats through SWR. */
export const useAppointmentStats = (weeks: number, byDesigner = false) =>
  useSWR(urlOf('getBookingStats', { query: statsQuery(weeks, byDesigner) }), () => getAppointmentStats(weeks, byDesigner), { revalidateOnMount: true });

/** `getNoShowStats` (admins): the no-show rate of the last `weeks` showroom weeks, oldest first, per designer and reminder channel. */
export const getNoShowStats = (weeks: number) => adminCall('getNoShowStats', { query: { weeks: String(weeks) } });

/** getNoShowStats through SWR. */
export const useNoShowStats = (weeks: number) => useSWR(urlOf('getNoShowStats', { query: { weeks: String(weeks) } }), () => getNoShowStats(weeks), { revalidateOnMount: true });

/** POST /api/admin/appointments/{id}/cancel: the customer is e-mailed and the calendar event removed. */
export const postAppointmentCancel = (id: string) => adminCall('cancelAppointmentByStaff', { params: { id } });

/** POST /api/admin/appointments/{id}/move: another time and/or designer; the customer is e-mailed and the calendar event moved. */
export const postAppointmentMove = (id: string, body: AppointmentMoveRequest) => adminCall('moveAppointmentByStaff', { params: { id }, body });

/** POST /api/admin/appointments/{id}/status: marks a started appointment completed or no-show. */
export const postAppointmentStatus = (id: string, status: StaffOutcomeStatus) => adminCall('setAppointmentStatus', { params: { id }, body: { status } });

/** GET /api/admin/availability: the booking rules. */
export const getAvailability = () => adminCall('getAvailabilityRules', {});

/** getAvailability through SWR. */
export const useAvailability = () => useSWR(urlOf('getAvailabilityRules'), getAvailability, { revalidateOnMount: true });

/** PUT /api/admin/availability: replaces the rules; resolves to the rules as stored. */
export const putAvailability = (rules: AvailabilityRules) => adminCall('putAvailabilityRules', { body: rules });

/** GET /api/admin/designers: every designer, by name. */
export const getDesigners = () => adminCall('listDesigners', {});

/** getDesigners through SWR. */
export const useDesigners = (failMessage: string) => useAdminList(urlOf('listDesigners'), getDesigners, failMessage);

/** POST /api/admin/designers. */
export const postDesigner = (body: DesignerRequest) => adminCall('createDesigner', { body });

/** PUT /api/admin/designers/{id}. */
export const putDesigner = (id: string, body: DesignerRequest) => adminCall('updateDesigner', { params: { id }, body });

/** DELETE /api/admin/designers/{id} (409 while they hold an upcoming appointment). */
export const deleteDesigner = (id: string) => adminCall('deleteDesigner', { params: { id } });

/** GET /api/oauth/status (with the admin's token, so it names the linked address); throws when the reply is not OK or not a status object. */
export async function getOAuthStatus(): Promise<GoogleAuthStatus> {
  const status: unknown = await adminCall('getGoogleStatus', {});
  if (!status || typeof status !== 'object' || typeof (status as GoogleAuthStatus).isAuthorized !== 'boolean')
    throw new Error('The authorization status reply is not a status');
  return status as GoogleAuthStatus;
}

/** getOAuthStatus through SWR. */
export const useOAuthStatus = () => useSWR(urlOf('getGoogleStatus'), getOAuthStatus, { revalidateOnMount: true });

/** `getMessageChannels`: which channels customers are reached on (e-mail, and WhatsApp when configured). */
export const getMessageChannels = () => adminCall('getMessageChannels', {});

/** getMessageChannels through SWR. */
export const useMessageChannels = () => useSWR(urlOf('getMessageChannels', {}), getMessageChannels, { revalidateOnMount: true });

/** Where the browser's Google consent started for a designer's own account (read back on /admin/google-auth). */
const DESIGNER_LINK_KEY = 'cabinetry.googleLinkDesigner';

/**
 * GET /api/admin/designers/{id}/google/login: the consent page for the designer's own Google
 * account; remembers (this tab's sessionStorage) that the consent now started is for a designer.
 */
export async function getDesignerGoogleLogin(id: string): Promise<string> {
  const { authUrl }: { authUrl?: unknown } = await adminCall('startDesignerGoogleLogin', { params: { id } });
  if (typeof authUrl !== 'string' || !authUrl) throw new Error('No authorization URL in the reply');
  sessionStorage.setItem(DESIGNER_LINK_KEY, id);
  return authUrl;
}

/** Whether the consent Google answered was started for a designer's account (and forgets it). */
export function takeDesignerLinkStarted(): boolean {
  const started = sessionStorage.getItem(DESIGNER_LINK_KEY) !== null;
  sessionStorage.removeItem(DESIGNER_LINK_KEY);
  return started;
}

/** DELETE /api/admin/designers/{id}/google: unlinks the designer's own account (the showroom's calendar then holds their events). */
export const deleteDesignerGoogle = (id: string) => adminCall('revokeDesignerGoogle', { params: { id } });

/** GET /api/oauth/login: the Google consent page to send the browser to. */
export async function getOAuthLogin(): Promise<string> {
  sessionStorage.removeItem(DESIGNER_LINK_KEY);
  const { authUrl }: { authUrl?: unknown } = await adminCall('startGoogleLogin', {});
  if (typeof authUrl !== 'string' || !authUrl) throw new Error('No authorization URL in the reply');
  return authUrl;
}

/**
 * POST /api/oauth/callback {code, state, replace}: exchanges the code Google returned with the state
 * the server issued for this admin's login, replacing a linked account only with `replace` (the
 * admin confirmed it; the server answers 409 otherwise); resolves, when the server reports success,
 * with the designer whose own account it linked (null: the showroom's).
 */
export async function postOAuthCallback(code: string, state: string, replace: boolean): Promise<string | null> {
  const res: { success?: boolean; designerId?: string } = await adminCall('completeGoogleLogin', { body: { code, state, replace } });
  if (!res?.success) throw new Error('The authorization was not completed');
  return res.designerId ?? null;
}

/** GET /api/admin/me/google through SWR: the signed-in designer's own Google calendar (their designer's name, linked or not, its address). */
export const useMyGoogle = () => useSWR(urlOf('getMyGoogle'), () => adminCall('getMyGoogle', {}), { revalidateOnMount: true });

/** GET /api/admin/me/google/login: the consent page for the signed-in designer's own Google calendar. */
export async function getMyGoogleLogin(): Promise<string> {
  const { authUrl }: { authUrl?: unknown } = await adminCall('startMyGoogleLogin', {});
  if (typeof authUrl !== 'string' || !authUrl) throw new Error('No authorization URL in the reply');
  return authUrl;
}

/** DELETE /api/admin/me/google: unlinks the signed-in designer's own Google calendar (the showroom's then holds their events). */
export const deleteMyGoogle = () => adminCall('revokeMyGoogle', {});

/** POST /api/oauth/revoke: unlinks the Google account; resolves when the server reports success. */
export async function postOAuthRevoke(): Promise<void> {
  const res: { success?: boolean } = await adminCall('revokeGoogle', {});
  if (!res?.success) throw new Error('The authorization was not revoked');
}
