/**
 * Request body limits, one rule applied by the gateway and by every service: a JSON (or any
 * non-multipart) body at most JSON_BODY_LIMIT bytes; a multipart body only on a route whose table
 * entry takes one (`multipart`), at most that route's `bodyLimit` (its files times their per-file
 * limit plus room for the text fields). As the gateway enforces the same limit as the service
 * behind it, a service never refuses a body the gateway is still streaming to it.
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { RouteSpec } from '../contracts/api/route';

export const JSON_BODY_LIMIT = 64 * 1024;

/** True for a `multipart/form-data` Content-Type (parameters allowed, case-insensitive). */
export function isMultipart(contentType: string | null | undefined): boolean {
  return /^multipart\/form-data\s*(;|$)/i.test(contentType ?? '');
}

/** The body limit in bytes of a request with this Content-Type to `route` (null: no known route). */
export function bodyLimitFor(route: RouteSpec | null | undefined, contentType: string | null | undefined): number {
  return isMultipart(contentType) && route?.multipart && route.bodyLimit ? route.bodyLimit : JSON_BODY_LIMIT;
}

/** The JSON `{ error }` of a body over `maxBytes`. */
export function bodyTooLargeMessage(maxBytes: number): string {
  const mb = 1024 * 1024;
  return `Request body too large (at most ${maxBytes >= mb ? `${Math.floor(maxBytes / mb)} MB` : `${maxBytes / 1024} KB`})`;
}

/**
 * Middleware: 413 `{ error, code: 'body_too_large' }` with `Connection: close` for a body over `limitOf(content type)`
 * bytes (null: not limited here).
 * Decided from Content-Length before anything is read, or while a chunked body streams in
 * (reading stops at the limit); the connection is closed rather than the rest read.
 */
export function limitBody(limitOf: (contentType: string | undefined) => number | null): MiddlewareHandler {
  return (c, next) => {
    const limit = limitOf(c.req.header('content-type'));
    if (limit === null) return next();
    return bodyLimit({ maxSize: limit, onError: (c) => c.json({ error: bodyTooLargeMessage(limit), code: 'body_too_large' }, 413, { Connection: 'close' }) })(c, next);
  };
}
