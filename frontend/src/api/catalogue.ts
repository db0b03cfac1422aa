/** SWR hooks for the public catalogue of docs/product.md §7 (active items only). */
import { CATEGORY_TYPES, type CategoryType, type PublicCategory, type PublicMaterial, type PublicPalette, type PublicStyle } from '@cabinetry/shared/contracts';
import useSWR from 'swr';
import type { CategoriesByType } from '../lib/materialSections';
import { getOrFail } from './client';

/** Active design styles. */
export function useStyles() {
  return useSWR('/api/public/styles?activeOnly=true', (url: string) => getOrFail<PublicStyle[]>(url, 'Failed to fetch design styles'));
}

/** Active colour palettes. */
export function usePalettes() {
  return useSWR('/api/public/palettes?activeOnly=true', (url: string) => getOrFail<PublicPalette[]>(url, 'Failed to fetch color palettes'));
}

/** Active materials compatible with the given style ids (no request while the list is empty). */
export function useMaterials(styleIds: string[]) {
  const ids = styleIds.filter((id) => /^\d+$/.test(id)).join(',');
  return useSWR(ids ? `/api/public/materials?styleIds=${ids}&activeOnly=true` : null, (url: string) =>
    getOrFail<PublicMaterial[]>(url, 'Failed to fetch materials'),
  );
}

async function fetchAllCategories(): Promise<CategoriesByType> {
  const lists = await Promise.all(
    CATEGORY_TYPES.map(({ id }) =>
      getOrFail<PublicCategory[]>(`/api/public/categories?type=${id}&activeOnly=true`, 'Failed to fetch material categories').then(
        (list) => [id, Array.isArray(list) ? list : []] as [CategoryType, PublicCategory[]],
      ),
    ),
  );
  return Object.fromEntries(lists);
}

/** Active categories of all six types, one call per type. */
export function useCategories() {
  return useSWR('public-categories', fetchAllCategories);
}
