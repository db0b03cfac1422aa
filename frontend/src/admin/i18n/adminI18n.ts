/**
 * The back office's own wording (issue 22 item 6): the i18next namespace `admin` of the app's one
 * instance, one catalogue per locale in ./locales/<locale>.json, keys nested by page (`leads.title`),
 * placeholders `{{name}}`, plurals with i18next's suffixes. English comes with the back office's code
 * (the default, and the sign-in pages' language); French and Arabic load when a signed-in user has
 * chosen them. The customer pages never load any of it. Back-office code words its text with
 * `useAdminTranslation()`; shared components keep the customer catalogue (default namespace).
 */
import type { CustomerLocale } from '@cabinetry/shared/contracts';
import { useTranslation } from 'react-i18next';
import { activateLocale, i18n } from '../../i18n/i18n';
import en from './locales/en.json';

/** The back office's namespace. */
export const ADMIN_NS = 'admin';

type Catalogue = Record<string, unknown>;
const OTHER_CATALOGUES = import.meta.glob<Catalogue>(['./locales/*.json', '!./locales/en.json'], { import: 'default' });

// the app has initialised i18next (main.tsx, or the unit tests' setup) before the back office's code loads
i18n.addResourceBundle('en', ADMIN_NS, en);

/**
 * Loads the back office's catalogue of `locale` (once) and makes `locale` the active language (the
 * customer catalogue's too, for the shared components), <html lang dir> following. Rejects when a
 * catalogue cannot be loaded (the previous language stays).
 */
export async function activateAdminLocale(locale: CustomerLocale): Promise<void> {
  if (!i18n.hasResourceBundle(locale, ADMIN_NS)) i18n.addResourceBundle(locale, ADMIN_NS, await OTHER_CATALOGUES[`./locales/${locale}.json`]());
  await activateLocale(locale);
}

/** true when the back office can render in `locale` now (its messages loaded and active). */
export const adminLocaleReady = (locale: CustomerLocale) => i18n.language === locale && i18n.hasResourceBundle(locale, ADMIN_NS);

/** react-i18next's `t` on the back office's namespace. */
export const useAdminTranslation = () => useTranslation(ADMIN_NS);
