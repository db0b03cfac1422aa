/**
 * The result of running a compiled ajv validator, shaped for forms and API errors. Needs no ajv at
 * run time: the services pass validators they compile (./validate.ts), the SPA the ones generated
 * at build time (frontend/build/ajv-validators.ts).
 */
import type { ErrorObject } from 'ajv';

/** A compiled ajv validator (runtime or standalone): true when valid, else its `errors` are set. */
export interface CompiledValidator {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

/** Field path (dot separated, '' for the root) → first message for that field. */
export type FieldErrors = Record<string, string>;

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors; message: string };

function fieldOf(instancePath: string, params: Record<string, unknown>): string {
  const path = instancePath.replace(/^\//, '').replace(/\//g, '.');
  const missing = (params.errors as { params?: { missingProperty?: string } }[] | undefined)?.[0]?.params
    ?.missingProperty ?? (params.missingProperty as string | undefined);
  return missing ? (path ? `${path}.${missing}` : missing) : path;
}

/**
 * Runs `validator` on `data` (of type T when valid). On failure returns every field's first message
 * and a one-line `message` ("field: message" of the first error) suitable for an API `{ error }` body.
 */
export function validateWith<T>(validator: CompiledValidator, data: unknown): ValidationResult<T> {
  if (validator(data)) return { ok: true, value: data as T };
  const errors: FieldErrors = {};
  for (const e of validator.errors ?? []) {
    const field = fieldOf(e.instancePath, e.params as Record<string, unknown>);
    if (!(field in errors)) errors[field] = e.message ?? 'Invalid value';
  }
  const [field, msg] = Object.entries(errors)[0] ?? ['', 'Invalid request body'];
  return { ok: false, errors, message: field ? `${field}: ${msg}` : msg };
}
