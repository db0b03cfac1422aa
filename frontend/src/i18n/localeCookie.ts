/**
 * The language remembered on the device: the cookie (LOCALE_COOKIE) by which the server sends a visit
 * of an unprefixed customer page to the visitor's language before any page is sent
 * (gateway/src/locale-redirect.ts). Apart from ./locales.ts, which the build's config loads and which
 * so imports nothing of @cabinetry/shared.
 */
import { LOCALE_COOKIE } from '@cabinetry/shared/contracts/options';
import { isLocale, type Locale } from './locales';

/** `document.cookie`'s assignment remembering `locale` for a year on this site (Secure over HTTPS). */
export const localeCookie = (locale: Locale, https: boolean): string =>
  `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax${https ? '; Secure' : ''}`;

/**
 * Remembers `locale` on this device: the cookie by which the server sends a later visit of an
 * unprefixed page to that language (gateway/src/locale-redirect.ts) before any page is sent.
 */
function rememberLocale(locale: Locale): void {
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
