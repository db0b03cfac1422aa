/**
 * Read commands: find, getMore, killCursors, count, distinct, aggregate.
 */
import { Long, type Document } from 'bson';
import { CommandError } from '../errors';
import { aggregateDocs, projectDocs } from '../query';
import { cloneDoc, keyString, valuesAtPath } from '../values';
import { optionalDoc, optionalNumber, requiredArray, targetCollection, type CommandContext, type CommandHandler } from './common';

/** Stored documents of `db.name` matching the command's filter, or none when the collection is missing. */
function selectFrom(ctx: CommandContext, name: string, filter: Document, sort?: Document, skip?: number, limit?: number): Document[] {
  return ctx.catalog.collection(ctx.db, name)?.select(filter, { sort, skip, limit }) ?? [];
}

const find: CommandHandler = (cmd, ctx) => {
  const name = targetCollection(cmd);
  const limit = optionalNumber(cmd, 'limit');
  const docs = selectFrom(ctx, name, optionalDoc(cmd, 'filter') ?? {}, optionalDoc(cmd, 'sort'), optionalNumber(cmd, 'skip'), limit);
  const results = projectDocs(docs, optionalDoc(cmd, 'projection'));
  const singleBatch = cmd.singleBatch === true || (limit !== undefined && limit < 0);
  const cursor = ctx.cursors.open(`${ctx.db}.${name}`, results, optionalNumber(cmd, 'batchSize'), singleBatch);
  return { cursor, ok: 1 };
};

const getMore: CommandHandler = (cmd, ctx) => {
  const id = cmd.getMore instanceof Long ? cmd.getMore.toNumber() : cmd.getMore;
  if (typeof id !== 'number') throw new CommandError('TypeMismatch', "BSON field 'getMore.getMore' is the wrong type, expected type 'long'");
  const collection = cmd.collection;
  if (typeof collection !== 'string') throw new CommandError('TypeMismatch', "BSON field 'getMore.collection' is missing or not a string");
  const cursor = ctx.cursors.more(id, `${ctx.db}.${collection}`, optionalNumber(cmd, 'batchSize'));
  return { cursor, ok: 1 };
};

const killCursors: CommandHandler = (cmd, ctx) => {
  targetCollection(cmd);
  const ids = requiredArray(cmd, 'cursors').map((id) => (id instanceof Long ? id.toNumber() : Number(id)));
  const { killed, notFound } = ctx.cursors.kill(ids);
  return {
    cursorsKilled: killed.map((id) => Long.fromNumber(id)),
    cursorsNotFound: notFound.map((id) => Long.fromNumber(id)),
    cursorsAlive: [],
    cursorsUnknown: [],
    ok: 1,
  };
};

const count: CommandHandler = (cmd, ctx) => {
  const docs = selectFrom(ctx, targetCollection(cmd), optionalDoc(cmd, 'query') ?? {}, undefined, optionalNumber(cmd, 'skip'), optionalNumber(cmd, 'limit'));
  return { n: docs.length, ok: 1 };
};

/** Distinct values of a field; array values contribute their elements. */
const distinct: CommandHandler = (cmd, ctx) => {
  if (typeof cmd.key !== 'string') throw new CommandError('TypeMismatch', "BSON field 'distinct.key' is missing or not a string");
  const key = cmd.key;
  const values = new Map<string, unknown>();
  for (const doc of selectFrom(ctx, targetCollection(cmd), optionalDoc(cmd, 'query') ?? {})) {
    for (const value of valuesAtPath(doc, key)) if (value !== undefined) values.set(keyString(value), value);
  }
  return { values: [...values.values()].map(cloneDoc), ok: 1 };
};

/** Runs a pipeline over a collection (or over nothing for `aggregate: 1`), answered as a cursor. */
const aggregate: CommandHandler = (cmd, ctx) => {
  const pipeline = requiredArray(cmd, 'pipeline') as Document[];
  const cursorOptions = optionalDoc(cmd, 'cursor');
  if (!cursorOptions && !cmd.explain) {
    throw new CommandError('FailedToParse', "The 'cursor' option is required, except for aggregate with the explain argument");
  }
  const onCollection = cmd.aggregate !== 1;
  const name = onCollection ? targetCollection(cmd) : '$cmd.aggregate';
  const [first, ...rest] = pipeline;
  const leadingMatch = onCollection && first?.$match !== undefined && Object.keys(first).length === 1;
  const input = onCollection ? selectFrom(ctx, name, leadingMatch ? (first.$match as Document) : {}) : [];
  const resolve = (other: string): Document[] => ctx.catalog.collection(ctx.db, other)?.all().map(cloneDoc) ?? [];
  const results = aggregateDocs(input, leadingMatch ? rest : pipeline, resolve);
  return { cursor: ctx.cursors.open(`${ctx.db}.${name}`, results, cursorOptions?.batchSize as number | undefined), ok: 1 };
};

/** Handlers by command name. */
export const readCommands: Record<string, CommandHandler> = { find, getMore, killCursors, count, distinct, aggregate };
