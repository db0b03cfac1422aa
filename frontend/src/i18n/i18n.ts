/**
 * The customer pages' messages through i18next + react-i18next: one JSON catalogue per locale
 * (src/i18n/locales/<locale>.json), each a separate chunk loaded on demand, so a page loads only its
 * own language's messages. Keys are nested (`step1.title`), placeholders `{{name}}`, plurals with
 * i18next's suffixes (Arabic's six forms: _zero, _one, _two, _few, _many, _other). English takes
 * step 1's option labels from the shared field list (./optionMessages.ts).
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { localeDir, type Locale } from './locales';
import { withEnglishOptions } from './optionMessages';

type Catalogue = Record<string, unknown>;

const CATALOGUES = import.meta.glob<Catalogue>('./locales/*.json', { import: 'default' });

const loaded = new Map<Locale, Promise<void>>();

/** The i18next instance the app renders with (react-i18next's default). */
export const i18n = i18next;

/**
 * Loads `locale`'s catalogue (once) and makes it the active language: react-i18next re-renders every
 * translated component; in a browser, <html lang dir> follow. Rejects when the catalogue cannot be
 * loaded (the previous language stays).
 */
export async function activateLocale(locale: Locale): Promise<void> {
  let loading = loaded.get(locale);
  if (!loading) {
    loading = CATALOGUES[`./locales/${locale}.json`]().then(async (catalogue) => {
      const messages = locale === 'en' ? withEnglishOptions(catalogue) : catalogue;
      if (!i18next.isInitialized) {
        await i18next.use(initReactI18next).init({
          lng: locale,
          fallbackLng: false,
          resources: { [locale]: { translation: messages } },
          interpolation: { escapeValue: false }, // React escapes
          react: { useSuspense: false },
        });
      } else {
        i18next.addResourceBundle(locale, 'translation', messages);
      }
    });
    loading.catch(() => loaded.delete(locale));
    loaded.set(locale, loading);
  }
  await loading;
  if (i18next.language !== locale) await i18next.changeLanguage(locale);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = locale;
    document.documentElement.dir = localeDir(locale);
  }
}
