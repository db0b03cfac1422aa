/**
 * Who meets the customer (issue 23, docs/product.md "Designers"): among the designers free at the
 * slot, those who speak the customer's language first (when the customer has one), then the one
 * furthest below their weighted share of this calendar month's bookings, ties to the least recently
 * booked (then the id, so the order is total). A designer's share is the month's bookings of all
 * active designers × their weight / the active designers' total weight. Pure.
 */

/** A designer as the assignment sees them. */
export interface Candidate {
  id: string;
  languages: readonly string[];
  weight: number;
}

/** A designer's bookings this month (not cancelled) and when they were last booked (epoch ms; 0: never). */
export interface Tally {
  count: number;
  lastBookedAt: number;
}

const NO_BOOKINGS: Tally = { count: 0, lastBookedAt: 0 };

/**
 * `free` (designers free at the slot) best first; `active` are all active designers (whose bookings
 * and weights make the shares), `tallies` their month's bookings by id, `language` the customer's
 * (null: unknown).
 */
export function rankDesigners<C extends Candidate>(free: readonly C[], active: readonly Candidate[], tallies: ReadonlyMap<string, Tally>, language: string | null): C[] {
  const tallyOf = (id: string) => tallies.get(id) ?? NO_BOOKINGS;
  const total = active.reduce((sum, d) => sum + tallyOf(d.id).count, 0);
  const totalWeight = active.reduce((sum, d) => sum + d.weight, 0) || 1;
  const deficit = (d: C) => (total * d.weight) / totalWeight - tallyOf(d.id).count;
  const speaks = (d: C) => (language !== null && d.languages.includes(language) ? 1 : 0);
  return [...free].sort(
    (a, b) => speaks(b) - speaks(a) || deficit(b) - deficit(a) || tallyOf(a.id).lastBookedAt - tallyOf(b.id).lastBookedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

/** Whether the language of the customer could change the choice among `free` (they do not all speak the same languages). */
export function languageMatters(free: readonly Candidate[]): boolean {
  const key = (d: Candidate) => [...d.languages].sort().join(',');
  return free.length > 1 && free.some((d) => key(d) !== key(free[0]));
}
