/**
 * The customer pages' three languages (docs/product.md §11): which locales exist, how each is named
 * and written, where the locale sits in the URL (`/fr/onboarding/step1`, `/ar/...`; an unprefixed
 * path is English, so every existing link keeps working) and the one remembered on the device (a
 * cookie: the server sends a visit of an unprefixed page to the visitor's language before any page is
 * sent, gateway/src/locale-redirect.ts). No i18next here: src/boot.ts uses it before the app runs (src/i18n/i18n.ts loads the messages).
 */
import { LOCALE_COOKIE } from '@cabinetry/shared/contracts/options';

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

/** `document.cookie`'s assignment remembering `locale` for a year on this site (Secure over HTTPS). */
export const localeCookie = (locale: Locale, https: boolean): string =>
  `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax${https ? '; Secure' : ''}`;

/**
 * Remembers `locale` on this device: the cookie by which the server sends a later visit of an
 * unprefixed page to that language (gateway/src/locale-redirect.ts) before any page is sent.
 */
export function rememberLocale(locale: Locale): void {
  document.cookie = localeCookie(locale, window.location.protocol === 'https:');
}

/**
 * Remembers the language a visitor picks in the language menu (a click on a link carrying
 * `data-locale`), before the browser or the router leaves the page, so the server does not send a
 * visitor who chose English on an unprefixed path back to their browser's language. Called by
 * src/boot.ts and src/main.tsx: installed once.
 */
let listening = false;
export function rememberChosenLocale(): void {
  if (listening) return;
  listening = true;
  document.addEventListener(
    'click',
    (event) => {
      const chosen = (event.target as Element | null)?.closest?.('a[data-locale]')?.getAttribute('data-locale');
      if (isLocale(chosen)) rememberLocale(chosen);
    },
    { capture: true },
  );
}
