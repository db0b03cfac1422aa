/**
 * HttpError and the one error handler every service mounts: every error answers the contract
 * `{ error, code, details? }` (ApiErrorBody in @cabinetry/shared/contracts); unexpected errors a 500
 * without internals.
 */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorBody, ErrorCode } from '../contracts/errors';
import { logger } from './logger';
import { loggablePath } from './log-redaction';

export interface HttpErrorOptions {
  /** The stable machine-readable identifier of the refusal (required: the SPA words refusals by it). */
  code: ErrorCode;
  /** Structured facts about the refusal (JSON). */
  details?: unknown;
  /** Response headers, e.g. Retry-After. */
  headers?: Record<string, string>;
  /**
   * Top-level fields the spec itself names for this answer (docs/product.md §7: a booking refused
   * for an existing appointment carries `existingAppointment`); anything else belongs in `details`.
   */
  specFields?: Record<string, unknown>;
}

/** An answer to send as `{ error: message, code, details? }` with `status`; every refusal names its code. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly options: HttpErrorOptions,
  ) {
    super(message);
  }

  /** The JSON body of the answer. */
  body(): ApiErrorBody {
    const { code, details, specFields } = this.options;
    return { ...specFields, error: this.message, code, ...(details === undefined ? {} : { details }) };
  }
}

/** Hono onError handler. */
export function handleError(err: Error, c: Context): Response {
  if (err instanceof HttpError) return c.json(err.body(), err.status, err.options.headers);
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    const body: ApiErrorBody =
      status === 413 ? { error: err.message || 'Request body too large', code: 'body_too_large' } : { error: err.message || 'Request failed' };
    return c.json(body, status);
  }
  logger.error({ err, path: loggablePath(c.req.path) }, 'unhandled error');
  return c.json({ error: 'Internal server error', code: 'internal' } satisfies ApiErrorBody, 500);
}

/** Hono notFound handler. */
export function handleNotFound(c: Context): Response {
  return c.json({ error: `No route for ${c.req.method} ${c.req.path}`, code: 'no_route' } satisfies ApiErrorBody, 404);
}

/** True for a MongoDB duplicate-key error (E11000), from any driver version. */
export function isDuplicateKey(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: number }).code === 11000;
}
