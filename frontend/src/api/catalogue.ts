/**
 * SWR hooks for the public catalogue of docs/product.md §7 (active items only), in the page's
 * language: `&locale=fr|ar` on French and Arabic pages (names and descriptions translated, English
 * where staff gave no translation); English pages ask without it, as they always did.
 */
import { CATEGORY_TYPES, type CategoryType, type PublicCategory, type PublicMaterial, type PublicPalette, type PublicStyle } from '@cabinetry/shared/contracts';
import useSWR from 'swr';
import type { Locale } from '../i18n/locales';
import { useLocale } from '../i18n/useLocale';
import type { CategoriesByType } from '../lib/materialSections';
import { urlOf } from './call';
import { getOrFail } from './client';

/** The `locale` query asking for `locale`'s texts; none for English. */
const inLocale = (locale: Locale) => (locale === 'en' ? undefined : locale);

/** The calls behind useStyles and usePalettes (the pre-rendered step 2 asks for them before its script runs). */
export const stylesUrl = (locale: Locale) => urlOf('listPublicStyles', { query: { activeOnly: 'true', locale: inLocale(locale) } });
export const palettesUrl = (locale: Locale) => urlOf('listPublicPalettes', { query: { activeOnly: 'true', locale: inLocale(locale) } });

/** Active design styles, in the page's language. */
export function useStyles() {
  return useSWR(stylesUrl(useLocale()), (url: string) => getOrFail<PublicStyle[]>(url, 'Failed to fetch design styles'));
}

/** Active colour palettes, in the page's language. */
export function usePalettes() {
  return useSWR(palettesUrl(useLocale()), (url: string) => getOrFail<PublicPalette[]>(url, 'Failed to fetch color palettes'));
}

/** Categories by type, and the types whose list could not be loaded. */
export interface CategoryLists {
  byType: CategoriesByType;
  failed: CategoryType[];
}

/** One call per type, all at once; a failing type is listed in `failed` and does not empty the others. */
async function fetchAllCategories([, locale]: readonly [string, Locale]): Promise<CategoryLists> {
  const results = await Promise.allSettled(
    CATEGORY_TYPES.map(({ id }) =>
      getOrFail<PublicCategory[]>(
        urlOf('listPublicCategories', { query: { type: id, activeOnly: 'true', locale: inLocale(locale) } }),
        'Failed to fetch material categories',
      ),
    ),
  );
  const out: CategoryLists = { byType: {}, failed: [] };
  results.forEach((r, i) => {
    const type = CATEGORY_TYPES[i].id;
    if (r.status === 'fulfilled') out.byType[type] = Array.isArray(r.value) ? r.value : [];
    else out.failed.push(type);
  });
  return out;
}

/** Active categories of all six types in the page's language, one call per type (never an SWR error: see `failed`). */
export function useCategories() {
  return useSWR(['public-categories', useLocale()] as const, fetchAllCategories);
}

/**
 * Active materials compatible with the given style ids (in the page's language), loaded once the categories are settled
 * (`after` true), whatever their outcome; no request while the style list is empty.
 */
export function useMaterials(styleIds: string[], after = true) {
  const ids = styleIds.filter((id) => /^\d+$/.test(id)).join(',');
  const materialsUrl = urlOf('listPublicMaterials', { query: { styleIds: ids, activeOnly: 'true', locale: inLocale(useLocale()) } });
  return useSWR(after && ids ? materialsUrl : null, (url: string) =>
    getOrFail<PublicMaterial[]>(url, 'Failed to fetch materials'),
  );
}
