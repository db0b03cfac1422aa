/**
 * One ajv instance (allErrors, formats, ajv-errors, $data) and `validate(schema, data)`, used by
 * both the SPA's forms and the services' request validation.
 */
import Ajv from 'ajv';
import addErrors from 'ajv-errors';
import addFormats from 'ajv-formats';
import type { ValidateFunction } from 'ajv';
import type { Schema } from './schemas';

const ajv = new Ajv({ allErrors: true, $data: true, strict: false });
addFormats(ajv, ['email', 'date', 'date-time']);
addErrors(ajv);
/** `maxBytes: n` on a string: its UTF-8 encoding is at most n bytes (bcrypt reads only 72). */
ajv.addKeyword({
  keyword: 'maxBytes',
  type: 'string',
  schemaType: 'number',
  validate: (max: number, data: string) => new TextEncoder().encode(data).length <= max,
});

const compiled = new WeakMap<object, ValidateFunction>();

/** Field path (dot separated, '' for the root) → first message for that field. */
export type FieldErrors = Record<string, string>;

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors; message: string };

function compile(schema: object): ValidateFunction {
  let fn = compiled.get(schema);
  if (!fn) {
    fn = ajv.compile(schema);
    compiled.set(schema, fn);
  }
  return fn;
}

/** Compiles `schema` now instead of on its first validation (tens of ms, for a server: on the first request of that kind). */
export function precompile(schema: object): void {
  compile(schema);
}

function fieldOf(instancePath: string, params: Record<string, unknown>): string {
  const path = instancePath.replace(/^\//, '').replace(/\//g, '.');
  const missing = (params.errors as { params?: { missingProperty?: string } }[] | undefined)?.[0]?.params
    ?.missingProperty ?? (params.missingProperty as string | undefined);
  return missing ? (path ? `${path}.${missing}` : missing) : path;
}

/**
 * Validates `data` against `schema`. On failure returns every field's first message and a one-line
 * `message` ("field: message" of the first error) suitable for an API `{ error }` body.
 */
export function validate<T>(schema: Schema<T>, data: unknown): ValidationResult<T> {
  const fn = compile(schema);
  if (fn(data)) return { ok: true, value: data as T };
  const errors: FieldErrors = {};
  for (const e of fn.errors ?? []) {
    const field = fieldOf(e.instancePath, e.params as Record<string, unknown>);
    if (!(field in errors)) errors[field] = e.message ?? 'Invalid value';
  }
  const [field, msg] = Object.entries(errors)[0] ?? ['', 'Invalid request body'];
  return { ok: false, errors, message: field ? `${field}: ${msg}` : msg };
}
