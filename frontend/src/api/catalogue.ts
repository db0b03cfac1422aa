/** SWR hooks for the public catalogue of docs/product.md §7 (active items only). */
import { CATEGORY_TYPES, type CategoryType, type PublicCategory, type PublicMaterial, type PublicPalette, type PublicStyle } from '@cabinetry/shared/contracts';
import useSWR from 'swr';
import type { CategoriesByType } from '../lib/materialSections';
import { getOrFail } from './client';

/** The calls behind useStyles and usePalettes (the pre-rendered step 2 asks for them before its script runs). */
export const STYLES_URL = '/api/public/styles?activeOnly=true';
export const PALETTES_URL = '/api/public/palettes?activeOnly=true';

/** Active design styles. */
export function useStyles() {
  return useSWR(STYLES_URL, (url: string) => getOrFail<PublicStyle[]>(url, 'Failed to fetch design styles'));
}

/** Active colour palettes. */
export function usePalettes() {
  return useSWR(PALETTES_URL, (url: string) => getOrFail<PublicPalette[]>(url, 'Failed to fetch color palettes'));
}

/** Categories by type, and the types whose list could not be loaded. */
export interface CategoryLists {
  byType: CategoriesByType;
  failed: CategoryType[];
}

/** One call per type, all at once; a failing type is listed in `failed` and does not empty the others. */
async function fetchAllCategories(): Promise<CategoryLists> {
  const results = await Promise.allSettled(
    CATEGORY_TYPES.map(({ id }) => getOrFail<PublicCategory[]>(`/api/public/categories?type=${id}&activeOnly=true`, 'Failed to fetch material categories')),
  );
  const out: CategoryLists = { byType: {}, failed: [] };
  results.forEach((r, i) => {
    const type = CATEGORY_TYPES[i].id;
    if (r.status === 'fulfilled') out.byType[type] = Array.isArray(r.value) ? r.value : [];
    else out.failed.push(type);
  });
  return out;
}

/** Active categories of all six types, one call per type (never an SWR error: see `failed`). */
export function useCategories() {
  return useSWR('public-categories', fetchAllCategories);
}

/**
 * Active materials compatible with the given style ids, loaded once the categories are settled
 * (`after` true), whatever their outcome; no request while the style list is empty.
 */
export function useMaterials(styleIds: string[], after = true) {
  const ids = styleIds.filter((id) => /^\d+$/.test(id)).join(',');
  return useSWR(after && ids ? `/api/public/materials?styleIds=${ids}&activeOnly=true` : null, (url: string) =>
    getOrFail<PublicMaterial[]>(url, 'Failed to fetch materials'),
  );
}
