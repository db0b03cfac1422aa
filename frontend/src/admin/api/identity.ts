/**
 * identity's back-office routes (docs/product.md §7), one function per route: sign-in, first-admin
 * setup, logout, the signed-in account and its preferences, staff users and the audit log.
 */
import type { AdminLoginRequest, AdminPreferences, AdminSetupRequest, AuditQueryParams, UserCreateRequest, UserUpdateRequest } from '@cabinetry/shared/contracts';
import useSWR from 'swr';
import { call } from '../../api/call';
import { adminCall, urlOf, useAdminList } from './http';

/** POST /api/admin/login (no token sent). */
export const postLogin = (body: AdminLoginRequest) => call('login', { body });

/** POST /api/admin/setup: creates the first admin account (no token sent). */
export const postSetup = (body: AdminSetupRequest) => call('setup', { body });

/** POST /api/admin/logout: revokes the stored token on the server (every token of this account stops working). */
export const postLogout = () => adminCall('logout', {});

/** GET /api/admin/me with `token` (not necessarily the stored one); the error is an ApiError (401 = invalid token). */
export const getMe = (token: string) => adminCall('me', {}, { Authorization: `Bearer ${token}` });

/** The SWR key of the signed-in account read with `token` (useMe; a change of language writes it). */
export const meKey = (token: string | null) => [urlOf('me'), token] as const;

/** getMe through SWR, for the route guard. */
export const useMe = (token: string | null) => useSWR(token ? meKey(token) : null, ([, t]: readonly [string, string]) => getMe(t));

/** PUT /api/admin/me/preferences: the signed-in user's own back-office language; answers the account as stored. */
export const putMyPreferences = (body: AdminPreferences) => adminCall('updateMyPreferences', { body });

/** GET /api/admin/users (admins). */
export const getUsers = () => adminCall('listUsers', {});

/** getUsers through SWR. */
export const useUsers = (failMessage: string) => useAdminList(urlOf('listUsers'), getUsers, failMessage);

/** POST /api/admin/users. */
export const postUser = (body: UserCreateRequest) => adminCall('createUser', { body });

/** PUT /api/admin/users/{id}. */
export const putUser = (id: string, body: UserUpdateRequest) => adminCall('updateUser', { params: { id }, body });

/** DELETE /api/admin/users/{id}. */
export const deleteUser = (id: string) => adminCall('deleteUser', { params: { id } });

/** GET /api/admin/audit?actor&action&from&to&page&pageSize (admins; from/to are showroom days). */
export const getAudit = (query: AuditQueryParams) => adminCall('listAudit', { query });

/** getAudit through SWR; the previous page stays shown while the next loads. */
export const useAudit = (query: AuditQueryParams) => useSWR(urlOf('listAudit', { query }), () => getAudit(query), { keepPreviousData: true });
