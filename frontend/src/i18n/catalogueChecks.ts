/**
 * Checks every message catalogue of the SPA must pass (test support, used by the customer pages'
 * src/i18n/catalogues.test.ts and the back office's src/admin/i18n/catalogues.test.ts): the same keys
 * in every locale (plural forms aside: each locale has exactly the forms its plural rules need), the
 * same placeholders, no empty message, Arabic messages in Arabic script, no key the source never uses
 * and no key called that the catalogue lacks.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { LOCALES, type Locale } from './locales';

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** key → message, nested keys joined with '.'. */
export function flatten(tree: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(`${prefix}${key}`, value);
    else for (const [k, v] of flatten(value as object, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const base = (key: string) => key.replace(PLURAL, '');
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

/** Keys of a flattened catalogue by base key (a plural key's forms under one entry). */
export function byBase(flat: Map<string, string>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const key of flat.keys()) out.set(base(key), [...(out.get(base(key)) ?? []), key]);
  return out;
}

/** The text of every non-test .ts/.tsx file under `root`, skipping folders named in `skip`. */
export function sourceUnder(root: string, skip: string[]): string {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (!skip.includes(name)) walk(path);
      } else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) files.push(path);
    }
  };
  walk(root);
  return files.map((f) => readFileSync(f, 'utf8')).join('\n');
}

/** Every string in a JSON Schema's `errorMessage`s. */
export function errorMessages(schema: unknown): string[] {
  if (!schema || typeof schema !== 'object') return [];
  const own = (schema as { errorMessage?: unknown }).errorMessage;
  const words = (value: unknown): string[] => (typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(words) : []);
  return [...words(own), ...Object.entries(schema).filter(([k]) => k !== 'errorMessage').flatMap(([, v]) => errorMessages(v))];
}

/**
 * Registers (inside the caller's `describe`) the checks every catalogue set must pass: `catalogues`
 * by locale, `source` the code that uses them (keys as quoted literals, or template-string prefixes).
 */
export function catalogueChecks(catalogues: Record<Locale, object>, source: () => string): void {
  const flat = Object.fromEntries(LOCALES.map((l) => [l, flatten(catalogues[l])])) as Record<Locale, Map<string, string>>;
  const keysOf = (locale: Locale) => byBase(flat[locale]);

  it('have the same keys in every locale, each plural with the forms its language needs', () => {
    const english = keysOf('en');
    for (const locale of LOCALES) {
      const keys = keysOf(locale);
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
        for (const form of keysOf(locale).get(base(key)) ?? []) {
          const text = flat[locale].get(form) ?? '';
          // a plural form may spell its count out in words ('une minute', 'دقيقتين')
          const expected = placeholders(message).filter((p) => !(PLURAL.test(form) && p === 'count'));
          expect(placeholders(text).filter((p) => p !== 'count' || !PLURAL.test(form)), `${locale} ${form}`).toEqual(expected);
        }
      }
    }
  });

  it('have no empty message and no English left in Arabic beyond names and numbers', () => {
    for (const locale of LOCALES) for (const [key, text] of flat[locale]) expect(text.trim(), `${locale} ${key}`).not.toBe('');
    for (const [key, text] of flat.ar) {
      // Arabic messages are written in Arabic script (a placeholder, a number, the brand or a product name may sit inside)
      if (!/^[\d\s$,.+\-–()%/:·©{}]*$/.test(text.replace(/\{\{\w+\}\}|Atelier Cedar|Google Meet|Google|CSV|ZIP|404/g, ''))) expect(text, key).toMatch(/[\u0600-\u06ff]/);
    }
  });

  it('hold only keys the source uses, and every key it uses', () => {
    const text = source();
    const literal = new Set([...text.matchAll(/['"`]([a-z][A-Za-z0-9]*(?:\.[\w+\- &]+)+)['"`]/g)].map((m) => m[1]));
    const dynamic = [...text.matchAll(/`([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9_]+)*[._])\$\{/g)].map((m) => m[1]);
    const used = (key: string) => literal.has(key) || dynamic.some((prefix) => key.startsWith(prefix));
    expect([...keysOf('en').keys()].filter((key) => !used(key))).toEqual([]);
    const called = [...text.matchAll(/\bt\(\s*'([^']+)'/g)].map((m) => m[1]);
    expect(called.filter((key) => !keysOf('en').has(key))).toEqual([]);
  });
}
