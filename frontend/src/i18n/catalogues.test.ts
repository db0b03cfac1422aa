/**
 * The three catalogues agree: the same keys (plural forms aside: each locale has exactly the forms
 * its plural rules need), the same placeholders, no key the customer pages never use and no key used
 * that a catalogue lacks; every customer-visible refusal code, every customer schema's validation
 * message and every option id has its sentence.
 */
import {
  ADDRESS_REGIONS,
  appointmentCreateRequestSchema,
  BUDGETS,
  CUSTOMER_LOCALES,
  customerInfoSchema,
  designPreferencesSchema,
  DIAL_CODE_REGIONS,
  ERROR_CODES,
  KITCHEN_MATERIALS_REQUIRED,
  PROJECT_TIMELINES,
  projectTypesSchema,
  step1FormSchema,
  step4NotesRequestSchema,
  UPLOAD_REFUSAL_REASONS,
  WARDROBE_MATERIALS_REQUIRED,
} from '@cabinetry/shared/contracts';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import ar from './locales/ar.json';
import en from './locales/en.json';
import fr from './locales/fr.json';
import { LOCALES, type Locale } from './locales';
import { VALIDATION_KEYS } from './validation';

const CATALOGUES: Record<Locale, object> = { en, fr, ar };
const PLURAL = /_(zero|one|two|few|many|other)$/;
/** Refusals only staff meet: the customer pages never word them. */
const STAFF_ONLY_CODES = ['token_missing', 'token_invalid', 'forbidden', 'designer_exists', 'designer_hours', 'designer_booked', 'designer_taken'];

/** key → message, nested keys joined with '.'. */
function flatten(tree: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(`${prefix}${key}`, value);
    else for (const [k, v] of flatten(value as object, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const flat = Object.fromEntries(LOCALES.map((l) => [l, flatten(CATALOGUES[l])])) as Record<Locale, Map<string, string>>;
const base = (key: string) => key.replace(PLURAL, '');
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

/** Keys of `locale` by base key (a plural key's forms under one entry). */
function byBase(locale: Locale): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const key of flat[locale].keys()) out.set(base(key), [...(out.get(base(key)) ?? []), key]);
  return out;
}

/** The customer pages' source (the back office, tests and the catalogues aside). */
function customerSource(): string {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (!['admin', 'locales', 'testing'].includes(name)) walk(path);
      } else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) files.push(path);
    }
  };
  walk(root);
  return files.map((f) => readFileSync(f, 'utf8')).join('\n');
}

/** Every string in a JSON Schema's `errorMessage`s. */
function errorMessages(schema: unknown): string[] {
  if (!schema || typeof schema !== 'object') return [];
  const own = (schema as { errorMessage?: unknown }).errorMessage;
  const words = (value: unknown): string[] => (typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(words) : []);
  return [...words(own), ...Object.entries(schema).filter(([k]) => k !== 'errorMessage').flatMap(([, v]) => errorMessages(v))];
}

describe('the catalogues', () => {
  it('are one per language the customer record can hold', () => {
    expect([...LOCALES]).toEqual([...CUSTOMER_LOCALES]);
  });

  it('have the same keys in every locale, each plural with the forms its language needs', () => {
    const english = byBase('en');
    for (const locale of LOCALES) {
      const keys = byBase(locale);
      expect([...keys.keys()].sort(), locale).toEqual([...english.keys()].sort());
      const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
      for (const [key, forms] of keys) {
        if (forms.some((f) => PLURAL.test(f))) expect(forms.map((f) => f.slice(key.length + 1)).sort(), `${locale} ${key}`).toEqual([...categories].sort());
      }
    }
  });

  it('have the same placeholders in every locale and form', () => {
    for (const [key, message] of flat.en) {
      for (const locale of LOCALES) {
        for (const form of byBase(locale).get(base(key)) ?? []) {
          const text = flat[locale].get(form) ?? '';
          // a plural form may spell its count out in words ('une minute', 'دقيقتين')
          const expected = placeholders(message).filter((p) => !(PLURAL.test(form) && p === 'count'));
          expect(placeholders(text).filter((p) => p !== 'count' || !PLURAL.test(form)), `${locale} ${form}`).toEqual(expected);
        }
      }
    }
  });

  it('have no empty message and no English left in French or Arabic beyond names and numbers', () => {
    for (const locale of LOCALES) for (const [key, text] of flat[locale]) expect(text.trim(), `${locale} ${key}`).not.toBe('');
    for (const [key, text] of flat.ar) {
      // Arabic messages are written in Arabic script (a placeholder, a number or the brand may sit inside)
      if (!/^[\d\s$,.+\-–()%/:·©{}]*$/.test(text.replace(/\{\{\w+\}\}|Atelier Cedar|404/g, ''))) expect(text, key).toMatch(/[\u0600-\u06ff]/);
    }
  });

  it('hold only keys the customer pages use, and every key they use', () => {
    const source = customerSource();
    const literal = new Set([...source.matchAll(/['"`]([a-z][A-Za-z0-9]*(?:\.[\w+\- &]+)+)['"`]/g)].map((m) => m[1]));
    const dynamic = [...source.matchAll(/`([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9_]+)*[._])\$\{/g)].map((m) => m[1]);
    const used = (key: string) => literal.has(key) || dynamic.some((prefix) => key.startsWith(prefix));
    const unused = [...byBase('en').keys()].filter((key) => !used(key));
    expect(unused).toEqual([]);
    const called = [...source.matchAll(/\bt\(\s*'([^']+)'/g)].map((m) => m[1]);
    expect(called.filter((key) => !byBase('en').has(key))).toEqual([]);
  });

  it('word every refusal code a customer can meet', () => {
    const codes = Object.keys(ERROR_CODES).filter((code) => !STAFF_ONLY_CODES.includes(code));
    expect([...byBase('en').keys()].filter((k) => k.startsWith('errors.')).map((k) => k.slice('errors.'.length)).sort()).toEqual(codes.sort());
    expect([...byBase('en').keys()].filter((k) => k.startsWith('uploadRefusals.')).map((k) => k.slice('uploadRefusals.'.length)).sort()).toEqual([...UPLOAD_REFUSAL_REASONS].sort());
  });

  it("word every validation message of the customer's schemas", () => {
    const schemas = [step1FormSchema, customerInfoSchema, projectTypesSchema, designPreferencesSchema, step4NotesRequestSchema, appointmentCreateRequestSchema];
    const messages = new Set(schemas.flatMap(errorMessages));
    expect([...messages].filter((m) => !VALIDATION_KEYS[m])).toEqual([]);
    for (const key of Object.values(VALIDATION_KEYS)) expect(flat.en.has(key), key).toBe(true);
    expect([KITCHEN_MATERIALS_REQUIRED, WARDROBE_MATERIALS_REQUIRED]).toEqual([flat.en.get('rules.kitchenMaterials'), flat.en.get('rules.wardrobeMaterials')]);
    // English says exactly what the schemas say
    for (const [message, key] of Object.entries(VALIDATION_KEYS)) expect(flat.en.get(key)).toBe(message);
  });

  it('name every option and region the pickers show', () => {
    const under = (prefix: string) => [...flat.en.keys()].filter((k) => k.startsWith(prefix)).map((k) => k.slice(prefix.length)).sort();
    expect(under('step1.timelines.')).toEqual(PROJECT_TIMELINES.map((o) => o.id).sort());
    expect(under('step1.budgets.')).toEqual(BUDGETS.map((o) => o.id).sort());
    expect(under('countries.regions.')).toEqual([...new Set([...DIAL_CODE_REGIONS, ...ADDRESS_REGIONS])].sort());
    for (const o of [...PROJECT_TIMELINES, ...BUDGETS]) expect([flat.en.get(`step1.timelines.${o.id}`), flat.en.get(`step1.budgets.${o.id}`)]).toContain(o.label);
  });
});
