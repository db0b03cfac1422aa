/**
 * Update semantics: operator updates (mingo's updater plus $setOnInsert),
 * replacement documents, pipeline updates, and the document an upsert inserts.
 */
import { ObjectId, serialize, type Document } from 'bson';
import { update as applyOperators } from 'mingo';
import * as updateOperators from 'mingo/operators/update';
import type { Modifier } from 'mingo/updater';
import { CommandError } from './errors';
import { aggregateDocs } from './query';
import { cloneDoc, isPlainObject, keyString } from './values';

/** Stages allowed in a pipeline-style update. */
const UPDATE_PIPELINE_STAGES = new Set(['$addFields', '$set', '$project', '$unset', '$replaceRoot', '$replaceWith']);

/** An update as sent in `u` / `update`: operators, a replacement document, or a pipeline. */
export type UpdateSpec = Document | Document[];

/** Options of one update statement. */
export interface UpdateOptions {
  /** The statement's filter, needed by the positional `$` operator. */
  query: Document;
  arrayFilters?: Document[];
}

/** Rejects malformed update specs before any document is touched. */
export function validateUpdate(spec: unknown): asserts spec is UpdateSpec {
  if (Array.isArray(spec)) {
    for (const stage of spec) {
      const name = Object.keys(stage ?? {})[0];
      if (!UPDATE_PIPELINE_STAGES.has(name)) {
        throw new CommandError('InvalidOptions', `${name} is not allowed to be used within an update`);
      }
    }
    return;
  }
  if (!isPlainObject(spec)) throw new CommandError('FailedToParse', 'Update argument must be either an object or an array');
  const keys = Object.keys(spec);
  const operators = keys.filter((k) => k.startsWith('$'));
  if (operators.length === 0) return;
  if (operators.length !== keys.length) {
    const field = keys.find((k) => !k.startsWith('$'));
    throw new CommandError('FailedToParse', `Unknown modifier: ${field}. Expected a valid update modifier or pipeline-style update specified as an array`);
  }
  for (const op of operators) {
    if (op !== '$setOnInsert' && !(op in updateOperators)) {
      throw new CommandError('FailedToParse', `Unknown modifier: ${op}. Expected a valid update modifier or pipeline-style update specified as an array`);
    }
    if (!isPlainObject(spec[op])) {
      throw new CommandError('FailedToParse', `Modifiers operate on fields but we found type ${typeof spec[op]} instead. For example: {$mod: {<field>: ...}} not {$set: ${String(spec[op])}}`);
    }
  }
}

/**
 * Applies `spec` to a copy of the stored document `current`.
 * Returns the new document, or null when nothing changed.
 */
export function updateDocument(current: Document, spec: UpdateSpec, options: UpdateOptions): Document | null {
  const next = computeUpdate(cloneDoc(current), spec, options.query, options.arrayFilters, false);
  if (keyString(next._id) !== keyString(current._id)) throw immutableIdError();
  return Buffer.compare(serialize(next), serialize(current)) === 0 ? null : next;
}

/** The document an upsert inserts when no document matched `query`. */
export function upsertDocument(query: Document, spec: UpdateSpec, arrayFilters?: Document[]): Document {
  const seed = equalityFields(query);
  const base = Array.isArray(spec) || isOperatorUpdate(spec) ? seed : '_id' in seed ? { _id: seed._id } : {};
  const doc = computeUpdate(base, spec, {}, arrayFilters, true);
  const { _id = new ObjectId(), ...rest } = doc;
  return { _id, ...rest };
}

function computeUpdate(doc: Document, spec: UpdateSpec, query: Document, arrayFilters: Document[] | undefined, inserting: boolean): Document {
  if (Array.isArray(spec)) {
    const [result] = aggregateDocs([doc], spec, () => []);
    if (!isPlainObject(result)) throw new CommandError('BadValue', 'pipeline update produced no document');
    return '_id' in result ? { _id: result._id, ...result } : result;
  }
  if (!isOperatorUpdate(spec)) {
    if ('_id' in spec && '_id' in doc && keyString(spec._id) !== keyString(doc._id)) throw immutableIdError();
    return { _id: doc._id, ...cloneDoc(spec) };
  }
  const { $setOnInsert, ...operators } = spec;
  const modifier: Document = inserting && $setOnInsert ? { ...operators, $set: { ...operators.$set, ...$setOnInsert } } : operators;
  const newId = modifier.$set?._id;
  if (newId !== undefined) {
    if ('_id' in doc && keyString(newId) !== keyString(doc._id)) throw immutableIdError();
    doc = { _id: newId, ...doc };
    const { _id, ...set } = modifier.$set as Document;
    modifier.$set = set;
  }
  applyOperators(doc, modifier as Modifier<Document>, arrayFilters, query, { cloneMode: 'deep' });
  return doc;
}

function isOperatorUpdate(spec: Document): boolean {
  return Object.keys(spec).some((k) => k.startsWith('$'));
}

/** Fields a filter pins by equality (`{a: 1}`, `{a: {$eq: 1}}`, inside `$and`), as a nested document. */
function equalityFields(query: Document): Document {
  const doc: Document = {};
  for (const [field, condition] of Object.entries(query)) {
    if (field === '$and' && Array.isArray(condition)) {
      for (const part of condition) Object.assign(doc, equalityFields(part as Document));
      continue;
    }
    if (field.startsWith('$')) continue;
    const operators = isPlainObject(condition) ? Object.keys(condition).filter((k) => k.startsWith('$')) : [];
    if (operators.length === 0) setPath(doc, field, cloneDoc(condition));
    else if (operators.length === 1 && operators[0] === '$eq') setPath(doc, field, cloneDoc((condition as Document).$eq));
  }
  return doc;
}

function setPath(doc: Document, path: string, value: unknown): void {
  const parts = path.split('.');
  let target = doc;
  for (const part of parts.slice(0, -1)) {
    if (!isPlainObject(target[part])) target[part] = {};
    target = target[part] as Document;
  }
  target[parts[parts.length - 1]] = value;
}

function immutableIdError(): CommandError {
  return new CommandError('ImmutableField', "Performing an update on the path '_id' would modify the immutable field '_id'");
}
