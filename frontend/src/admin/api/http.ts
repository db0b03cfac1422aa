/**
 * The transport of every back-office call (docs/product.md §6/§7): /api/admin (and the linking
 * /api/oauth) calls carry `Authorization: Bearer <token>` from the stored session and fail with
 * 'Authentication token not found' when there is none; failures are ApiErrors (../../api/client),
 * the SPA's one reader of the error contract. The calls themselves, one function per route, are in
 * this folder's identity.ts, catalogue.ts, onboarding.ts and scheduling.ts.
 */
import useSWR from 'swr';
import { requestOf, type CallAnswer, type CallInput, type ClientRoute } from '@cabinetry/shared/contracts/api/client';
import { request, requestBlob } from '../../api/client';
import { AuthTokenMissingError } from '../lib/errors';
import { getToken } from '../session';

/** The bearer header; throws AuthTokenMissingError when no token is stored. */
function bearer(): Record<string, string> {
  const token = getToken();
  if (!token) throw new AuthTokenMissingError();
  return { Authorization: `Bearer ${token}` };
}

export { urlOf } from '@cabinetry/shared/contracts/api/client';

/**
 * Calls route `name` of any table (the typed client of every route, @cabinetry/shared/contracts/api/client:
 * the back office is lazy-loaded, so its paths stay out of the customer pages) as the signed-in
 * account: its bearer token sent, or `headers` when given (ApiError on a non-OK reply).
 */
export function adminCall<N extends ClientRoute>(name: N, input: CallInput<N>, headers: Record<string, string> = bearer()): Promise<CallAnswer<N>> {
  const { url, ...init } = requestOf(name, input, headers);
  return request<CallAnswer<N>>(url, init);
}

/** GET an admin file (e.g. a ZIP) as a Blob (ApiError on a non-OK reply). */
export function adminBlob(path: string): Promise<Blob> {
  return requestBlob(path, { headers: bearer() });
}

/** Saves `blob` as the file `filename` (the browser's download; a plain link could not carry the token). */
export function saveBlob(blob: Blob, filename: string): void {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1_000);
}


/**
 * A list read through SWR under the cache key `key` (the URL `load` fetches, so a write refreshes
 * it by path: ../useAdminAction.ts; null = not yet), refetched whenever a page using it mounts; any
 * failure becomes an Error with `failMessage` (e.g. 'Failed to fetch styles').
 */
export function useAdminList<T>(key: string | null, load: () => Promise<T[]>, failMessage: string) {
  return useSWR<T[]>(
    key,
    async () => {
      try {
        const list = await load();
        return Array.isArray(list) ? list : [];
      } catch (err) {
        throw new Error(failMessage, { cause: err });
      }
    },
    { revalidateOnMount: true },
  );
}
