/**
 * Namespace and index commands: create, drop, dropDatabase, listCollections,
 * createIndexes, listIndexes, dropIndexes.
 */
import type { Document } from 'bson';
import { CommandError } from '../errors';
import { defaultIndexName, ID_INDEX_SPEC, sameKeyPattern, type IndexSpec } from '../indexes';
import { matcher } from '../query';
import { cloneDoc, formatValue, isPlainObject } from '../values';
import { GENERIC_FIELDS, optionalDoc, requiredArray, targetCollection, type CommandHandler } from './common';

/** The command's own options, without its name field and generic fields. */
function commandOptions(cmd: Document): Document {
  const [, ...rest] = Object.entries(cmd);
  return Object.fromEntries(rest.filter(([key]) => !GENERIC_FIELDS.has(key)));
}

const create: CommandHandler = (cmd, ctx) => {
  ctx.catalog.create(ctx.db, targetCollection(cmd), commandOptions(cmd));
  return { ok: 1 };
};

/** Drops a collection; like mongod 7.0, dropping a missing collection succeeds. */
const drop: CommandHandler = (cmd, ctx) => {
  const dropped = ctx.catalog.drop(ctx.db, targetCollection(cmd));
  return dropped ? { nIndexesWas: dropped.indexSpecs().length, ns: dropped.ns, ok: 1 } : { ok: 1 };
};

const dropDatabase: CommandHandler = (_cmd, ctx) => {
  ctx.catalog.dropDatabase(ctx.db);
  return { dropped: ctx.db, ok: 1 };
};

/** Lists collections (filterable by name and options), answered as a cursor. */
const listCollections: CommandHandler = (cmd, ctx) => {
  const filter = optionalDoc(cmd, 'filter');
  let entries: Document[] = ctx.catalog.collections(ctx.db).map((coll) => ({
    name: coll.name,
    type: 'collection',
    options: cloneDoc(coll.options),
    info: { readOnly: false, uuid: coll.uuid },
    idIndex: { ...ID_INDEX_SPEC },
  }));
  if (filter) entries = entries.filter(matcher(filter));
  if (cmd.nameOnly) entries = entries.map(({ name, type }) => ({ name, type }));
  const cursor = ctx.cursors.open(`${ctx.db}.$cmd.listCollections`, entries, optionalDoc(cmd, 'cursor')?.batchSize);
  return { cursor, ok: 1 };
};

/** Validates one requested index and gives it mongod's stored shape. */
function indexSpec(raw: unknown): IndexSpec {
  if (!isPlainObject(raw) || !isPlainObject(raw.key) || Object.keys(raw.key).length === 0) {
    throw new CommandError('BadValue', `Error in specification ${formatValue(raw)} :: caused by :: The 'key' field must be a non-empty object`);
  }
  const { key, name, unique, sparse, v: _v, ns: _ns, ...options } = raw;
  if (name !== undefined && typeof name !== 'string') throw new CommandError('TypeMismatch', "The field 'name' must be a string");
  return {
    v: 2,
    key,
    name: name || defaultIndexName(key),
    ...(unique ? { unique: true } : {}),
    ...(sparse ? { sparse: true } : {}),
    ...options,
  };
}

const createIndexes: CommandHandler = (cmd, ctx) => {
  const name = targetCollection(cmd);
  const specs = requiredArray(cmd, 'indexes').map(indexSpec);
  const existed = ctx.catalog.collection(ctx.db, name) !== undefined;
  const coll = ctx.catalog.ensureCollection(ctx.db, name);
  const numIndexesBefore = coll.indexSpecs().length;
  const created = specs.filter((spec) => coll.createIndex(spec)).length;
  const reply: Document = { numIndexesBefore, numIndexesAfter: coll.indexSpecs().length, createdCollectionAutomatically: !existed };
  if (created === 0) reply.note = 'all indexes already exist';
  return { ...reply, ok: 1 };
};

const listIndexes: CommandHandler = (cmd, ctx) => {
  const name = targetCollection(cmd);
  const coll = ctx.catalog.collection(ctx.db, name);
  if (!coll) throw new CommandError('NamespaceNotFound', `ns does not exist: ${ctx.db}.${name}`);
  const cursor = ctx.cursors.open(coll.ns, coll.indexSpecs().map(cloneDoc), optionalDoc(cmd, 'cursor')?.batchSize);
  return { cursor, ok: 1 };
};

/** Drops indexes named by name, list of names, key pattern, or '*' (all but _id). */
const dropIndexes: CommandHandler = (cmd, ctx) => {
  const name = targetCollection(cmd);
  const coll = ctx.catalog.collection(ctx.db, name);
  if (!coll) throw new CommandError('NamespaceNotFound', `ns not found ${ctx.db}.${name}`);
  const nIndexesWas = coll.indexSpecs().length;
  const target: unknown = cmd.index;
  let names: string[];
  if (target === '*') {
    names = coll.indexSpecs().map((spec) => spec.name).filter((n) => n !== ID_INDEX_SPEC.name);
  } else if (typeof target === 'string') {
    names = [target];
  } else if (Array.isArray(target) && target.every((n) => typeof n === 'string')) {
    names = target;
  } else if (isPlainObject(target)) {
    const match = coll.indexSpecs().find((spec) => sameKeyPattern(spec, { v: 2, name: '', key: target }));
    if (!match) throw new CommandError('IndexNotFound', `can't find index with key: ${formatValue(target)}`);
    names = [match.name];
  } else {
    throw new CommandError('TypeMismatch', "BSON field 'dropIndexes.index' is the wrong type, expected type 'string, array or object'");
  }
  for (const indexName of names) coll.dropIndex(indexName);
  return { nIndexesWas, ok: 1 };
};

/** Handlers by command name. */
export const ddlCommands: Record<string, CommandHandler> = {
  create,
  drop,
  dropDatabase,
  listCollections,
  createIndexes,
  listIndexes,
  dropIndexes,
};
