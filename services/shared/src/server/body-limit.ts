/**
 * Request body limits, one rule applied by the gateway and by every service (createServiceApp): a
 * JSON (or any non-multipart) body at most JSON_BODY_LIMIT bytes; multipart bodies only on the
 * upload routes, at most the route's files times their per-file limit plus room for the form's
 * text fields and part headers. As the gateway enforces the same limit as the service behind it,
 * a service never refuses a body the gateway is still streaming to it.
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { CATALOGUE_IMAGE_MAX_BYTES, MAX_FILES_PER_UPLOAD, UPLOAD_RULES } from '../contracts/options';

export const JSON_BODY_LIMIT = 64 * 1024;
/** Step 4 uploads: MAX_FILES_PER_UPLOAD files of the largest per-file limit, plus 1 MB of form. */
export const UPLOAD_REQUEST_LIMIT = MAX_FILES_PER_UPLOAD * Math.max(...Object.values(UPLOAD_RULES).map((r) => r.maxBytes)) + 1024 * 1024;
/** Catalogue writes: one image plus 256 KB of text fields. */
export const CATALOGUE_IMAGE_REQUEST_LIMIT = CATALOGUE_IMAGE_MAX_BYTES + 256 * 1024;

/** Paths whose routes take multipart uploads, with their request limit. */
const UPLOAD_ROUTES: [RegExp, number][] = [
  [/^\/api\/onboarding\/step4\//, UPLOAD_REQUEST_LIMIT],
  [/^\/api\/admin\/(styles|palettes|materials)(\/|$)/, CATALOGUE_IMAGE_REQUEST_LIMIT],
];

/** True for a `multipart/form-data` Content-Type (parameters allowed, case-insensitive). */
export function isMultipart(contentType: string | null | undefined): boolean {
  return /^multipart\/form-data\s*(;|$)/i.test(contentType ?? '');
}

/** The body limit in bytes of a request to `path` with this Content-Type. */
export function bodyLimitFor(path: string, contentType: string | null | undefined): number {
  const upload = isMultipart(contentType) ? UPLOAD_ROUTES.find(([pattern]) => pattern.test(path)) : undefined;
  return upload?.[1] ?? JSON_BODY_LIMIT;
}

/** The JSON `{ error }` of a body over `maxBytes`. */
export function bodyTooLargeMessage(maxBytes: number): string {
  const mb = 1024 * 1024;
  return `Request body too large (at most ${maxBytes >= mb ? `${Math.floor(maxBytes / mb)} MB` : `${maxBytes / 1024} KB`})`;
}

/**
 * Middleware: 413 `{ error, code: 'body_too_large' }` with `Connection: close` for a body over bodyLimitFor the request.
 * Decided from Content-Length before anything is read, or while a chunked body streams in
 * (reading stops at the limit); the connection is closed rather than the rest read.
 */
export function limitBody(): MiddlewareHandler {
  return (c, next) => {
    const limit = bodyLimitFor(c.req.path, c.req.header('content-type'));
    return bodyLimit({ maxSize: limit, onError: (c) => c.json({ error: bodyTooLargeMessage(limit), code: 'body_too_large' }, 413, { Connection: 'close' }) })(c, next);
  };
}
