/**
 * The customer pages' languages (docs/product.md §11), as the SPA reads them: all derived from the
 * one registry (@cabinetry/shared/contracts/locales): which locales exist, how each is named and
 * written, where the locale sits in the URL (`/fr/onboarding/step1`, `/ar/...`; an unprefixed path
 * is English, so every existing link keeps working); the one remembered on the device is
 * ./localeCookie.ts's. No i18next here: src/boot.ts uses it before the app runs (src/i18n/i18n.ts
 * loads the messages).
 */
// by path, not by package name (@cabinetry/shared/contracts/locales): the build's Vite config loads
// this module (build/page-scripts.ts) and leaves packages to Node, which runs no .ts (as build/prerender.ts)
import { BASE_LOCALE, isLocaleCode, LOCALE_CODES, localeDirection, type LocaleCode, localeMap } from '../../../services/shared/src/contracts/locales';

export { localeOfPath, localePath, stripLocale } from '../../../services/shared/src/contracts/locales';

export const LOCALES = LOCALE_CODES;
export type Locale = LocaleCode;
export const DEFAULT_LOCALE: Locale = BASE_LOCALE;

/** Each language named in itself, for the language menu. */
export const LOCALE_NAMES: Record<Locale, string> = localeMap((l) => l.name);

export const isLocale = isLocaleCode;

/** The `dir` of the page in `locale`: 'rtl' for Arabic, else 'ltr'. */
export const localeDir = localeDirection;
