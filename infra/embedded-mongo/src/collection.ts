/**
 * One collection in memory: documents by _id in natural order, its indexes,
 * and the journal records each change produces.
 */
import type { Binary, Document } from 'bson';
import { CommandError } from './errors';
import { ID_INDEX_SPEC, Index, sameIndexDefinition, sameKeyPattern, type IndexSpec } from './indexes';
import type { OrderedKeys, StoredEntry } from './ordered-index';
import { matchesAll, planRead, readPlan, type ReadPlan } from './planner';
import { matcher, selectDocs, type SelectOptions } from './query';
import { formatValue, keyString } from './values';

/** Receives the journal record describing a change. */
export type RecordSink = (record: Document) => void;

/**
 * A collection. Stored documents are never modified in place: changes
 * replace them, so references handed out stay stable snapshots.
 */
export class Collection {
  private readonly docs = new Map<string, Document>();
  /** each document's place in natural order (index keys end with it: ./key-order.ts) */
  private readonly seqs = new Map<string, number>();
  private nextSeq = 0;
  private readonly indexes = new Map<string, Index>();

  constructor(
    readonly db: string,
    readonly name: string,
    readonly uuid: Binary,
    readonly options: Document,
    private readonly emit: RecordSink,
  ) {
    this.indexes.set(ID_INDEX_SPEC.name, new Index(ID_INDEX_SPEC, this.ns, () => this.stored()));
  }

  /** The namespace, `db.collection`. */
  get ns(): string {
    return `${this.db}.${this.name}`;
  }

  /** Every document in natural order (stored objects: read only). */
  all(): Document[] {
    return [...this.docs.values()];
  }

  /** The stored document with this _id, if any. */
  byId(id: unknown): Document | undefined {
    return this.docs.get(keyString(id));
  }

  /** Stored documents matching `filter` (read only), reading an index instead of every document when one fits (./planner.ts). */
  select(filter: Document, options: SelectOptions = {}): Document[] {
    const { docs, exact } = this.candidates(filter, options);
    return selectDocs(docs, exact ? {} : filter, options);
  }

  /** Adds a document that has an _id; the collection takes ownership of it. Throws on duplicate keys. */
  insert(doc: Document): void {
    const id = keyString(doc._id);
    for (const index of this.indexes.values()) index.checkUnique(doc, null);
    const seq = this.nextSeq++;
    for (const index of this.indexes.values()) index.add(doc, id, seq);
    this.seqs.set(id, seq);
    this.docs.set(id, doc);
    this.emit({ op: 'put', doc });
  }

  /** Replaces stored `current` by `next` (same _id); takes ownership of `next`. Throws on duplicate keys. */
  replace(current: Document, next: Document): void {
    const id = keyString(current._id);
    for (const index of this.indexes.values()) index.checkUnique(next, id);
    const seq = this.seqs.get(id)!;
    for (const index of this.indexes.values()) {
      index.remove(current, id, seq);
      index.add(next, id, seq);
    }
    this.docs.set(id, next);
    this.emit({ op: 'put', doc: next });
  }

  /** Deletes a stored document. */
  remove(doc: Document): void {
    const id = keyString(doc._id);
    const seq = this.seqs.get(id)!;
    for (const index of this.indexes.values()) index.remove(doc, id, seq);
    this.seqs.delete(id);
    this.docs.delete(id);
    this.emit({ op: 'delete', id: doc._id });
  }

  /** Index specs in creation order, `_id_` first. */
  indexSpecs(): IndexSpec[] {
    return [...this.indexes.values()].map((index) => index.spec);
  }

  /** Builds an index over existing documents. Returns false when an identical index already exists. */
  createIndex(spec: IndexSpec): boolean {
    const sameName = this.indexes.get(spec.name);
    if (sameName) {
      if (sameIndexDefinition(sameName.spec, spec)) return false;
      const detail = `Requested index: ${formatValue(spec)}, existing index: ${formatValue(sameName.spec)}`;
      if (sameKeyPattern(sameName.spec, spec)) {
        throw new CommandError('IndexOptionsConflict', `An equivalent index already exists with the same name but different options. ${detail}`);
      }
      throw new CommandError(
        'IndexKeySpecsConflict',
        `An existing index has the same name as the requested index. When index names are not specified, they are auto generated and can cause conflicts. Please refer to our documentation. ${detail}`,
      );
    }
    const sameKey = [...this.indexes.values()].find(
      (index) => sameKeyPattern(index.spec, spec) && keyString(index.spec.partialFilterExpression) === keyString(spec.partialFilterExpression),
    );
    if (sameKey) {
      throw new CommandError('IndexOptionsConflict', `Index already exists with a different name: ${sameKey.name}`);
    }
    const index = new Index(spec, this.ns, () => this.stored());
    for (const [id, doc] of this.docs) {
      try {
        index.checkUnique(doc, id);
      } catch (err) {
        if (err instanceof CommandError) throw new CommandError(err.codeName, `Index build failed: ${err.message}`, err.extra);
        throw err;
      }
      index.add(doc, id, this.seqs.get(id)!);
    }
    this.indexes.set(spec.name, index);
    this.emit({ op: 'createIndex', spec });
    return true;
  }

  /** Drops an index by name. */
  dropIndex(name: string): void {
    if (name === ID_INDEX_SPEC.name) throw new CommandError('InvalidOptions', 'cannot drop _id index');
    if (!this.indexes.delete(name)) throw new CommandError('IndexNotFound', `index not found with name [${name}]`);
    this.emit({ op: 'dropIndex', name });
  }

  /** Every stored document with its id and natural-order sequence number. */
  private *stored(): Generator<StoredEntry> {
    for (const [id, doc] of this.docs) yield [doc, id, this.seqs.get(id)!];
  }

  /** The planner's choice for a read (null: a full scan) and how many of its first matches it needs (0: all). */
  plan(filter: Document, options: SelectOptions = {}): { plan: ReadPlan | null; want: number } {
    const { $natural: natural, ...sort } = options.sort ?? {};
    const want = natural === undefined && options.limit ? (options.skip ?? 0) + Math.abs(options.limit) : 0;
    const indexes = [...this.indexes.values()].flatMap((index): OrderedKeys[] => (index.ordered ? [index.ordered] : []));
    return { plan: planRead(filter, sort, want, indexes), want };
  }

  /**
   * The documents a read must look at, in natural order: those of the planner's index read, or all;
   * `exact` when they are precisely the documents `filter` matches.
   */
  private candidates(filter: Document, options: SelectOptions): { docs: Document[]; exact: boolean } {
    const { plan, want } = this.plan(filter, options);
    if (!plan) return { docs: this.all(), exact: matchesAll(filter) };
    const test = plan.order && want && !plan.exact ? matcher(filter) : () => true;
    const ids = readPlan(plan, want, (id) => test(this.docs.get(id)!));
    return { docs: ids.flatMap((id) => this.docs.get(id) ?? []), exact: plan.exact };
  }
}
