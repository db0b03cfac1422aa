/**
 * The customer pages' three languages (docs/product.md §11): which locales exist, how each is named
 * and written, where the locale sits in the URL (`/fr/onboarding/step1`, `/ar/...`; an unprefixed
 * path is English, so every existing link keeps working) and the one remembered on the device.
 * No i18next here: src/boot.ts uses it before the app runs (src/i18n/i18n.ts loads the messages).
 */

export const LOCALES = ['en', 'fr', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language named in itself, for the language menu. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', fr: 'Français', ar: 'العربية' };

/** localStorage key of the language the visitor chose or last used on this device. */
export const LOCALE_STORAGE_KEY = 'cabinetry.locale';

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

/** The first of the browser's preferred languages (navigator.languages, as Accept-Language) we have, by primary subtag; else English. */
export function preferredLocale(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}

/**
 * Where a visitor landing on `pathname` belongs, or null to stay: an unprefixed customer path is sent
 * to the remembered language (else, on a first visit, the browser's preferred one) when that is not
 * English. A prefixed path, the back office and the API stay as they are.
 */
export function localeRedirect(pathname: string, remembered: string | null, languages: readonly string[]): string | null {
  if (PREFIX.test(pathname) || pathname.startsWith('/admin') || pathname.startsWith('/api')) return null;
  const locale = isLocale(remembered) ? remembered : preferredLocale(languages);
  return locale === DEFAULT_LOCALE ? null : localePath(locale, pathname);
}

/** The remembered locale, or null (none yet, or storage blocked). */
export function rememberedLocale(): string | null {
  try {
    return localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Remembers `locale` on this device (silently nothing when storage is blocked). */
export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    /* storage blocked: the URL still carries the language */
  }
}

/**
 * Sends the browser to the visitor's language (localeRedirect) before anything else runs; true when
 * it is leaving the page. Called first by src/boot.ts and src/main.tsx.
 */
export function goToVisitorLocale(): boolean {
  const { pathname, search, hash } = window.location;
  const target = localeRedirect(pathname, rememberedLocale(), navigator.languages ?? [navigator.language]);
  if (!target) return false;
  window.location.replace(`${target}${search}${hash}`);
  return true;
}

/**
 * Remembers the language a visitor picks in the language menu (a click on a link carrying
 * `data-locale`), before the browser or the router leaves the page, so landing on an unprefixed
 * English path then does not send them back (localeRedirect). Installed once by src/boot.ts and src/main.tsx.
 */
export function rememberChosenLocale(): void {
  document.addEventListener(
    'click',
    (event) => {
      const chosen = (event.target as Element | null)?.closest?.('a[data-locale]')?.getAttribute('data-locale');
      if (isLocale(chosen)) rememberLocale(chosen);
    },
    { capture: true },
  );
}
