/**
 * The product's languages (docs/product.md §11), declared once: every list, enum, regex, map and
 * direction rule that depends on the language set is derived from LOCALE_REGISTRY (the SPA's
 * locales and URL prefixes, the stored enums, luxon's locales, the e-mail catalogues' keys, the
 * catalogue's translations, the back office's antd locale and translated fields, the gateway's and
 * nginx' page patterns). Adding a language is one entry here plus its message catalogues
 * (frontend/src/i18n/locales, frontend/src/admin/i18n/locales, services/shared/src/i18n/emails),
 * which the key-parity tests require. Import-free and browser-safe: the SPA's boot script reads it.
 *
 * Plural rules need no entry: i18next picks each language's plural forms from Intl.PluralRules.
 */

/** What the product needs to know about one language. */
export interface LocaleInfo {
  /** writing direction of its pages, e-mails and translated inputs */
  dir: 'ltr' | 'rtl';
  /** luxon's (Intl's) locale of its dates */
  luxon: string;
  /** luxon's locale of its short day-month dates, when not `luxon` (English: as in Britain, '23 Nov') */
  luxonShort?: string;
  /** the comma between a date and its clock time ('23 Nov 2026, 10:00') */
  comma: string;
  /** the language named in itself (language menus) */
  name: string;
  /** its English name, as staff read it (lead list and CSV) and as the admin schemas' English messages name it */
  englishName: string;
  /** antd's locale of the back office (antd/locale/<antd>.js); null: antd's built-in English */
  antd: string | null;
  /** Meta's language code of the WhatsApp templates' translation, when not the code itself (e.g. 'en_US') */
  whatsapp?: string;
}

/**
 * The languages, the base one (English) first. Codes are lower-case ISO 639-1/2 letters: they are
 * the URL prefix ('/fr/…'), the stored value and the catalogue file name.
 */
export const LOCALE_REGISTRY = {
  en: { dir: 'ltr', luxon: 'en-US', luxonShort: 'en-GB', comma: ',', name: 'English', englishName: 'English', antd: null },
  fr: { dir: 'ltr', luxon: 'fr', comma: ',', name: 'Français', englishName: 'French', antd: 'fr_FR' },
  // Arabic as written in Lebanon with Latin digits (`-u-nu-latn`: 24, not ٢٤; months by their Levantine names)
  ar: { dir: 'rtl', luxon: 'ar-LB-u-nu-latn', comma: '،', name: 'العربية', englishName: 'Arabic', antd: 'ar_EG' },
} as const satisfies Record<string, LocaleInfo>;

/** A registry of languages (LOCALE_REGISTRY, or a larger one in tests). */
export type LocaleRegistry = Readonly<Record<string, LocaleInfo>>;

/** One of the product's languages: 'en', 'fr', 'ar'. */
export type LocaleCode = keyof typeof LOCALE_REGISTRY;

/** The base language: unprefixed URLs, the catalogue's required texts, the fallback of every other. */
export const BASE_LOCALE = 'en' satisfies LocaleCode;

/** The codes of `registry`, in its order. */
export const localeCodes = <R extends LocaleRegistry>(registry: R): (keyof R & string)[] => Object.keys(registry) as (keyof R & string)[];

/** Every language code, the base first: ['en', 'fr', 'ar']. */
export const LOCALE_CODES: readonly LocaleCode[] = localeCodes(LOCALE_REGISTRY);

/** The languages other than the base: those with a URL prefix and stored translations (['fr', 'ar']). */
export const TRANSLATED_LOCALES = LOCALE_CODES.filter((code): code is Exclude<LocaleCode, typeof BASE_LOCALE> => code !== BASE_LOCALE);

/** Whether `value` is one of the product's language codes. */
export const isLocaleCode = (value: unknown): value is LocaleCode => typeof value === 'string' && Object.hasOwn(LOCALE_REGISTRY, value);

/** `value` when it is a language code, else the base language (English). */
export const localeOr = (value: unknown): LocaleCode => (isLocaleCode(value) ? value : BASE_LOCALE);

/** The writing direction of `code`: 'rtl' for Arabic, else 'ltr'. */
export const localeDirection = (code: LocaleCode): 'ltr' | 'rtl' => LOCALE_REGISTRY[code].dir;

/**
 * A regex alternation of `codes` ('fr|ar'), for the URL patterns of the gateway and nginx. Codes
 * are plain letters (checked by contracts/locales.test.ts), so nothing needs escaping.
 */
export const codeAlternation = (codes: readonly string[]): string => codes.join('|');

/** The languages by code, as `pick(info)` of each: e.g. localeMap((l) => l.luxon) → { en: 'en-US', … }. */
export const localeMap = <T>(pick: (info: LocaleInfo, code: LocaleCode) => T): Record<LocaleCode, T> =>
  Object.fromEntries(LOCALE_CODES.map((code) => [code, pick(LOCALE_REGISTRY[code], code)])) as Record<LocaleCode, T>;

/** `^/(fr|ar)(?=/|$)` for `codes` (the prefixed languages): a path's language prefix, the code captured. */
export const localePrefixPattern = (codes: readonly string[]): RegExp => new RegExp(`^/(${codeAlternation(codes)})(?=/|$)`);

const PREFIX = localePrefixPattern(TRANSLATED_LOCALES);

/** The language of a path: its '/fr' or '/ar' prefix, else English ('/fr/onboarding/step1' → 'fr'). */
export const localeOfPath = (pathname: string): LocaleCode => localeOr(PREFIX.exec(pathname)?.[1]);

/** The path without its language prefix ('/fr/onboarding/step1' → '/onboarding/step1', '/fr' → '/'). */
export const stripLocale = (pathname: string): string => pathname.replace(PREFIX, '') || '/';

/** `path` (unprefixed, starting with '/') in `locale`: English stays unprefixed, else '/fr/…' ('/' → '/fr'). */
export function localePath(locale: LocaleCode, path: string): string {
  if (locale === BASE_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}
