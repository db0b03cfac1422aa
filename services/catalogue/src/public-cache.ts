/**
 * Server-side cache of the public catalogue lists (GET /api/public/*), keyed by path and query.
 * Any successful admin write in this process clears it at once, so changes show in the wizard
 * immediately; entries also expire after TTL_MS, which bounds staleness when several catalogue
 * instances run (a write on one instance is seen by the others within that time).
 */
import type { MiddlewareHandler } from 'hono';

export const TTL_MS = 5_000;

export interface PublicCache {
  /** Serves GET lists from the cache, storing 200 answers. */
  read: MiddlewareHandler;
  /** Clears the cache after every successful non-GET request it wraps. */
  invalidateOnWrite: MiddlewareHandler;
}

export function createPublicCache(now: () => number = Date.now): PublicCache {
  const entries = new Map<string, { body: string; expires: number }>();
  return {
    read: async (c, next) => {
      if (c.req.method !== 'GET') return next();
      const key = c.req.url.slice(c.req.url.indexOf('/api/'));
      const hit = entries.get(key);
      if (hit && hit.expires > now()) {
        c.res = new Response(hit.body, { status: 200, headers: { 'content-type': 'application/json' } });
        return;
      }
      await next();
      if (c.res.status === 200) entries.set(key, { body: await c.res.clone().text(), expires: now() + TTL_MS });
    },
    invalidateOnWrite: async (c, next) => {
      await next();
      if (c.req.method !== 'GET' && c.res.status < 400) entries.clear();
    },
  };
}
