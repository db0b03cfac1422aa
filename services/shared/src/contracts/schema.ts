/**
 * How the contracts write JSON Schemas: TypeBox builds each schema and its TypeScript type from one
 * declaration (`Static<typeof S>`), so a schema and its type cannot disagree. The schemas stay plain
 * JSON Schema for ajv (with ajv-errors' `errorMessage`, `$data` and the `maxBytes` keyword of
 * ./validate.ts) and for the OpenAPI document (./api/openapi.ts). Browser-safe.
 */
import { Type, type Static, type TSchema, type TUnsafe, type SchemaOptions } from '@sinclair/typebox';

export { Type, type Static, type TSchema };

/** Keywords that constrain what a client may send, not the shape of the data. */
const CONSTRAINTS = new Set(['minLength', 'maxLength', 'pattern', 'format', 'minItems', 'maxItems', 'uniqueItems', 'minimum', 'maximum', 'not', 'errorMessage', 'maxBytes']);

/**
 * The shape of `schema` without what constrains a request (lengths, patterns, formats, counts,
 * `not`, messages): for an answer that shows stored data, which may predate today's rules.
 */
export function shapeOf<S extends TSchema>(schema: S): S {
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip);
    if (!value || typeof value !== 'object') return value;
    const out: Record<string | symbol, unknown> = {};
    for (const key of Reflect.ownKeys(value)) {
      if (typeof key === 'string' && CONSTRAINTS.has(key)) continue;
      out[key] = strip((value as Record<string | symbol, unknown>)[key]);
    }
    return out;
  };
  return strip(schema) as S;
}

/** A JSON Schema whose valid data has type T (every TypeBox schema is one). */
export type Schema<T> = TSchema & { static: T };

/** A string that is one of `values`, written as JSON Schema `enum` (not TypeBox's anyOf of literals, so ajv reports one error). */
export function StringEnum<const T extends readonly string[]>(values: T, options: SchemaOptions = {}): TUnsafe<T[number]> {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });
}

/** `T | null`, written as `type: [..., 'null']` where T is a single-typed schema, so errors stay those of T. */
export function Nullable<S extends TSchema>(schema: S, options: SchemaOptions = {}): TUnsafe<Static<S> | null> {
  const { type, enum: values, ...rest } = schema as { type?: string | string[]; enum?: unknown[] } & Record<string, unknown>;
  if (typeof type === 'string') return Type.Unsafe<Static<S> | null>({ ...rest, type: [type, 'null'], ...(values ? { enum: [...values, null] } : {}), ...options });
  return Type.Unsafe<Static<S> | null>(Type.Union([schema, Type.Null()], options));
}

/** A 24-hex MongoDB ObjectId. */
export const ObjectIdString = (options: SchemaOptions = {}) => Type.String({ pattern: '^[0-9a-f]{24}$', ...options });

/** 'YYYY-MM-DD'. */
export const DateString = (options: SchemaOptions = {}) => Type.String({ format: 'date', ...options });

/** An ISO 8601 date-time with its offset. */
export const DateTimeString = (options: SchemaOptions = {}) => Type.String({ format: 'date-time', ...options });

/** A query-string value that must be one of `values`, with the list's message. */
export const QueryEnum = <const T extends readonly string[]>(values: T) => StringEnum(values, { errorMessage: `must be one of ${values.join(', ')}` });

/** A query-string date ('YYYY-MM-DD'). */
export const QueryDate = () => DateString({ errorMessage: 'must be a date (YYYY-MM-DD)' });

/** A page number in a query string (1…999999). */
export const QueryPage = () => Type.String({ pattern: '^[1-9][0-9]{0,5}$', errorMessage: 'must be a whole number from 1' });

/** A page size in a query string (1…100). */
export const QueryPageSize = () => Type.String({ pattern: '^([1-9][0-9]?|100)$', errorMessage: 'must be a whole number from 1 to 100' });

/** The options every query schema shares: unknown parameters are refused. */
export const STRICT_QUERY = { additionalProperties: false, errorMessage: { additionalProperties: 'Unknown query parameter' } } as const;

/** A page of a staff list: its items, the total matching the filters, the page and its size. */
export const pageOf = <S extends TSchema>(item: S) =>
  Type.Object({ items: Type.Array(item), total: Type.Integer(), page: Type.Integer(), pageSize: Type.Integer() });
