/**
 * Cross-site request refusal for cookie-authenticated writes (the customer's session cookie rides
 * along with any request the browser makes to us, so a write must come from our own pages).
 * A browser states where a request comes from: modern ones send `Sec-Fetch-Site` (only
 * 'same-origin' passes), older ones at least `Origin` on every cross-origin POST/PUT/DELETE (it must
 * name the host the request was sent to: `X-Forwarded-Host` set by the gateway, else the URL's host; the
 * opaque 'null' origin of sandboxed frames and data: URLs fails). A request with neither header is not
 * from a browser page (scripts, curl, server-side clients) and passes: an attacker's page cannot
 * suppress both.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { HttpError } from './errors';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** True when the request's Sec-Fetch-Site / Origin headers show it comes from another site. */
export function isCrossSite(c: Context): boolean {
  const site = c.req.header('sec-fetch-site');
  if (site !== undefined) return site !== 'same-origin';
  const origin = c.req.header('origin');
  if (origin === undefined) return false;
  const host = c.req.header('x-forwarded-host') ?? new URL(c.req.url).host;
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

/** Middleware: 403 `{ error, code: 'cross_site' }` for a write (not GET/HEAD/OPTIONS) from another site. */
export function sameOriginWrites(): MiddlewareHandler {
  return async (c, next) => {
    if (!READS.has(c.req.method) && isCrossSite(c)) throw new HttpError(403, 'Cross-site request refused', { code: 'cross_site' });
    await next();
  };
}
