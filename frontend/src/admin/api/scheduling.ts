/**
 * scheduling's back-office routes (admins), one function per route: staff appointments and their
 * actions, the weekly booking statistics, the availability rules, the designers and the Google account link
 * (/api/oauth: status without a token; login, callback and revoke with the admin token, because
 * linking the company calendar is an admin-only action the service enforces), and a designer
 * account's own calendar (/api/admin/me/google, its callback through /api/oauth/callback too), and
 * the live message channels (/api/admin/channels).
 */
import type {
  AdminAppointment,
  AdminAppointmentListResponse,
  AdminAppointmentQueryParams,
  AppointmentMoveRequest,
  AvailabilityRules,
  BookingsPerWeek,
  Designer,
  DesignerRequest,
  GoogleAuthStatus,
  MyGoogleStatus,
  StaffOutcomeStatus,
} from '@cabinetry/shared/contracts';
import type { MessageChannels } from '@cabinetry/shared/contracts/api';
import useSWR from 'swr';
import { adminGet, adminJson, useAdminList, withQuery } from './http';

const APPOINTMENTS = '/api/admin/appointments';
const AVAILABILITY = '/api/admin/availability';
const OAUTH_STATUS = '/api/oauth/status';
const DESIGNERS = '/api/admin/designers';
const MY_GOOGLE = '/api/admin/me/google';
const CHANNELS = '/api/admin/channels';

/** GET /api/admin/appointments?… (scope, status, from/to showroom days, customerId; page, pageSize). */
export const getAppointments = (query: AdminAppointmentQueryParams): Promise<AdminAppointmentListResponse> => adminGet(withQuery(APPOINTMENTS, query));

/** getAppointments through SWR (null = not yet); the previous page stays shown while the next loads. */
export const useAppointments = (query: AdminAppointmentQueryParams | null) =>
  useSWR(query ? withQuery(APPOINTMENTS, query) : null, () => getAppointments(query!), { keepPreviousData: true, revalidateOnMount: true });

/** GET /api/admin/appointments/stats?weeks[&split=designer]: bookings made per showroom week, oldest first (split: also per designer). */
export const getAppointmentStats = (weeks: number, byDesigner = false): Promise<BookingsPerWeek[]> =>
  adminGet(withQuery(`${APPOINTMENTS}/stats`, { weeks, ...(byDesigner ? { split: 'designer' } : {}) }));

/** getAppointmentStats through SWR. */
export const useAppointmentStats = (weeks: number, byDesigner = false) =>
  useSWR(withQuery(`${APPOINTMENTS}/stats`, { weeks, ...(byDesigner ? { split: 'designer' } : {}) }), () => getAppointmentStats(weeks, byDesigner), { revalidateOnMount: true });

/** POST /api/admin/appointments/{id}/cancel: the customer is e-mailed and the calendar event removed. */
export const postAppointmentCancel = (id: string): Promise<AdminAppointment> => adminJson('POST', `${APPOINTMENTS}/${encodeURIComponent(id)}/cancel`);

/** POST /api/admin/appointments/{id}/move: another time and/or designer; the customer is e-mailed and the calendar event moved. */
export const postAppointmentMove = (id: string, body: AppointmentMoveRequest): Promise<AdminAppointment> => adminJson('POST', `${APPOINTMENTS}/${encodeURIComponent(id)}/move`, body);

/** POST /api/admin/appointments/{id}/status: marks a started appointment completed or no-show. */
export const postAppointmentStatus = (id: string, status: StaffOutcomeStatus): Promise<AdminAppointment> =>
  adminJson('POST', `${APPOINTMENTS}/${encodeURIComponent(id)}/status`, { status });

/** GET /api/admin/availability: the booking rules. */
export const getAvailability = (): Promise<AvailabilityRules> => adminGet(AVAILABILITY);

/** getAvailability through SWR. */
export const useAvailability = () => useSWR(AVAILABILITY, getAvailability, { revalidateOnMount: true });

/** PUT /api/admin/availability: replaces the rules; resolves to the rules as stored. */
export const putAvailability = (rules: AvailabilityRules): Promise<AvailabilityRules> => adminJson('PUT', AVAILABILITY, rules);

/** GET /api/admin/designers: every designer, by name. */
export const getDesigners = (): Promise<Designer[]> => adminGet(DESIGNERS);

/** getDesigners through SWR. */
export const useDesigners = (failMessage: string) => useAdminList(DESIGNERS, getDesigners, failMessage);

/** POST /api/admin/designers. */
export const postDesigner = (body: DesignerRequest): Promise<Designer> => adminJson('POST', DESIGNERS, body);

/** PUT /api/admin/designers/{id}. */
export const putDesigner = (id: string, body: DesignerRequest): Promise<Designer> => adminJson('PUT', `${DESIGNERS}/${encodeURIComponent(id)}`, body);

/** DELETE /api/admin/designers/{id} (409 while they hold an upcoming appointment). */
export const deleteDesigner = (id: string): Promise<unknown> => adminJson('DELETE', `${DESIGNERS}/${encodeURIComponent(id)}`);

/** GET /api/oauth/status (with the admin's token, so it names the linked address); throws when the reply is not OK or not a status object. */
export async function getOAuthStatus(): Promise<GoogleAuthStatus> {
  const status = await adminGet<unknown>(OAUTH_STATUS);
  if (!status || typeof status !== 'object' || typeof (status as GoogleAuthStatus).isAuthorized !== 'boolean')
    throw new Error('The authorization status reply is not a status');
  return status as GoogleAuthStatus;
}

/** getOAuthStatus through SWR. */
export const useOAuthStatus = () => useSWR(OAUTH_STATUS, getOAuthStatus, { revalidateOnMount: true });

/** GET /api/admin/channels: which channels customers are reached on (e-mail, and WhatsApp when configured). */
export const getMessageChannels = (): Promise<MessageChannels> => adminGet(CHANNELS);

/** getMessageChannels through SWR. */
export const useMessageChannels = () => useSWR(CHANNELS, getMessageChannels, { revalidateOnMount: true });

/** Where the browser's Google consent started for a designer's own account (read back on /admin/google-auth). */
const DESIGNER_LINK_KEY = 'cabinetry.googleLinkDesigner';

/**
 * GET /api/admin/designers/{id}/google/login: the consent page for the designer's own Google
 * account; remembers (this tab's sessionStorage) that the consent now started is for a designer.
 */
export async function getDesignerGoogleLogin(id: string): Promise<string> {
  const { authUrl } = await adminGet<{ authUrl?: unknown }>(`${DESIGNERS}/${encodeURIComponent(id)}/google/login`);
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
export const deleteDesignerGoogle = (id: string): Promise<unknown> => adminJson('DELETE', `${DESIGNERS}/${encodeURIComponent(id)}/google`);

/** GET /api/oauth/login: the Google consent page to send the browser to. */
export async function getOAuthLogin(): Promise<string> {
  sessionStorage.removeItem(DESIGNER_LINK_KEY);
  const { authUrl } = await adminGet<{ authUrl?: unknown }>('/api/oauth/login');
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
  const res = await adminJson<{ success?: boolean; designerId?: string }>('POST', '/api/oauth/callback', { code, state, replace });
  if (!res?.success) throw new Error('The authorization was not completed');
  return res.designerId ?? null;
}

/** GET /api/admin/me/google through SWR: the signed-in designer's own Google calendar (their designer's name, linked or not, its address). */
export const useMyGoogle = () => useSWR(MY_GOOGLE, () => adminGet<MyGoogleStatus>(MY_GOOGLE), { revalidateOnMount: true });

/** GET /api/admin/me/google/login: the consent page for the signed-in designer's own Google calendar. */
export async function getMyGoogleLogin(): Promise<string> {
  const { authUrl } = await adminGet<{ authUrl?: unknown }>(`${MY_GOOGLE}/login`);
  if (typeof authUrl !== 'string' || !authUrl) throw new Error('No authorization URL in the reply');
  return authUrl;
}

/** DELETE /api/admin/me/google: unlinks the signed-in designer's own Google calendar (the showroom's then holds their events). */
export const deleteMyGoogle = (): Promise<unknown> => adminJson('DELETE', MY_GOOGLE);

/** POST /api/oauth/revoke: unlinks the Google account; resolves when the server reports success. */
export async function postOAuthRevoke(): Promise<void> {
  const res = await adminJson<{ success?: boolean }>('POST', '/api/oauth/revoke');
  if (!res?.success) throw new Error('The authorization was not revoked');
}
