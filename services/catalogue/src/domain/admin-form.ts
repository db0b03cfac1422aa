/**
 * Multipart fields of the admin Style, Palette and Material dialogs (docs/product.md §7 'Admin') → the form
 * values the shared schemas validate (styleFormSchema etc.), and ajv field errors → the issue list
 * the SPA joins into one message (docs/product.md §8 'Style creation'). Pure: nothing here trusts the values;
 * anything malformed is passed through as sent so that validation names it.
 * One spelling per field, as the SPA sends it: colours only as colorsJson (a JSON list), compatible
 * styles only as repeated styleIds (or styleIdsEmpty=true), no category only as categoryId '0'.
 */
import { formText, formTexts } from '@cabinetry/shared/server/multipart';
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

/** The fields each dialog's multipart body may carry (image: a new file; imageUrl: the kept one, ignored). */
export const STYLE_FIELDS = ['name', 'description', ...TRANSLATED_FIELDS, 'isActive', 'image', 'imageUrl'] as const;
export const PALETTE_FIELDS = [...STYLE_FIELDS, 'colorsJson'] as const;
export const MATERIAL_FIELDS = [...STYLE_FIELDS, 'categoryId', 'price', 'styleIds', 'styleIdsEmpty'] as const;
export const MATERIAL_DUPLICATE_FIELDS = [...MATERIAL_FIELDS, 'duplicateFromUrl'] as const;

/**
 * What is wrong with the fields of `form` for a dialog taking `allowed`, or undefined: a field it
 * does not take (another spelling, e.g. colors[0]), or a text field holding 'undefined' (a form that
 * sent a missing value as text).
 */
export function formFieldProblem(form: FormData, allowed: readonly string[]): string | undefined {
  for (const [field, value] of form.entries()) {
    if (!allowed.includes(field)) return `Unknown field '${field}': this form takes ${allowed.join(', ')}`;
    if (value === 'undefined') return `'${field}' holds the text 'undefined'`;
  }
  return undefined;
}

export const styleFormValues = (form: FormData): Record<string, unknown> => commonValues(form);

/** Colours from colorsJson (a JSON list); text that is not JSON is returned as sent (invalid). */
export function colorsOf(form: FormData): unknown {
  const json = formText(form, 'colorsJson');
  if (json === undefined) return undefined;
  try {
    return JSON.parse(json);
  } catch {
    return json;
  }
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
