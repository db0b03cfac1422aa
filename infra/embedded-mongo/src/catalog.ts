/**
 * The databases and collections of the server, the journal records their
 * changes produce, journal replay, and the snapshot used for compaction.
 */
import { UUID, type Binary, type Document } from 'bson';
import { Collection } from './collection';
import { CommandError } from './errors';
import { ID_INDEX_SPEC, type IndexSpec } from './indexes';
import type { Journal } from './journal';
import { keyString } from './values';

const INVALID_DB_CHARS = /[/\\. "$\0]/;

/** All databases; a database exists while it has at least one collection. */
export class Catalog {
  private readonly databases = new Map<string, Map<string, Collection>>();
  private journal: Journal | null = null;

  /** Starts recording changes into `journal` (not attached while replaying). */
  attach(journal: Journal): void {
    this.journal = journal;
  }

  /** Names of the databases holding collections. */
  databaseNames(): string[] {
    return [...this.databases.keys()];
  }

  /** The collections of a database, in creation order. */
  collections(db: string): Collection[] {
    return [...(this.databases.get(db)?.values() ?? [])];
  }

  /** The collection, if it exists. */
  collection(db: string, name: string): Collection | undefined {
    return this.databases.get(db)?.get(name);
  }

  /** The collection, created implicitly (as writes do) when missing. */
  ensureCollection(db: string, name: string): Collection {
    return this.collection(db, name) ?? this.create(db, name, {});
  }

  /**
   * Creates a collection. Like mongod 7.0, creating an existing collection with
   * identical options succeeds and returns it.
   */
  create(db: string, name: string, options: Document, uuid: Binary = new UUID()): Collection {
    const existing = this.collection(db, name);
    if (existing) {
      if (keyString(existing.options) === keyString(options)) return existing;
      throw new CommandError('NamespaceExists', `namespace ${db}.${name} already exists, but with different options`);
    }
    validateNames(db, name);
    const collection = new Collection(db, name, uuid, options, (record) => this.record({ ...record, db, coll: name }));
    let colls = this.databases.get(db);
    if (!colls) this.databases.set(db, (colls = new Map()));
    colls.set(name, collection);
    this.record({ op: 'create', db, coll: name, uuid, options });
    return collection;
  }

  /** Drops a collection; returns it, or undefined when it did not exist. */
  drop(db: string, name: string): Collection | undefined {
    const colls = this.databases.get(db);
    const collection = colls?.get(name);
    if (!colls || !collection) return undefined;
    colls.delete(name);
    if (colls.size === 0) this.databases.delete(db);
    this.record({ op: 'drop', db, coll: name });
    return collection;
  }

  /** Drops every collection of a database. */
  dropDatabase(db: string): void {
    if (!this.databases.delete(db)) return;
    this.record({ op: 'dropDatabase', db });
  }

  /** Re-applies one journal record (during replay). */
  apply(record: Document): void {
    const { op, db, coll: name } = record as { op: string; db: string; coll: string };
    switch (op) {
      case 'create':
        this.create(db, name, record.options as Document, record.uuid as Binary);
        return;
      case 'drop':
        this.drop(db, name);
        return;
      case 'dropDatabase':
        this.dropDatabase(db);
        return;
    }
    const collection = this.ensureCollection(db, name);
    switch (op) {
      case 'createIndex':
        collection.createIndex(record.spec as IndexSpec);
        return;
      case 'dropIndex':
        collection.dropIndex(record.name as string);
        return;
      case 'put': {
        const doc = record.doc as Document;
        const current = collection.byId(doc._id);
        if (current) collection.replace(current, doc);
        else collection.insert(doc);
        return;
      }
      case 'delete': {
        const current = collection.byId(record.id);
        if (current) collection.remove(current);
        return;
      }
      default:
        throw new Error(`unknown journal record ${op}`);
    }
  }

  /** Rewrites the journal (if any) as the current state: see Journal.compact. */
  compactJournal(): void {
    this.journal?.compact(() => this.snapshot());
  }

  /** The records that recreate the current state (indexes before documents). */
  snapshot(): Document[] {
    const records: Document[] = [];
    for (const [db, colls] of this.databases) {
      for (const collection of colls.values()) {
        const base = { db, coll: collection.name };
        records.push({ op: 'create', ...base, uuid: collection.uuid, options: collection.options });
        for (const spec of collection.indexSpecs().filter((s) => s.name !== ID_INDEX_SPEC.name)) records.push({ op: 'createIndex', ...base, spec });
        for (const doc of collection.all()) records.push({ op: 'put', ...base, doc });
      }
    }
    return records;
  }

  private record(record: Document): void {
    this.journal?.append(record);
  }
}

function validateNames(db: string, name: string): void {
  if (!db || db.length > 63 || INVALID_DB_CHARS.test(db)) {
    throw new CommandError('InvalidNamespace', `Invalid database name: '${db}'`);
  }
  if (!name || name.includes('$') || name.includes('\0') || name.startsWith('.')) {
    throw new CommandError('InvalidNamespace', `Invalid collection name: ${name}`);
  }
}
