/**
 * The e-mail catalogues (services/shared/src/i18n/emails/{en,fr,ar}.json) agree, the way the SPA's
 * do (frontend/src/i18n/catalogues.test.ts): one per customer language, the same keys and the same
 * placeholders in each (plural forms aside: each language has exactly the forms its plural rules
 * need), no empty message, Arabic written in Arabic, no key the renderers (./emails.ts and the
 * shared calendar file) never use and no key they use that is missing; and appointment dates are
 * worded as the customer pages word them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CUSTOMER_LOCALES } from '@cabinetry/shared/contracts';
import { EMAIL_CATALOGUES } from '@cabinetry/shared/i18n/emails';

/** key → message, nested keys joined with '.'. */
function flatten(tree: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(`${prefix}${key}`, value);
    else for (const [k, v] of flatten(value as object, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const flat = Object.fromEntries(CUSTOMER_LOCALES.map((l) => [l, flatten(EMAIL_CATALOGUES[l])]));
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const renderer = [new URL('./emails.ts', import.meta.url), new URL('./whatsapp-replies.ts', import.meta.url), new URL('../../../shared/src/calendar/calendar-file.ts', import.meta.url)].map((file) => readFileSync(file, 'utf8')).join('\n');
const PLURAL = /_(zero|one|two|few|many|other)$/;
/** A message's key without its plural form ('length.minutes_few' → 'length.minutes'). */
const base = (key: string) => key.replace(PLURAL, '');
/** The base keys of `locale`'s catalogue, each with its plural forms ([] when not counted). */
function forms(locale: (typeof CUSTOMER_LOCALES)[number]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const key of flat[locale].keys()) out.set(base(key), [...(out.get(base(key)) ?? []), ...(PLURAL.test(key) ? [key.slice(base(key).length + 1)] : [])]);
  return out;
}

describe('the e-mail catalogues', () => {
  it('have one catalogue per customer language, with the same keys', () => {
    expect(Object.keys(EMAIL_CATALOGUES).sort()).toEqual([...CUSTOMER_LOCALES].sort());
    // one file per language of the locale registry (a new language's file is required here)
    const files = readdirSync(new URL('../../../shared/src/i18n/emails/', import.meta.url)).filter((f) => f.endsWith('.json'));
    expect(files.map((f) => f.slice(0, -'.json'.length)).sort()).toEqual([...CUSTOMER_LOCALES].sort());
    for (const locale of CUSTOMER_LOCALES) {
      const keys = forms(locale);
      expect([...keys.keys()].sort(), locale).toEqual([...forms('en').keys()].sort());
      const categories = [...new Intl.PluralRules(locale).resolvedOptions().pluralCategories].sort();
      for (const [key, plural] of keys) if (plural.length) expect(plural.sort(), `${locale} ${key}`).toEqual(categories);
    }
  });

  it('have the same placeholders in every language, no empty message, and Arabic in Arabic script', () => {
    // a plural form may spell its count out in words ('une minute', 'دقيقتين')
    const named = (key: string, text: string) => placeholders(text).filter((p) => !(PLURAL.test(key) && p === 'count'));
    for (const [key, message] of flat.en) {
      for (const locale of CUSTOMER_LOCALES) {
        for (const form of [...flat[locale].keys()].filter((k) => base(k) === base(key))) {
          const text = flat[locale].get(form) ?? '';
          expect(text.trim(), `${locale} ${form}`).not.toBe('');
          expect(named(form, text), `${locale} ${form}`).toEqual(named(key, message));
        }
      }
    }
    for (const [key, text] of flat.ar) expect(text, key).toMatch(/[\u0600-\u06ff]/);
  });

  it('hold only keys the renderer uses, and every key it uses', () => {
    const literals = new Set([...renderer.matchAll(/'([a-z][A-Za-z]*(?:\.[A-Za-z]+)*)'/g)].map((m) => m[1]));
    expect([...forms('en').keys()].filter((key) => !literals.has(key))).toEqual([]);
    // say('key', …), t('key', …) and appointmentEmail's { subject: 'key', body: 'key', calendar: 'key' }
    const asked = [...renderer.matchAll(/\b(?:say|t)\(\s*'([^']+)'|\b(?:subject|body|calendar): '([^']+)'/g)].map((m) => m[1] ?? m[2]);
    expect(asked.length).toBeGreaterThan(10);
    expect(asked.filter((key) => !forms('en').has(key))).toEqual([]);
  });

  it('word an appointment date as the customer pages do', () => {
    for (const locale of CUSTOMER_LOCALES) {
      const pages = JSON.parse(readFileSync(new URL(`../../../../frontend/src/i18n/locales/${locale}.json`, import.meta.url), 'utf8')) as { time: { showroom: string } };
      expect(flat[locale].get('when'), locale).toBe(pages.time.showroom);
    }
  });
});
