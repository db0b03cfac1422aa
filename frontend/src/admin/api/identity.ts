/**
 * identity's back-office routes (docs/product.md §7), one function per route: sign-in, first-admin
 * setup, logout, the signed-in account and its preferences, staff users and the audit log.
 */
import type { AdminLoginRequest, AdminLoginResponse, AdminPreferences, AdminSetupRequest, AdminUser, AuditListResponse, AuditQueryParams, UserCreateRequest, UserUpdateRequest } from '@cabinetry/shared/contracts';
import useSWR from 'swr';
import { getJson, sendJson } from '../../api/client';
import { adminGet, adminJson, useAdminList, withQuery } from './http';

const USERS = '/api/admin/users';
const AUDIT = '/api/admin/audit';

/** POST /api/admin/login (no token sent). */
export const postLogin = (body: AdminLoginRequest): Promise<AdminLoginResponse> => sendJson('POST', '/api/admin/login', body);

/** POST /api/admin/setup: creates the first admin account (no token sent). */
export const postSetup = (body: AdminSetupRequest): Promise<unknown> => sendJson('POST', '/api/admin/setup', body);

/** POST /api/admin/logout: revokes the stored token on the server (every token of this account stops working). */
export const postLogout = (): Promise<unknown> => adminJson('POST', '/api/admin/logout');

/** GET /api/admin/me with `token` (not necessarily the stored one); the error is an ApiError (401 = invalid token). */
export const getMe = (token: string): Promise<AdminUser> => getJson<AdminUser>('/api/admin/me', { Authorization: `Bearer ${token}` });

/** getMe through SWR, for the route guard. */
export const useMe = (token: string | null) => useSWR(token ? ['/api/admin/me', token] : null, ([, t]: [string, string]) => getMe(t));

/** PUT /api/admin/me/preferences: the signed-in user's own back-office language; answers the account as stored. */
export const putMyPreferences = (body: AdminPreferences): Promise<AdminUser> => adminJson('PUT', '/api/admin/me/preferences', body);

/** GET /api/admin/users (admins). */
export const getUsers = (): Promise<AdminUser[]> => adminGet(USERS);

/** getUsers through SWR. */
export const useUsers = (failMessage: string) => useAdminList(USERS, getUsers, failMessage);

/** POST /api/admin/users. */
export const postUser = (body: UserCreateRequest): Promise<AdminUser> => adminJson('POST', USERS, body);

/** PUT /api/admin/users/{id}. */
export const putUser = (id: string, body: UserUpdateRequest): Promise<AdminUser> => adminJson('PUT', `${USERS}/${encodeURIComponent(id)}`, body);

/** DELETE /api/admin/users/{id}. */
export const deleteUser = (id: string): Promise<unknown> => adminJson('DELETE', `${USERS}/${encodeURIComponent(id)}`);

/** GET /api/admin/audit?actor&action&from&to&page&pageSize (admins; from/to are showroom days). */
export const getAudit = (query: AuditQueryParams): Promise<AuditListResponse> => adminGet(withQuery(AUDIT, query));

/** getAudit through SWR; the previous page stays shown while the next loads. */
export const useAudit = (query: AuditQueryParams) => useSWR(withQuery(AUDIT, query), () => getAudit(query), { keepPreviousData: true });
