/**
 * Write commands: insert, update, delete (ordered/unordered batches with
 * per-statement writeErrors) and findAndModify.
 */
import { ObjectId, type Document } from 'bson';
import type { Collection } from '../collection';
import { CommandError, toCommandError } from '../errors';
import { projectDocs } from '../query';
import { updateDocument, upsertDocument, validateUpdate } from '../update';
import { isPlainObject } from '../values';
import { optionalDoc, requiredArray, targetCollection, type CommandContext, type CommandHandler } from './common';

/**
 * Runs each statement of a batch; a failing statement becomes a writeErrors
 * entry, and an ordered batch stops at the first one.
 */
function runBatch(cmd: Document, statements: unknown[], run: (statement: unknown, index: number) => void): Document {
  const writeErrors: Document[] = [];
  const ordered = cmd.ordered !== false;
  for (let index = 0; index < statements.length; index++) {
    try {
      run(statements[index], index);
    } catch (err) {
      const error = toCommandError(err);
      writeErrors.push({ index, code: error.code, ...error.extra, errmsg: error.message });
      if (ordered) break;
    }
  }
  return writeErrors.length ? { writeErrors } : {};
}

function statementDoc(statement: unknown, what: string): Document {
  if (!isPlainObject(statement)) throw new CommandError('TypeMismatch', `${what} must be an object`);
  return statement;
}

function collectionFor(ctx: CommandContext, name: string): Collection | undefined {
  return ctx.catalog.collection(ctx.db, name);
}

/** Inserts documents, giving each an ObjectId _id when it has none. */
const insert: CommandHandler = (cmd, ctx) => {
  const name = targetCollection(cmd);
  const documents = requiredArray(cmd, 'documents');
  let n = 0;
  const result = runBatch(cmd, documents, (statement) => {
    const doc = statementDoc(statement, 'document to insert');
    if (Array.isArray(doc._id)) throw new CommandError('InvalidIdField', "The '_id' value cannot be of type array");
    const stored = { _id: '_id' in doc ? doc._id : new ObjectId(), ...doc }; // mongod stores _id first
    ctx.catalog.ensureCollection(ctx.db, name).insert(stored);
    n++;
  });
  return { n, ...result, ok: 1 };
};

/** Applies update statements (`q`, `u`, `multi`, `upsert`, `arrayFilters`). */
const update: CommandHandler = (cmd, ctx) => {
  const name = targetCollection(cmd);
  let n = 0;
  let nModified = 0;
  const upserted: Document[] = [];
  const result = runBatch(cmd, requiredArray(cmd, 'updates'), (statement, index) => {
    const { q = {}, u, multi, upsert, arrayFilters } = statementDoc(statement, 'update statement');
    const query = statementDoc(q, "BSON field 'q'");
    validateUpdate(u);
    if (multi && !Array.isArray(u) && !Object.keys(u).some((k) => k.startsWith('$'))) {
      throw new CommandError('FailedToParse', 'multi update is not supported for replacement-style update');
    }
    const coll = collectionFor(ctx, name);
    const matched = coll?.select(query, { limit: multi ? 0 : 1 }) ?? [];
    if (matched.length === 0 && upsert) {
      const doc = upsertDocument(query, u, arrayFilters);
      ctx.catalog.ensureCollection(ctx.db, name).insert(doc);
      n++;
      upserted.push({ index, _id: doc._id });
      return;
    }
    for (const current of matched) {
      const next = updateDocument(current, u, { query, arrayFilters });
      n++;
      if (next) {
        coll?.replace(current, next);
        nModified++;
      }
    }
  });
  return { n, nModified, ...(upserted.length ? { upserted } : {}), ...result, ok: 1 };
};

/** Deletes documents matching `q`: the first one (`limit: 1`) or all (`limit: 0`). */
const deleteCommand: CommandHandler = (cmd, ctx) => {
  const name = targetCollection(cmd);
  let n = 0;
  const result = runBatch(cmd, requiredArray(cmd, 'deletes'), (statement) => {
    const { q = {}, limit } = statementDoc(statement, 'delete statement');
    const coll = collectionFor(ctx, name);
    for (const doc of coll?.select(statementDoc(q, "BSON field 'q'"), { limit: limit === 1 ? 1 : 0 }) ?? []) {
      coll?.remove(doc);
      n++;
    }
  });
  return { n, ...result, ok: 1 };
};

/** Finds one document (by query and sort) and removes, updates or upserts it, returning the old or new version. */
const findAndModify: CommandHandler = (cmd, ctx) => {
  const name = targetCollection(cmd);
  const query = optionalDoc(cmd, 'query') ?? {};
  const fields = optionalDoc(cmd, 'fields');
  const { remove, update: spec, upsert, arrayFilters } = cmd;
  const returnNew = cmd.new === true;
  if (remove && spec !== undefined) throw new CommandError('FailedToParse', 'Cannot specify both an update and remove=true');
  if (!remove && spec === undefined) throw new CommandError('FailedToParse', 'Either an update or remove=true must be specified');
  if (remove && upsert) throw new CommandError('FailedToParse', 'Cannot specify both upsert=true and remove=true ');
  if (remove && returnNew) {
    throw new CommandError('FailedToParse', "Cannot specify both new=true and remove=true; 'remove' always returns the deleted document");
  }
  const coll = collectionFor(ctx, name);
  const [current] = coll?.select(query, { sort: optionalDoc(cmd, 'sort'), limit: 1 }) ?? [];
  const reply = (lastErrorObject: Document, value: Document | undefined) => ({
    lastErrorObject,
    value: value ? projectDocs([value], fields)[0] : null,
    ok: 1,
  });
  if (remove) {
    if (current) coll?.remove(current);
    return reply({ n: current ? 1 : 0 }, current);
  }
  validateUpdate(spec);
  if (current) {
    const next = updateDocument(current, spec, { query, arrayFilters });
    if (next) coll?.replace(current, next);
    return reply({ n: 1, updatedExisting: true }, returnNew ? (next ?? current) : current);
  }
  if (!upsert) return reply({ n: 0, updatedExisting: false }, undefined);
  const doc = upsertDocument(query, spec, arrayFilters);
  ctx.catalog.ensureCollection(ctx.db, name).insert(doc);
  return reply({ n: 1, updatedExisting: false, upserted: doc._id }, returnNew ? doc : undefined);
};

/** Handlers by command name. */
export const writeCommands: Record<string, CommandHandler> = {
  insert,
  update,
  delete: deleteCommand,
  findAndModify,
  findandmodify: findAndModify,
};
