/**
 * Index specs and in-memory index structures: key extraction (multikey,
 * compound, sparse, partial), unique-constraint checks with mongod's E11000
 * error, and equality lookups used to avoid full scans.
 */
import type { Document } from 'bson';
import { CommandError } from './errors';
import { matcher } from './query';
import { formatValue, keyString, valuesAtPath } from './values';

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

/** One index of a collection, holding key -> document ids when it is unique or usable for lookups. */
export class Index {
  private readonly fields: string[];
  private readonly covers: (doc: Document) => boolean;
  private readonly entries: Map<string, Set<string>> | null;
  /** Enforces distinct keys (the `_id_` index always does). */
  readonly unique: boolean;
  /** Usable for equality lookups: one ascending/descending field, every document indexed. */
  readonly lookupField: string | null;

  constructor(
    readonly spec: IndexSpec,
    private readonly ns: string,
  ) {
    this.fields = Object.keys(spec.key);
    const ordered = Object.values(spec.key).every((dir) => typeof dir === 'number');
    const total = !spec.sparse && !spec.partialFilterExpression;
    this.lookupField = ordered && total && this.fields.length === 1 ? this.fields[0] : null;
    this.unique = spec.unique === true || spec.name === ID_INDEX_SPEC.name;
    this.entries = (ordered && this.unique) || this.lookupField ? new Map() : null;
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

  /** Records `doc` under its keys. */
  add(doc: Document, id: string): void {
    if (!this.entries) return;
    for (const { key } of this.keysOf(doc)) {
      const ids = this.entries.get(key);
      if (ids) ids.add(id);
      else this.entries.set(key, new Set([id]));
    }
  }

  /** Forgets `doc`. */
  remove(doc: Document, id: string): void {
    if (!this.entries) return;
    for (const { key } of this.keysOf(doc)) {
      const ids = this.entries.get(key);
      ids?.delete(id);
      if (ids?.size === 0) this.entries.delete(key);
    }
  }

  /** Ids of the documents whose indexed field holds `value` (only when lookupField is set). */
  lookup(value: unknown): ReadonlySet<string> {
    return this.entries?.get(keyString(value)) ?? new Set();
  }

  private keysOf(doc: Document): IndexKey[] {
    if (!this.covers(doc)) return [];
    let combos: unknown[][] = [[]];
    for (const field of this.fields) {
      const values = valuesAtPath(doc, field);
      combos = combos.flatMap((prefix) => values.map((v) => [...prefix, v]));
    }
    const keys = new Map<string, unknown[]>();
    for (const values of combos) {
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
