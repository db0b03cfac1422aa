/** Step 2's style filter by project type (docs/product.md §4). */
import type { ProjectTypes } from '@cabinetry/shared/contracts';

const KEYWORDS: Record<keyof ProjectTypes, RegExp> = { kitchen: /kitchen/i, wardrobe: /wardrobe|closet/i };

/**
 * Keeps styles whose description mentions a chosen project type ('kitchen'; 'wardrobe' or 'closet').
 * When no type is chosen, or no style matches, every style is returned.
 */
export function filterStylesByProjectType<T extends { description?: string | null }>(styles: T[], types: ProjectTypes): T[] {
  const active = (Object.keys(KEYWORDS) as (keyof ProjectTypes)[]).filter((t) => types[t]).map((t) => KEYWORDS[t]);
  if (active.length === 0) return styles;
  const matching = styles.filter((s) => active.some((re) => re.test(s.description ?? '')));
  return matching.length > 0 ? matching : styles;
}

/** Adds the id when absent, removes it when present (docs/product.md §4 select/deselect). */
export function toggleId(ids: string[], id: string): string[] {
  return ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id];
}
