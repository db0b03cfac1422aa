/**
 * The gateway's shared cache of the catalogue's public lists: undici's cache interceptor (RFC 9111,
 * type 'shared') over an in-memory store bounded in bytes, composed onto the catalogue's pool. It
 * stores only what the answer's own headers allow a shared cache to keep (the public lists say
 * `s-maxage=1`: an admin edit shows through the gateway within a second; `no-store`, `private`,
 * Set-Cookie or no Cache-Control at all: never stored), and only for the requests `mayShare` lets in:
 * a bodiless GET/HEAD of /api/public/* carrying no credentials (Authorization, Cookie) and no
 * validators of its own (a browser's If-None-Match goes to the catalogue, which answers 304).
 * Entries are keyed by URL, query included: the lists' language (`?locale=fr|ar`) keys them too.
 */
import type { IncomingMessage } from 'node:http';
import { cacheStores, interceptors, type Dispatcher } from 'undici';

/** Bytes of answers kept in memory (the catalogue keeps as much per replica). */
export const SHARED_CACHE_BYTES = 8 * 1024 * 1024;
// eslint-disable-next-line no-restricted-syntax -- the public routes' prefix, not a route
const SHARED_PREFIX = '/api/public/';

/** Whether this request (its `path` without the query) may be answered from, and stored in, the shared cache. */
export function mayShare(req: IncomingMessage, path: string, hasBody: boolean): boolean {
  const h = req.headers;
  return (
    (req.method === 'GET' || req.method === 'HEAD') &&
    !hasBody &&
    path.startsWith(SHARED_PREFIX) &&
    h.authorization === undefined &&
    h.cookie === undefined &&
    h['if-none-match'] === undefined &&
    h['if-modified-since'] === undefined
  );
}

/** `dispatcher` behind its own shared cache (SHARED_CACHE_BYTES of memory). */
export function withSharedCache(dispatcher: Dispatcher): Dispatcher {
  const store = new cacheStores.MemoryCacheStore({ maxSize: SHARED_CACHE_BYTES });
  return dispatcher.compose(interceptors.cache({ store, methods: ['GET', 'HEAD'], type: 'shared' }));
}
