/**
 * Query strings of the admin routes, read strictly: every parameter at most once (a repeated one is
 * a 400, so no array or operator object can reach a filter), empty values dropped, then validated
 * against the route's shared schema.
 */
import type { Context } from 'hono';
import type { Schema } from '@cabinetry/shared/contracts';
import { HttpError, check } from '@cabinetry/shared/server';

/** The validated query of `c` as plain strings; throws HttpError 400 naming the bad parameter. */
export function strictQuery<T>(c: Context, schema: Schema<T>): T {
  const params: Record<string, string> = {};
  for (const [key, value] of new URL(c.req.url).searchParams) {
    if (key in params) throw new HttpError(400, `Query parameter '${key}' is repeated`);
    params[key] = value;
  }
  for (const key of Object.keys(params)) if (params[key].trim() === '') delete params[key];
  return check(schema, params);
}
