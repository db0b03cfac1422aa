/** Step 3's sections and their material ordering (docs/product.md §2 step 3, §4). */
import type {
  CategoryType,
  KitchenSelections,
  MaterialSelections,
  ProjectTypes,
  PublicCategory,
  PublicMaterial,
  WardrobeSelections,
} from '@cabinetry/shared/contracts';

export type SectionKey = keyof KitchenSelections | keyof WardrobeSelections;

export interface Section {
  key: SectionKey;
  group: keyof ProjectTypes;
  categoryType: CategoryType;
  /** the back office's English title (the customer pages word it from the catalogues' `step3.sections.<key>`) */
  title: string;
}

/** Sections of the Kitchen Materials and Wardrobe Materials tabs, in display order. */
export const SECTIONS: Section[] = [
  { key: 'lowerCabinets', group: 'kitchen', categoryType: 'kitchen_lower', title: 'Lower Cabinet Materials' },
  { key: 'upperCabinets', group: 'kitchen', categoryType: 'kitchen_upper', title: 'Upper Cabinet Materials' },
  { key: 'tallCabinets', group: 'kitchen', categoryType: 'kitchen_tall', title: 'Tall Cabinet Materials' },
  { key: 'countertops', group: 'kitchen', categoryType: 'countertop', title: 'Countertop Materials' },
  { key: 'exteriors', group: 'wardrobe', categoryType: 'wardrobe_exterior', title: 'Exterior Materials' },
  { key: 'interiors', group: 'wardrobe', categoryType: 'wardrobe_interior', title: 'Interior Materials' },
];

export type CategoriesByType = Partial<Record<CategoryType, PublicCategory[]>>;

/** True when a material has no specific category (shown with the 'Multi-purpose' badge). */
export function isMultiPurpose(m: Pick<PublicMaterial, 'categoryId'>): boolean {
  return m.categoryId === null || m.categoryId === undefined || m.categoryId === 0;
}

/**
 * Materials shown in a section. Countertops: only countertop-category materials, by name. Others:
 * materials of the section's category or of no known category, matching ones first, then by name.
 */
export function materialsForSection(materials: PublicMaterial[], section: Section, categories: CategoriesByType): PublicMaterial[] {
  const own = new Set((categories[section.categoryType] ?? []).map((c) => c.id));
  const known = new Set(Object.values(categories).flatMap((list) => (list ?? []).map((c) => c.id)));
  const byName = (a: PublicMaterial, b: PublicMaterial) => a.name.localeCompare(b.name);
  const matches = (m: PublicMaterial) => m.categoryId !== null && own.has(m.categoryId);
  if (section.categoryType === 'countertop') return materials.filter(matches).sort(byName);
  const unknown = (m: PublicMaterial) => isMultiPurpose(m) || !known.has(m.categoryId as number);
  return materials
    .filter((m) => matches(m) || unknown(m))
    .sort((a, b) => Number(matches(b)) - Number(matches(a)) || byName(a, b));
}

/** Selections with an empty container for every chosen project type (existing choices kept). */
export function withSelectionContainers(selections: MaterialSelections, types: ProjectTypes): MaterialSelections {
  const out: MaterialSelections = { ...selections };
  if (types.kitchen) out.kitchen = { lowerCabinets: [], upperCabinets: [], tallCabinets: [], countertops: [], ...selections.kitchen };
  if (types.wardrobe) out.wardrobe = { exteriors: [], interiors: [], ...selections.wardrobe };
  return out;
}

/** The ids chosen in one section. */
export function sectionIds(selections: MaterialSelections, section: Section): string[] {
  const group = selections[section.group] as Record<string, string[]> | undefined;
  return group?.[section.key] ?? [];
}

/** Selections with one section's ids replaced. */
export function setSectionIds(selections: MaterialSelections, section: Section, ids: string[]): MaterialSelections {
  const filled = withSelectionContainers(selections, { kitchen: section.group === 'kitchen', wardrobe: section.group === 'wardrobe' });
  return { ...filled, [section.group]: { ...filled[section.group], [section.key]: [...new Set(ids)] } };
}
