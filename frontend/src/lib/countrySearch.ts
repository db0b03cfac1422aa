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
  /** another name the search also finds (the English label on a French or Arabic page) */
  altLabel?: string;
}

/**
 * `text` folded for matching as people type it: lower case; accents, Arabic short vowels, shadda,
 * tatweel and the hamza or madda on a seat dropped (États → etats, إِمارات → امارات, ؤ → و; Unicode
 * decomposition splits them off); the letters typed interchangeably made one (ٱ → ا, ة → ه, ى → ي);
 * hyphens, apostrophes and runs of spaces made one space (Etats-Unis → etats unis).
 */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670\u0640]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/ٱ/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/['’\-‐–\s]+/g, ' ')
    .trim();
}

/** Countries matching `query` (label, other label, dial code or id, folded by normalizeForSearch), ordered by region then list order. */
export function searchCountries<T extends PickerCountry>(items: T[], regions: readonly string[], query: string): T[] {
  const q = normalizeForSearch(query);
  const hits = q ? items.filter((c) => normalizeForSearch(`${c.label} ${c.altLabel ?? ''} ${c.code ?? ''} ${c.id}`).includes(q)) : items;
  return regions.flatMap((r) => hits.filter((c) => c.region === r));
}
