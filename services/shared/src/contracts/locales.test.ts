/** The locale registry's entries are usable as they are derived: plain codes, the base first, real antd and luxon locales. */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { Info } from 'luxon';
import { BASE_LOCALE, LOCALE_CODES, LOCALE_REGISTRY, localeOfPath, localePath, localePrefixPattern, stripLocale, TRANSLATED_LOCALES } from './locales';

const require = createRequire(import.meta.url);

describe('the locale registry', () => {
  it('has plain lower-case codes (the URL prefix patterns need no escaping), the base language first', () => {
    for (const code of LOCALE_CODES) expect(code).toMatch(/^[a-z]{2,3}$/);
    expect(LOCALE_CODES[0]).toBe(BASE_LOCALE);
    expect(TRANSLATED_LOCALES).toEqual(LOCALE_CODES.slice(1));
  });

  it("names luxon locales that word months in the language, and antd's locale files that exist", () => {
    for (const code of LOCALE_CODES) {
      const { luxon, antd } = LOCALE_REGISTRY[code];
      expect(Info.months('long', { locale: luxon })[10] === 'November', code).toBe(code === BASE_LOCALE);
      if (antd) expect(() => require.resolve(`antd/locale/${antd}`), code).not.toThrow();
    }
  });

  it('puts every language but the base in the URL', () => {
    expect(localePrefixPattern(['fr', 'es']).source).toBe('^\\/(fr|es)(?=\\/|$)');
    expect(['/fr/onboarding/step1', '/ar', '/onboarding/step1', '/en/x', '/french/x'].map(localeOfPath)).toEqual(['fr', 'ar', 'en', 'en', 'en']);
    expect(['/ar/resume', '/fr'].map(stripLocale)).toEqual(['/resume', '/']);
    expect([localePath('en', '/resume'), localePath('ar', '/resume'), localePath('fr', '/')]).toEqual(['/resume', '/ar/resume', '/fr']);
  });
});
