/**
 * The e-mail catalogues (services/shared/src/i18n/emails/{en,fr,ar}.json) agree, the way the SPA's
 * do (frontend/src/i18n/catalogues.test.ts): one per customer language, the same keys and the same
 * placeholders in each, no empty message, Arabic written in Arabic, no key the renderer
 * (./emails.ts) never uses and no key it uses that is missing; and appointment dates are worded as
 * the customer pages word them.
 */
import { readFileSync } from 'node:fs';
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
const renderer = readFileSync(new URL('./emails.ts', import.meta.url), 'utf8');

describe('the e-mail catalogues', () => {
  it('have one catalogue per customer language, with the same keys', () => {
    expect(Object.keys(EMAIL_CATALOGUES).sort()).toEqual([...CUSTOMER_LOCALES].sort());
    for (const locale of CUSTOMER_LOCALES) expect([...flat[locale].keys()].sort(), locale).toEqual([...flat.en.keys()].sort());
  });

  it('have the same placeholders in every language, no empty message, and Arabic in Arabic script', () => {
    for (const [key, message] of flat.en) {
      for (const locale of CUSTOMER_LOCALES) {
        const text = flat[locale].get(key) ?? '';
        expect(text.trim(), `${locale} ${key}`).not.toBe('');
        expect(placeholders(text), `${locale} ${key}`).toEqual(placeholders(message));
      }
      expect(flat.ar.get(key), key).toMatch(/[\u0600-\u06ff]/);
    }
  });

  it('hold only keys the renderer uses, and every key it uses', () => {
    const literals = new Set([...renderer.matchAll(/'([a-z][A-Za-z]*(?:\.[A-Za-z]+)*)'/g)].map((m) => m[1]));
    expect([...flat.en.keys()].filter((key) => !literals.has(key))).toEqual([]);
    // say('key', …), t('key', …) and appointmentEmail's { subject: 'key', body: 'key', calendar: 'key' }
    const asked = [...renderer.matchAll(/\b(?:say|t)\(\s*'([^']+)'|\b(?:subject|body|calendar): '([^']+)'/g)].map((m) => m[1] ?? m[2]);
    expect(asked.length).toBeGreaterThan(10);
    expect(asked.filter((key) => !flat.en.has(key))).toEqual([]);
  });

  it('word an appointment date as the customer pages do', () => {
    for (const locale of CUSTOMER_LOCALES) {
      const pages = JSON.parse(readFileSync(new URL(`../../../../frontend/src/i18n/locales/${locale}.json`, import.meta.url), 'utf8')) as { time: { showroom: string } };
      expect(flat[locale].get('when'), locale).toBe(pages.time.showroom);
    }
  });
});
