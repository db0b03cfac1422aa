/**
 * Category helpers for the admin pages (docs/product.md §3): type labels, and select options grouped
 * by type, worded with `t` of the back office's catalogue (categories.types.<type>).
 */
import { CATEGORY_TYPES, type AdminCategory } from '@cabinetry/shared/contracts';
import type { TFunction } from 'i18next';

/** The label of a category type ('kitchen_lower' → 'Kitchen Lower Cabinets' in English); unknown types as given. */
export function categoryTypeLabel(t: TFunction, type: string): string {
  return CATEGORY_TYPES.some((c) => c.id === type) ? t(`categories.types.${type}`) : type;
}

export interface OptionGroup {
  label: string;
  options: { value: number; label: string }[];
}

/**
 * Categories as select options grouped by type (in the spec's type order), each group ordered by
 * displayOrder then name; inactive ones are marked '(inactive)'.
 */
export function groupedCategoryOptions(t: TFunction, categories: AdminCategory[]): OptionGroup[] {
  return CATEGORY_TYPES.map(({ id }) => ({
    label: categoryTypeLabel(t, id),
    options: categories
      .filter((c) => c.type === id)
      .sort((a, b) => a.displayOrder - b.displayOrder || a.name.localeCompare(b.name))
      .map((c) => ({ value: c.id, label: c.isActive ? c.name : t('categories.inactiveOption', { name: c.name }) })),
  })).filter((g) => g.options.length > 0);
}
