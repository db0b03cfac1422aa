/**
 * Multipart fields of the admin Style, Palette and Material dialogs (docs/product.md §7 'Admin') → the form
 * values the shared schemas validate (styleFormSchema etc.), and ajv field errors → the issue list
 * the SPA joins into one message (docs/product.md §8 'Style creation'). Pure: nothing here trusts the values;
 * anything malformed is passed through as sent so that validation names it.
 */
import { formText, formTexts } from '@cabinetry/shared/server/multipart';
import type { FieldErrors, Schema } from '@cabinetry/shared/contracts';

/** 'true'/'false' → boolean; absent → `fallback`; anything else is returned as sent (invalid). */
export function boolField(raw: string | undefined, fallback: boolean): boolean | string {
  if (raw === undefined || raw === '') return fallback;
  return raw === 'true' ? true : raw === 'false' ? false : raw;
}

/** name (trimmed), description and isActive (default true), shared by every catalogue dialog. */
function commonValues(form: FormData) {
  return {
    name: (formText(form, 'name') ?? '').trim(),
    description: (formText(form, 'description') ?? '').trim(),
    isActive: boolField(formText(form, 'isActive'), true),
  };
}

export const styleFormValues = (form: FormData): Record<string, unknown> => commonValues(form);

/** Colours from colorsJson (a JSON list) or else from colors[0..n] / repeated colors fields. */
export function colorsOf(form: FormData): unknown {
  const json = formText(form, 'colorsJson');
  if (json !== undefined && json.trim() !== '') {
    try {
      return JSON.parse(json);
    } catch {
      return json;
    }
  }
  const indexed = [...form.keys()]
    .map((key) => ({ key, index: /^colors\[(\d{1,3})\]$/.exec(key)?.[1] }))
    .filter((k): k is { key: string; index: string } => k.index !== undefined)
    .sort((a, b) => Number(a.index) - Number(b.index));
  const unique = [...new Set(indexed.map((k) => k.key))];
  return [...unique.flatMap((key) => formTexts(form, key)), ...formTexts(form, 'colors', 'colors[]')].map((c) => c.trim());
}

export const paletteFormValues = (form: FormData): Record<string, unknown> => ({ ...commonValues(form), colors: colorsOf(form) });

/** categoryId: '', '0', 'null' or absent → null (no category); digits → number; else as sent. */
export function categoryIdOf(raw: string | undefined): number | null | string {
  const value = (raw ?? '').trim();
  if (value === '' || value === '0' || value === 'null' || value === 'undefined') return null;
  return /^[0-9]{1,9}$/.test(value) ? Number(value) : value;
}

/**
 * styleIds: [] when styleIdsEmpty='true'; else every styleIds / styleIds[] value (each may also be a
 * comma list); undefined when the form says nothing about styles (an edit then keeps them).
 */
export function styleIdsOf(form: FormData): string[] | undefined {
  if (formText(form, 'styleIdsEmpty') === 'true') return [];
  const raw = formTexts(form, 'styleIds', 'styleIds[]');
  if (raw.length === 0) return undefined;
  return [...new Set(raw.flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean))];
}

export function materialFormValues(form: FormData): Record<string, unknown> {
  const styleIds = styleIdsOf(form);
  return {
    ...commonValues(form),
    categoryId: categoryIdOf(formText(form, 'categoryId')),
    price: (formText(form, 'price') ?? '').trim(),
    ...(styleIds ? { styleIds } : {}),
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
