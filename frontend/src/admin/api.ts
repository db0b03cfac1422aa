/** Identity calls of SPEC §7 used by the admin shell: login, setup, logout and 'me' (bearer). */
import type { AdminLoginRequest, AdminLoginResponse, AdminSetupRequest, AdminUser } from '@cabinetry/shared/contracts';
import useSWR from 'swr';
import { getJson, sendJson } from '../api/client';
import { adminJson } from './http';

/** Signs in (no token sent). */
export function login(body: AdminLoginRequest): Promise<AdminLoginResponse> {
  return sendJson('POST', '/api/admin/login', body);
}

/** Creates the first admin account (no token sent). */
export function setupAdmin(body: AdminSetupRequest): Promise<unknown> {
  return sendJson('POST', '/api/admin/setup', body);
}

/** Revokes the stored token on the server (every token of this account stops working). */
export function logout(): Promise<unknown> {
  return adminJson('POST', '/api/admin/logout');
}

/** The signed-in admin from GET /api/admin/me; the error is an ApiError (401 = invalid token). */
export function useMe(token: string | null) {
  return useSWR(token ? ['/api/admin/me', token] : null, ([url, t]: [string, string]) =>
    getJson<AdminUser>(url, { Authorization: `Bearer ${t}` }),
  );
}
