/**
 * HttpError and the one error handler every service mounts: errors answer JSON `{ "error": "..." }`
 * (plus optional extra fields, e.g. existingAppointment of docs/product.md §7), unexpected ones a 500 without internals.
 */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { logger } from './logger';
import { loggablePath } from './log-redaction';

/** An answer to send as `{ error: message, ...extra }` with `status` and, when given, response `headers` (e.g. Retry-After). */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** Hono onError handler. */
export function handleError(err: Error, c: Context): Response {
  if (err instanceof HttpError) return c.json({ error: err.message, ...err.extra }, err.status, err.headers);
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    return c.json({ error: err.message || (status === 413 ? 'Request body too large' : 'Request failed') }, status);
  }
  logger.error({ err, path: loggablePath(c.req.path) }, 'unhandled error');
  return c.json({ error: 'Internal server error' }, 500);
}

/** Hono notFound handler. */
export function handleNotFound(c: Context): Response {
  return c.json({ error: `No route for ${c.req.method} ${c.req.path}` }, 404);
}

/** True for a MongoDB duplicate-key error (E11000), from any driver version. */
export function isDuplicateKey(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: number }).code === 11000;
}
