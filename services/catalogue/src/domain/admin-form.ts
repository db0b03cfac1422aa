/**
 * Multipart fields of the admin Style, Palette and Material dialogs (docs/product.md §7 'Admin') → the form
 * values the shared schemas validate (styleFormSchema etc.), and ajv field errors → the issue list
 * the SPA joins into one message (docs/product.md §8 'Style creation'). Pure: nothing here trusts the values;
 * anything malformed is passed through as sent so that validation names it.
 * The fields a dialog takes are its route's `multipart` schema in the table (@cabinetry/shared/contracts/api):
 * colours as colorsJson (a JSON list) and/or colors[0..n] (SPEC §7 sends both), compatible styles only
 * as repeated styleIds (or styleIdsEmpty=true), no category only as categoryId '0'.
 */
import { formText, formTexts } from '@cabinetry/shared/server/multipart';
import { INDEXED_COLOR_FIELD, type RouteSpec } from '@cabinetry/shared/contracts/api';
import { TRANSLATED_FIELDS, translatedTexts, type FieldErrors, type Schema } from '@cabinetry/shared/contracts';

/** 'true'/'false' → boolean; absent → `fallback`; anything else is returned as sent (invalid). */
export function boolField(raw: string | undefined, fallback: boolean): boolean | string {
  if (raw === undefined || raw === '') return fallback;
  return raw === 'true' ? true : raw === 'false' ? false : raw;
}

/** name (trimmed), description, their translations and isActive (default true), shared by every catalogue dialog. */
function commonValues(form: FormData) {
  return {
    name: (formText(form, 'name') ?? '').trim(),
    description: (formText(form, 'description') ?? '').trim(),
    ...translatedTexts(Object.fromEntries(TRANSLATED_FIELDS.map((field) => [field, formText(form, field)]))),
    isActive: boolField(formText(form, 'isActive'), true),
  };
}

/**
 * What is wrong with the fields of `form` for a route whose table entry declares `fields` (its
 * `multipart` schema: the properties, and the patterns of `patternProperties` such as colors[0..n]),
 * or undefined: a field it does not take (another spelling, e.g. colors[]), or a text field holding
 * 'undefined' (a form that sent a missing value as text).
 */
export function formFieldProblem(form: FormData, fields: NonNullable<RouteSpec['multipart']>): string | undefined {
  const names = Object.keys(fields.properties);
  const patterns = Object.entries((fields.patternProperties ?? {}) as Record<string, { title?: string }>);
  const takes = (field: string) => names.includes(field) || patterns.some(([pattern]) => new RegExp(pattern).test(field));
  for (const [field, value] of form.entries()) {
    if (!takes(field)) return `Unknown field '${field}': this form takes ${[...names, ...patterns.map(([pattern, s]) => s.title ?? pattern)].join(', ')}`;
    if (value === 'undefined') return `'${field}' holds the text 'undefined'`;
  }
  return undefined;
}

export const styleFormValues = (form: FormData): Record<string, unknown> => commonValues(form);

/** colorsJson parsed; text that is not JSON as sent (invalid); undefined when absent. */
function colorsJsonOf(form: FormData): unknown {
  const json = formText(form, 'colorsJson');
  if (json === undefined) return undefined;
  try {
    return JSON.parse(json);
  } catch {
    return json;
  }
}

/** The colors[i] fields as [index, value] pairs in index order ([] when none). */
function indexedColors(form: FormData): [number, string][] {
  const pattern = new RegExp(INDEXED_COLOR_FIELD);
  return [...form.entries()]
    .filter(([field]) => pattern.test(field))
    .map(([field, value]): [number, string] => [Number(/[0-9]+/.exec(field)![0]), typeof value === 'string' ? value : ''])
    .sort(([a], [b]) => a - b);
}

/** Colours from colorsJson (a JSON list), else from colors[0..n] in index order; anything malformed as sent (invalid). */
export function colorsOf(form: FormData): unknown {
  const json = colorsJsonOf(form);
  if (json !== undefined) return json;
  const indexed = indexedColors(form);
  return indexed.length ? indexed.map(([, value]) => value) : undefined;
}

/**
 * What is wrong with a palette form's colour fields, or undefined: colors[i] skipping or repeating an
 * index (they count from 0), or naming other colours than colorsJson when both come.
 */
export function paletteColorsProblem(form: FormData): string | undefined {
  const indexed = indexedColors(form);
  if (indexed.some(([index], i) => index !== i)) return 'colors[0..n] must count from colors[0], each index once';
  const json = colorsJsonOf(form);
  if (indexed.length && json !== undefined && JSON.stringify(json) !== JSON.stringify(indexed.map(([, value]) => value))) {
    return 'colorsJson and colors[0..n] name different colors';
  }
  return undefined;
}

export const paletteFormValues = (form: FormData): Record<string, unknown> => ({ ...commonValues(form), colors: colorsOf(form) });

/** categoryId: '0' or absent → null (no category); digits → number; anything else as sent (invalid). */
export function categoryIdOf(raw: string | undefined): number | null | string {
  if (raw === undefined || raw === '0') return null;
  return /^[0-9]{1,9}$/.test(raw) ? Number(raw) : raw;
}

/**
 * styleIds: [] when styleIdsEmpty='true' (and no styleIds); else every repeated styleIds value as
 * sent; undefined when the form says nothing about styles (an edit then keeps them). Both at once,
 * or styleIdsEmpty with another value, are returned as sent (invalid).
 */
export function styleIdsOf(form: FormData): unknown {
  const empty = formText(form, 'styleIdsEmpty');
  const ids = formTexts(form, 'styleIds');
  if (empty === undefined) return ids.length ? [...new Set(ids)] : undefined;
  return empty === 'true' && ids.length === 0 ? [] : [empty, ...ids];
}

export function materialFormValues(form: FormData): Record<string, unknown> {
  const styleIds = styleIdsOf(form);
  return {
    ...commonValues(form),
    categoryId: categoryIdOf(formText(form, 'categoryId')),
    price: (formText(form, 'price') ?? '').trim(),
    ...(styleIds === undefined ? {} : { styleIds }),
  };
}

/** One validation issue as the SPA joins it: code, field path, expected and received types, message. */
export interface ValidationIssue {
  code: 'invalid_type' | 'invalid_value';
  path: string[];
  expected: string;
  received: string;
  message: string;
}

const typeName = (value: unknown): string => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/** The issues for `errors` (field → message) of `values` checked against `schema`. */
export function validationIssues(schema: Schema<unknown>, values: Record<string, unknown>, errors: FieldErrors): ValidationIssue[] {
  const properties = (schema.properties ?? {}) as Record<string, { type?: string | string[] }>;
  return Object.entries(errors).map(([field, message]) => {
    const top = field.split('.')[0];
    const declared = properties[top]?.type;
    const expected = Array.isArray(declared) ? declared.join(' | ') : (declared ?? 'valid value');
    const received = typeName(values[top]);
    const typeOk = expected.split(' | ').some((t) => t === received || (t === 'integer' && received === 'number'));
    return { code: typeOk ? 'invalid_value' : 'invalid_type', path: field.split('.'), expected, received, message };
  });
}
