/** Search of step 1's country pickers (docs/product.md §2 step 1: searchable, grouped by region). */

export interface PickerCountry {
  id: string;
  label: string;
  flag: string;
  region: string;
  /** two-letter ISO code */
  iso: string;
  /** dial code, shown by the phone picker */
  code?: string;
}

/** Countries matching `query` (label, dial code or id, case-insensitive), ordered by region then list order. */
export function searchCountries<T extends PickerCountry>(items: T[], regions: readonly string[], query: string): T[] {
  const q = query.trim().toLowerCase();
  const hits = q ? items.filter((c) => `${c.label} ${c.code ?? ''} ${c.id}`.toLowerCase().includes(q)) : items;
  return regions.flatMap((r) => hits.filter((c) => c.region === r));
}
