/**
 * The customer pages' three languages (docs/product.md §11): which locales exist, how each is named
 * and written, where the locale sits in the URL (`/fr/onboarding/step1`, `/ar/...`; an unprefixed
 * path is English, so every existing link keeps working); the one remembered on the device is
 * ./localeCookie.ts's. No i18next here: src/boot.ts uses it before the app runs (src/i18n/i18n.ts
 * loads the messages).
 */
export const LOCALES = ['en', 'fr', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language named in itself, for the language menu. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', fr: 'Français', ar: 'العربية' };

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** 'rtl' for Arabic, else 'ltr': the `dir` of the page. */
export const localeDir = (locale: Locale): 'ltr' | 'rtl' => (locale === 'ar' ? 'rtl' : 'ltr');

const PREFIX = /^\/(fr|ar)(?=\/|$)/;

/** The locale of a path: its /fr or /ar prefix, else English. */
export function localeOfPath(pathname: string): Locale {
  return (PREFIX.exec(pathname)?.[1] as Locale | undefined) ?? DEFAULT_LOCALE;
}

/** The path without its locale prefix ('/fr/onboarding/step1' → '/onboarding/step1', '/fr' → '/'). */
export function stripLocale(pathname: string): string {
  return pathname.replace(PREFIX, '') || '/';
}

/** `path` (unprefixed, starting with '/') in `locale`: English stays unprefixed. */
export function localePath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}
