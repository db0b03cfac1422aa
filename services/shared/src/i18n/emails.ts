/**
 * The customer e-mails' and e-mailed calendar files' messages (docs/product.md §11) through
 * i18next: one JSON catalogue per customer locale (./emails/<locale>.json: nested keys, `{{name}}`
 * placeholders), all loaded with the module (the worker writes to customers in every language).
 * English is the wording the e-mails always had; French and Arabic are written in its tone. The
 * renderer is services/scheduling/src/jobs/emails.ts; staff e-mails stay English and are not here.
 * Server-side only (the SPA has its own catalogues, frontend/src/i18n/locales).
 */
import i18next, { type TFunction } from 'i18next';
import { BASE_LOCALE, LOCALE_CODES, type LocaleCode as CustomerLocale, localeDirection, localeOr, localePath } from '../contracts/locales';
import ar from './emails/ar.json';
import en from './emails/en.json';
import fr from './emails/fr.json';

/**
 * The catalogues by locale (the key check reads them): one per LOCALE_REGISTRY entry, which the
 * compiler requires (the service bundles import their JSON statically).
 */
export const EMAIL_CATALOGUES: Record<CustomerLocale, object> = { en, fr, ar };

const i18n = i18next.createInstance();
// resources given inline: init completes synchronously (initAsync: false)
void i18n.init({
  resources: Object.fromEntries(LOCALE_CODES.map((locale) => [locale, { translation: EMAIL_CATALOGUES[locale] }])),
  lng: BASE_LOCALE,
  fallbackLng: false,
  initAsync: false,
  // the renderer escapes for HTML itself (plain-text parts must stay unescaped)
  interpolation: { escapeValue: false },
});

/** The customer's stored language as an e-mail locale: one of LOCALE_CODES; anything else (absent, unknown) is English. */
export const emailLocale = (value: unknown): CustomerLocale => localeOr(value);

/** The message function of `locale`: `t('confirmation.subject', { when })`. */
export const emailTranslator = (locale: CustomerLocale): TFunction => i18n.getFixedT(locale);

/** Writing direction of `locale` (the registry's): 'rtl' for Arabic, else 'ltr'. */
export const emailDir = localeDirection;

/**
 * `path` (starting with '/') of a customer page in `locale`, the way the SPA prefixes it (the
 * registry's `localePath`): English unprefixed, else '/fr/…', '/ar/…'; so a link in an e-mail opens
 * the page in the customer's language.
 */
export const customerPagePath = localePath;
