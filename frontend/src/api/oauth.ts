/**
 * Google account link calls of SPEC §7 (/api/oauth/*). Status is read without a token; login,
 * callback and revoke carry the admin bearer token, because linking the company calendar is an
 * admin-only action (SPEC §6) and the scheduling service enforces it.
 */
import type { GoogleAuthStatus } from '@cabinetry/shared/contracts';
import { adminGet, adminJson } from '../admin/http';
import { getJson } from './client';

/** GET /api/oauth/status; throws when the reply is not OK or not a status object. */
export async function fetchOAuthStatus(): Promise<GoogleAuthStatus> {
  const status = await getJson<unknown>('/api/oauth/status');
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
 * POST /api/oauth/callback {code, state}: exchanges the code Google returned with the state the
 * server issued for this admin's login; resolves when the server reports success.
 */
export async function completeOAuth(code: string, state: string): Promise<void> {
  const res = await adminJson<{ success?: boolean }>('POST', '/api/oauth/callback', { code, state });
  if (!res?.success) throw new Error('The authorization was not completed');
}

/** POST /api/oauth/revoke: unlinks the Google account; resolves when the server reports success. */
export async function revokeOAuth(): Promise<void> {
  const res = await adminJson<{ success?: boolean }>('POST', '/api/oauth/revoke');
  if (!res?.success) throw new Error('The authorization was not revoked');
}
