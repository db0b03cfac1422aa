/**
 * Index specs and in-memory index structures: key extraction (multikey,
 * compound, sparse, partial), unique-constraint checks with mongod's E11000
 * error, and the sorted keys the planner (./planner.ts) reads instead of a full scan.
 *
 * The reads of onboarding's pipeline (issue 39 item 9) and the index each uses, as mongod would:
 * - board column cards: {$and: [{stage: s}, scope]} sorted {createdAt: -1, _id: -1} limit 21 ->
 *   stage_1_createdAt_-1__id_-1 walked in order ('new' is {$in: ['new', null]}: two intervals);
 * - board column totals: $match of the same filter, then $group -> the same index, every entry;
 * - lead list, overdue first: {stage: {$in: open}, firstContactAt: null, firstContactDueAt: {$lt: now}}
 *   sorted {firstContactDueAt: 1, _id: 1} -> firstContactAt_1_firstContactDueAt_1_stage_1 in order;
 *   the rest ({$nor: [overdue]}) sorted newest first -> createdAt_-1__id_-1 in order; one owner's
 *   list adds {'owner.id': X} -> owner.id_1_createdAt_-1__id_-1;
 * - lead list counts (countDocuments: $match, $group) -> the same indexes, or every lead without a filter;
 * - sales reports: createdAt ranges -> createdAt_1_firstContactDueAt_1_..., stale leads
 *   ({stage: {$in: open}, lastActivityAt: {$lt: t}}) -> stage_1_createdAt_-1__id_-1.
 */
import type { Document } from 'bson';
import { CommandError } from './errors';
import { OrderedKeys, type StoredEntry } from './ordered-index';
import { matcher } from './query';
import { formatValue, keyCombos, keyString, valuesAtPath } from './values';

/** An index description as listIndexes reports it. */
export interface IndexSpec extends Document {
  v: number;
  key: Document;
  name: string;
  unique?: boolean;
  sparse?: boolean;
  partialFilterExpression?: Document;
}

/** The index every collection has. */
export const ID_INDEX_SPEC: IndexSpec = { v: 2, key: { _id: 1 }, name: '_id_' };

/** Options that make two indexes with the same key pattern different. */
const SIGNIFICANT_OPTIONS = ['unique', 'sparse', 'partialFilterExpression', 'expireAfterSeconds', 'collation'];

/** mongod's default index name, e.g. `name_1_createdAt_-1`. */
export function defaultIndexName(key: Document): string {
  return Object.entries(key)
    .map(([field, dir]) => `${field}_${String(dir)}`)
    .join('_');
}

/** True when both specs have the same key pattern and significant options. */
export function sameIndexDefinition(a: IndexSpec, b: IndexSpec): boolean {
  return sameKeyPattern(a, b) && SIGNIFICANT_OPTIONS.every((opt) => keyString(a[opt] ?? null) === keyString(b[opt] ?? null));
}

/** True when both specs index the same fields in the same directions. */
export function sameKeyPattern(a: IndexSpec, b: IndexSpec): boolean {
  return keyString(a.key) === keyString(b.key);
}

interface IndexKey {
  key: string;
  values: unknown[];
}

/**
 * One index of a collection: key -> document ids when it is unique, and its sorted keys when the
 * planner may read it (ascending/descending fields, every document indexed: not sparse nor partial).
 */
export class Index {
  private readonly fields: string[];
  private readonly covers: (doc: Document) => boolean;
  private readonly entries: Map<string, Set<string>> | null;
  /** Enforces distinct keys (the `_id_` index always does). */
  readonly unique: boolean;
  /** The sorted keys, when the planner may read this index. */
  readonly ordered: OrderedKeys | null;

  /** `stored` lists the collection's documents, for building the sorted keys when first read. */
  constructor(
    readonly spec: IndexSpec,
    private readonly ns: string,
    stored: () => Iterable<StoredEntry>,
  ) {
    this.fields = Object.keys(spec.key);
    const ordered = Object.values(spec.key).every((dir) => typeof dir === 'number');
    const total = !spec.sparse && !spec.partialFilterExpression;
    this.ordered = ordered && total ? new OrderedKeys(this.fields, Object.values(spec.key) as number[], stored) : null;
    this.unique = spec.unique === true || spec.name === ID_INDEX_SPEC.name;
    this.entries = ordered && this.unique ? new Map() : null;
    const partial = spec.partialFilterExpression ? matcher(spec.partialFilterExpression) : null;
    this.covers = (doc) => (partial ? partial(doc) : true) && (!spec.sparse || this.fields.some((f) => valuesAtPath(doc, f)[0] !== undefined));
  }

  /** The index name, e.g. `email_1`. */
  get name(): string {
    return this.spec.name;
  }

  /** Throws mongod's duplicate key error if `doc` collides with a document other than `selfId` (null: a new document). */
  checkUnique(doc: Document, selfId: string | null): void {
    if (!this.unique || !this.entries) return;
    for (const { key, values } of this.keysOf(doc)) {
      const ids = this.entries.get(key);
      if (ids && [...ids].some((other) => other !== selfId)) throw this.duplicateKeyError(values);
    }
  }

  /** Records `doc` (id `id`, natural-order sequence `seq`) under its keys. */
  add(doc: Document, id: string, seq: number): void {
    this.ordered?.add(doc, id, seq);
    if (!this.entries) return;
    for (const { key } of this.keysOf(doc)) {
      const ids = this.entries.get(key);
      if (ids) ids.add(id);
      else this.entries.set(key, new Set([id]));
    }
  }

  /** Forgets `doc` (id `id`, sequence `seq`). */
  remove(doc: Document, id: string, seq: number): void {
    this.ordered?.remove(doc, seq);
    if (!this.entries) return;
    for (const { key } of this.keysOf(doc)) {
      const ids = this.entries.get(key);
      ids?.delete(id);
      if (ids?.size === 0) this.entries.delete(key);
    }
  }

  private keysOf(doc: Document): IndexKey[] {
    if (!this.covers(doc)) return [];
    const keys = new Map<string, unknown[]>();
    for (const values of keyCombos(doc, this.fields)) {
      keys.set(values.length === 1 ? keyString(values[0]) : JSON.stringify(values.map(keyString)), values);
    }
    return [...keys].map(([key, values]) => ({ key, values }));
  }

  private duplicateKeyError(values: unknown[]): CommandError {
    const keyValue: Document = {};
    this.fields.forEach((field, i) => (keyValue[field] = values[i] ?? null));
    const printed = this.fields.map((field, i) => `${field}: ${formatValue(values[i])}`).join(', ');
    return new CommandError(
      'DuplicateKey',
      `E11000 duplicate key error collection: ${this.ns} index: ${this.name} dup key: { ${printed} }`,
      { keyPattern: { ...this.spec.key }, keyValue },
    );
  }
}
