/**
 * The order of index keys. A key is a tuple: one value per indexed field, then the document's
 * natural-order sequence number (so equal values keep insertion order, as mingo's stable $sort
 * does). Values compare with mingo's own `compare` (the comparison its $sort uses, missing and
 * null alike), so walking an index gives the order mingo would sort in, for fields that hold no
 * arrays. MIN_KEY and MAX_KEY bound a scan below and above every value.
 */
import { compare } from 'mingo/util';

/** Sorts before every value (the open lower end of a scan). */
export const MIN_KEY = Symbol('MinKey');
/** Sorts after every value (the open upper end of a scan). */
export const MAX_KEY = Symbol('MaxKey');

/** One index key: a value per indexed field (or a sentinel in a bound), then the sequence number. */
export type IndexKeyTuple = unknown[];

/** mingo's order of two key values, with the sentinels; undefined (missing) equals null. */
export function compareKeyValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  // the common cases first, as mingo compares them (same type: `<` on the values, Dates by time)
  if (typeof a === typeof b && (typeof a === 'string' || typeof a === 'number')) return simple(a as string, b as string);
  if (a instanceof Date && b instanceof Date) return simple(a.getTime(), b.getTime());
  if (a === MIN_KEY || b === MAX_KEY) return -1;
  if (a === MAX_KEY || b === MIN_KEY) return 1;
  return compare(a ?? null, b ?? null);
}

const simple = <T,>(a: T, b: T): number => (a < b ? -1 : a > b ? 1 : 0);

/** A comparator of key tuples for an index whose fields go in `directions` (1 or -1 each); the sequence number last, ascending. */
export function keyComparator(directions: number[]): (a: IndexKeyTuple, b: IndexKeyTuple) => number {
  return (a, b) => {
    for (let i = 0; i < directions.length; i++) {
      const order = compareKeyValues(a[i], b[i]);
      if (order !== 0) return directions[i] < 0 ? -order : order;
    }
    return compareKeyValues(a[directions.length], b[directions.length]);
  };
}
