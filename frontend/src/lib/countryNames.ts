/** Country names of the pickers in the page's language (docs/product.md §11). */
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales';
import type { PickerCountry } from './countrySearch';

/** Where the browser's name says something other than the English label: the English list's 'Palestine', not 'Palestinian Territories'. */
const NAMES_AS_ENGLISH: Partial<Record<Locale, Record<string, string>>> = {
  fr: { PS: 'Palestine' },
  ar: { PS: 'فلسطين' },
};

/**
 * `items` as a page in `locale` names them: English keeps the spec's labels; French and Arabic take
 * the browser's own names (Intl.DisplayNames, by ISO code; NAMES_AS_ENGLISH first) and keep the
 * English label as `altLabel`, so a search in either language finds the country.
 */
export function localizedCountries<T extends PickerCountry>(items: T[], locale: Locale): T[] {
  if (locale === DEFAULT_LOCALE) return items;
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const own = NAMES_AS_ENGLISH[locale] ?? {};
  return items.map((c) => ({ ...c, label: own[c.iso] ?? names.of(c.iso) ?? c.label, altLabel: c.label }));
}
