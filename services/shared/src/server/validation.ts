/**
 * Request validation with the shared ajv schemas: 400 `{ error, code, details? }` on bad JSON,
 * invalid data (details: { fields }: one message per field) or an invalid query string.
 */
import type { Context } from 'hono';
import { validate } from '../contracts/validate';
import type { Schema } from '../contracts/schemas';
import { HttpError } from './errors';

/**
 * True for exactly `application/json`, optionally with `charset=utf-8` (case-insensitive). Lookalikes
 * (`text/plain`, `application/json-patch`, `x; application/json`) are not JSON: a browser form can send
 * those cross-site without a preflight.
 */
export function isJsonContentType(contentType: string | null | undefined): boolean {
  return /^application\/json\s*(;\s*charset\s*=\s*"?utf-8"?\s*)?$/i.test(contentType ?? '');
}

/** Parses the JSON body and validates it; throws HttpError 400 (or 415 for a non-JSON body). */
export async function jsonBody<T>(c: Context, schema: Schema<T>): Promise<T> {
  if (!isJsonContentType(c.req.header('content-type'))) {
    throw new HttpError(415, 'Expected a JSON body (Content-Type: application/json)', { code: 'unsupported_media_type' });
  }
  let data: unknown;
  try {
    data = await c.req.json();
  } catch {
    throw new HttpError(400, 'Malformed JSON body', { code: 'malformed_body' });
  }
  return check(schema, data);
}

/** Validates already-parsed data; throws HttpError 400 with the first field message and every field's in `details.fields`. */
export function check<T>(schema: Schema<T>, data: unknown): T {
  const result = validate(schema, data);
  if (!result.ok) throw new HttpError(400, result.message, { code: 'invalid_request', details: { fields: result.errors } });
  return result.value;
}

/**
 * The query string of `c` as one value per parameter, empty values dropped. `strict`: a repeated
 * parameter is a 400 (so no array or operator object can reach a filter); otherwise the first value
 * counts.
 */
export function queryOf(c: Context, strict: boolean): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of new URL(c.req.url).searchParams) {
    if (key in params) {
      if (strict) throw new HttpError(400, `Query parameter '${key}' is repeated`, { code: 'invalid_request' });
      continue;
    }
    params[key] = value;
  }
  for (const key of Object.keys(params)) if (params[key].trim() === '') delete params[key];
  return params;
}
