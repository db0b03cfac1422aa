/**
 * The admin API client of docs/product.md §6/§7: every /api/admin call carries `Authorization: Bearer <token>`
 * from the stored session and fails with 'Authentication token not found' when there is none.
 * Lists are SWR hooks whose load failures carry the spec's 'Failed to fetch ...' message.
 */
import useSWR from 'swr';
import { request } from '../api/client';
import { AuthTokenMissingError } from './lib/errors';
import { getToken } from './session';

/** The bearer header; throws AuthTokenMissingError when no token is stored. */
function bearer(): Record<string, string> {
  const token = getToken();
  if (!token) throw new AuthTokenMissingError();
  return { Authorization: `Bearer ${token}` };
}

/** GET an admin resource as JSON (ApiError on a non-OK reply). */
export function adminGet<T>(path: string): Promise<T> {
  return request<T>(path, { headers: bearer() });
}

/** POST/PUT/DELETE with an optional JSON body. */
export function adminJson<T = unknown>(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const headers = bearer();
  return request<T>(path, {
    method,
    headers: body === undefined ? headers : { ...headers, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** POST/PUT a multipart body (the browser sets the boundary). */
export function adminForm<T = unknown>(method: 'POST' | 'PUT', path: string, form: FormData): Promise<T> {
  return request<T>(path, { method, headers: bearer(), body: form });
}

/**
 * An admin list at `path` (null = not yet), refetched whenever a page using it mounts; any failure
 * becomes an Error with `failMessage` (e.g. 'Failed to fetch styles').
 */
export function useAdminList<T>(path: string | null, failMessage: string) {
  return useSWR<T[]>(
    path,
    async (url: string) => {
      try {
        const list = await adminGet<T[]>(url);
        return Array.isArray(list) ? list : [];
      } catch (err) {
        throw new Error(failMessage, { cause: err });
      }
    },
    { revalidateOnMount: true },
  );
}
