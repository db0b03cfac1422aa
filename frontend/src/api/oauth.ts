/**
 * Google account link calls of docs/product.md §7 (/api/oauth/*). Every call carries the admin bearer
 * token: linking the company calendar is an admin-only action (docs/product.md §6) that the
 * scheduling service enforces, and its status names the linked address to admins only.
 */
import type { GoogleAuthStatus } from '@cabinetry/shared/contracts';
import { adminGet, adminJson } from '../admin/http';

/** GET /api/oauth/status (with the admin's token, so it names the address); throws when the reply is not OK or not a status object. */
export async function fetchOAuthStatus(): Promise<GoogleAuthStatus> {
  const status = await adminGet<unknown>('/api/oauth/status');
  if (!status || typeof status !== 'object' || typeof (status as GoogleAuthStatus).isAuthorized !== 'boolean')
    throw new Error('The authorization status reply is not a status');
  return status as GoogleAuthStatus;
}

/** GET /api/oauth/login: the Google consent page to send the browser to. */
export async function startOAuthLogin(): Promise<string> {
  const { authUrl } = await adminGet<{ authUrl?: unknown }>('/api/oauth/login');
  if (typeof authUrl !== 'string' || !authUrl) throw new Error('No authorization URL in the reply');
  return authUrl;
}

/**
 * POST /api/oauth/callback {code, state, replace}: exchanges the code Google returned with the state
 * the server issued for this admin's login, replacing a linked account only with `replace` (the
 * admin confirmed it; the server answers 409 otherwise); resolves when the server reports success.
 */
export async function completeOAuth(code: string, state: string, replace: boolean): Promise<void> {
  const res = await adminJson<{ success?: boolean }>('POST', '/api/oauth/callback', { code, state, replace });
  if (!res?.success) throw new Error('The authorization was not completed');
}

/** POST /api/oauth/revoke: unlinks the Google account; resolves when the server reports success. */
export async function revokeOAuth(): Promise<void> {
  const res = await adminJson<{ success?: boolean }>('POST', '/api/oauth/revoke');
  if (!res?.success) throw new Error('The authorization was not revoked');
}
