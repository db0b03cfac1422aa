/** Category helpers for the admin pages (docs/product.md §3): type labels, and select options grouped by type. */
import { CATEGORY_TYPES, type AdminCategory } from '@cabinetry/shared/contracts';

/** The label of a category type ('kitchen_lower' → 'Kitchen Lower Cabinets'); unknown types as given. */
export function categoryTypeLabel(type: string): string {
  return CATEGORY_TYPES.find((t) => t.id === type)?.label ?? type;
}

export interface OptionGroup {
  label: string;
  options: { value: number; label: string }[];
}

/**
 * Categories as select options grouped by type (in the spec's type order), each group ordered by
 * displayOrder then name; inactive ones are marked '(inactive)'.
 */
export function groupedCategoryOptions(categories: AdminCategory[]): OptionGroup[] {
  return CATEGORY_TYPES.map(({ id, label }) => ({
    label,
    options: categories
      .filter((c) => c.type === id)
      .sort((a, b) => a.displayOrder - b.displayOrder || a.name.localeCompare(b.name))
      .map((c) => ({ value: c.id, label: c.isActive ? c.name : `${c.name} (inactive)` })),
  })).filter((g) => g.options.length > 0);
}
