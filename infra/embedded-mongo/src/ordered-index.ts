/**
 * The sorted keys of one index (a B+ tree of key tuples -> document id, ./key-order.ts), built from
 * the stored documents the first time the planner wants to read it (an index no read uses costs no
 * memory: at 100,000 leads and some 30 indexes that is gigabytes), then kept up to date on every
 * insert, replace and delete, and scanned between two bounds in either direction.
 * It also remembers which fields ever held an array (or NaN) in some document: mingo sorts such
 * values as wholes while the index holds their elements, so the planner never uses those fields
 * for order (mongod, likewise, never unflags a multikey index).
 */
import type { Document } from 'bson';
import BTreeModule from 'sorted-btree';
import { type IndexKeyTuple, keyComparator, MAX_KEY, MIN_KEY } from './key-order';
import { crossesArray, keyCombos } from './values';

/** sorted-btree is CommonJS: Node's ESM loader hands its whole exports object as the default import. */
const BTree = (BTreeModule as unknown as { default?: typeof BTreeModule }).default ?? BTreeModule;

/** Bounds on one field's values, both included; undefined: open. */
export interface ValueRange {
  low?: unknown;
  high?: unknown;
}

/** One entry met by a scan: the key tuple (values, then the sequence number) and the document id. */
export interface ScannedKey {
  key: IndexKeyTuple;
  id: string;
}

/** A stored document with its id and natural-order sequence number. */
export type StoredEntry = [doc: Document, id: string, seq: number];

/** The sorted keys of an index over `fields` in `directions`, of the documents `stored` lists. */
export class OrderedKeys {
  private tree: InstanceType<typeof BTreeModule<IndexKeyTuple, string>> | null = null;
  private readonly unordered = new Set<string>();

  constructor(
    readonly fields: string[],
    readonly directions: number[],
    private readonly stored: () => Iterable<StoredEntry>,
  ) {}

  /** True once the keys were built (the first read through this index). */
  get built(): boolean {
    return this.tree !== null;
  }

  /** Builds the keys of every stored document, once. */
  build(): void {
    if (this.tree) return;
    this.tree = new BTree<IndexKeyTuple, string>(undefined, keyComparator(this.directions));
    for (const [doc, id, seq] of this.stored()) this.add(doc, id, seq);
  }

  /** Records document `doc` (id `id`, natural-order sequence `seq`) under each of its keys (nothing before the keys are built). */
  add(doc: Document, id: string, seq: number): void {
    if (!this.tree) return;
    for (const field of this.fields) {
      if (!this.unordered.has(field) && crossesArray(doc, field)) this.unordered.add(field);
    }
    for (const values of keyCombos(doc, this.fields)) {
      values.forEach((value, i) => Number.isNaN(value) && this.unordered.add(this.fields[i]));
      this.tree.set([...values, seq], id);
    }
  }

  /** Forgets the keys `doc` (sequence `seq`) was recorded under. */
  remove(doc: Document, seq: number): void {
    if (!this.tree) return;
    for (const values of keyCombos(doc, this.fields)) this.tree.delete([...values, seq]);
  }

  /**
   * False once some document held an array (or NaN) at `field`: a walk then does not give mingo's
   * sort order on it. Before the keys are built: true (the planner's optimistic guess, see planRead).
   */
  orderedOn(field: string): boolean {
    return !this.unordered.has(field);
  }

  /**
   * The entries whose leading fields equal `prefix` (one value per field) and whose next field lies
   * in `range` (values, both ends included; a missing end is open), in index order, or in reverse.
   */
  *scan(prefix: unknown[], range: ValueRange | null, reverse = false): Generator<ScannedKey> {
    this.build();
    const tree = this.tree!;
    const comparator = keyComparator(this.directions);
    const first = this.bound(prefix, range, 'first');
    const last = this.bound(prefix, range, 'last');
    if (comparator(first, last) > 0) return;
    if (reverse) {
      for (const [key, id] of tree.entriesReversed(last)) {
        if (comparator(key, first) < 0) return;
        yield { key, id };
      }
    } else {
      for (const [key, id] of tree.entries(first)) {
        if (comparator(key, last) > 0) return;
        yield { key, id };
      }
    }
  }

  /** Calls `found` with each entry of the interval `scan` reads, in index order (the tree compares only at its ends: a large read's fast path). */
  forEach(prefix: unknown[], range: ValueRange | null, found: (key: IndexKeyTuple, id: string) => void): void {
    this.build();
    const first = this.bound(prefix, range, 'first');
    const last = this.bound(prefix, range, 'last');
    if (keyComparator(this.directions)(first, last) <= 0) this.tree!.forRange(first, last, true, found);
  }

  /** The first or last tuple of an interval in index order (a descending field starts at its high end). */
  private bound(prefix: unknown[], range: ValueRange | null, side: 'first' | 'last'): IndexKeyTuple {
    const key: IndexKeyTuple = [...prefix];
    for (let i = prefix.length; i < this.fields.length; i++) {
      const up = this.directions[i] < 0 === (side === 'first');
      const given = i === prefix.length && range ? (up ? range.high : range.low) : undefined;
      key.push(given !== undefined ? given : up ? MAX_KEY : MIN_KEY);
    }
    key.push(side === 'first' ? MIN_KEY : MAX_KEY);
    return key;
  }
}
