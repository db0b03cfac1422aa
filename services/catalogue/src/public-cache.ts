/**
 * Cache of the public catalogue lists (GET /api/public/*). Each route names its entry by its
 * validated parameters (unknown query parameters never reach a key), so junk query strings cannot
 * grow it; entries are bounded in bytes and shared by every replica's invalidation (Redis pub/sub,
 * see ReplicatedCache): any successful admin write, in any replica, empties every replica's cache.
 * Answers carry an ETag (a hash of the body, computed once per entry). Browsers revalidate on every
 * use (`max-age=0, must-revalidate`: a cheap 304, and a staff edit or an outage shows at once); a
 * shared cache such as the gateway's may reuse an answer for 1 s (`s-maxage=1`, so a staff edit shows
 * through it within a second), while a CDN may serve an entry for 60 s and stale for 5 more minutes
 * while it revalidates (`CDN-Cache-Control`, RFC 9213); a matching If-None-Match is answered 304.
 */
import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { createReplicatedCache } from '@cabinetry/shared/server/replicated-cache';
import type { JsonAnswer } from '@cabinetry/shared/server/routes';

/** What browsers get: always revalidate (304 when unchanged); what shared caches get: 1 s of reuse. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate, s-maxage=1';
/** What a CDN in front gets: a short shared lifetime with stale-while-revalidate. */
export const PUBLIC_CDN_CACHE_CONTROL = 'max-age=60, stale-while-revalidate=300';
/** Bytes of JSON kept per replica. */
export const MAX_BYTES = 8 * 1024 * 1024;
/** Longest life of an entry (ms), should an invalidation message be lost. */
export const TTL_MS = 5 * 60_000;
export const INVALIDATION_CHANNEL = 'catalogue:public-lists';

interface Entry {
  body: string;
  etag: string;
}

export interface PublicCache {
  /**
   * Answers a GET from the entry named `key`, building it from `load()` (JSON-serialised) on a
   * miss: 200 with the body, or 304 when the request's If-None-Match holds the entry's ETag; typed
   * as the JSON of what `load` resolves to, so the route's handler is checked against its schema.
   */
  answer<T>(c: Context, key: string, load: () => Promise<T>): Promise<JsonAnswer<T>>;
  /** Middleware: after every successful (< 400) non-GET request, empties the cache of every replica. */
  invalidateOnWrite: MiddlewareHandler;
  /** Settles once invalidations from other replicas are received (entries are stored from then on). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** Whether an If-None-Match header value matches `etag` (weak comparison, RFC 9110 §13.1.2). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}

export function createPublicCache(redisUrl: string): PublicCache {
  const cache = createReplicatedCache<Entry>({
    redisUrl,
    channel: INVALIDATION_CHANNEL,
    maxBytes: MAX_BYTES,
    sizeOf: (entry, key) => entry.body.length + key.length,
    ttlMs: TTL_MS,
  });
  return {
    async answer<T>(c: Context, key: string, load: () => Promise<T>) {
      const entry = await cache.get(key, async () => {
        const body = JSON.stringify(await load());
        return { value: { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` } };
      });
      const headers = { ETag: entry.etag, 'Cache-Control': PUBLIC_CACHE_CONTROL, 'CDN-Cache-Control': PUBLIC_CDN_CACHE_CONTROL };
      // the entry's text is the JSON of a T (load's), whoever stored it; a 304 stands for the same
      const res: Response = etagMatches(c.req.header('if-none-match'), entry.etag)
        ? c.body(null, 304, headers)
        : c.body(entry.body, 200, { ...headers, 'Content-Type': 'application/json' });
      return res as JsonAnswer<T>;
    },
    invalidateOnWrite: async (c, next) => {
      await next();
      if (c.req.method !== 'GET' && c.res.status < 400) await cache.invalidate();
    },
    ready: () => cache.ready(),
    close: () => cache.close(),
  };
}
