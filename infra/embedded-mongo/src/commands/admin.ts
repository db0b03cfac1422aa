/**
 * Handshake and server-level commands: hello/isMaster, ping, buildInfo,
 * getParameter, session bookkeeping, listDatabases and compactJournal (this
 * server's own: rewrites its journal as the current state, answered once on
 * disk; a real mongod answers CommandNotFound).
 */
import { calculateObjectSize, type Document } from 'bson';
import { CommandError } from '../errors';
import { matcher } from '../query';
import { MAX_MESSAGE_BYTES } from '../wire';
import { GENERIC_FIELDS, optionalDoc, type CommandContext, type CommandHandler } from './common';

const MAX_BSON_OBJECT_SIZE = 16 * 1024 * 1024;

/** What a standalone mongod 7.0 says about itself in a handshake. */
function hello(cmd: Document, ctx: CommandContext, legacy: boolean): Document {
  return {
    ...(cmd.helloOk ? { helloOk: true } : {}),
    [legacy ? 'ismaster' : 'isWritablePrimary']: true,
    maxBsonObjectSize: MAX_BSON_OBJECT_SIZE,
    maxMessageSizeBytes: MAX_MESSAGE_BYTES,
    maxWriteBatchSize: 100_000,
    localTime: new Date(),
    logicalSessionTimeoutMinutes: 30,
    connectionId: ctx.connectionId,
    minWireVersion: 0,
    maxWireVersion: 21,
    readOnly: false,
    ok: 1,
  };
}

const buildInfo: CommandHandler = () => ({
  version: '7.0.0',
  gitVersion: 'embedded-mongo',
  versionArray: [7, 0, 0, 0],
  bits: 64,
  debug: false,
  maxBsonObjectSize: MAX_BSON_OBJECT_SIZE,
  storageEngines: ['embedded'],
  modules: [],
  ok: 1,
});

const PARAMETERS: Document = {
  featureCompatibilityVersion: { version: '7.0' },
  authenticationMechanisms: [],
  transactionLifetimeLimitSeconds: 60,
};

/** Answers the parameters asked for (`{ getParameter: 1, name: 1 }` or `getParameter: '*'`). */
const getParameter: CommandHandler = (cmd) => {
  const wanted = cmd.getParameter === '*' ? Object.keys(PARAMETERS) : Object.keys(cmd).filter((k) => k !== 'getParameter' && !GENERIC_FIELDS.has(k));
  const found = wanted.filter((name) => name in PARAMETERS);
  if (found.length === 0) throw new CommandError('InvalidOptions', 'no option found to get');
  return { ...Object.fromEntries(found.map((name) => [name, PARAMETERS[name]])), ok: 1 };
};

/** Lists databases with their approximate data size (admin database only, as in mongod). */
const listDatabases: CommandHandler = (cmd, ctx) => {
  if (ctx.db !== 'admin') throw new CommandError('Unauthorized', 'listDatabases may only be run against the admin database.');
  const filter = optionalDoc(cmd, 'filter');
  let databases: Document[] = ctx.catalog.databaseNames().map((name) => {
    const sizeOnDisk = ctx.catalog
      .collections(name)
      .reduce((sum, coll) => sum + coll.all().reduce((bytes, doc) => bytes + calculateObjectSize(doc), 0), 0);
    return { name, sizeOnDisk, empty: false };
  });
  if (filter) databases = databases.filter(matcher(filter));
  const totalSize = databases.reduce((sum, db) => sum + (db.sizeOnDisk as number), 0);
  if (cmd.nameOnly) return { databases: databases.map(({ name }) => ({ name })), ok: 1 };
  return { databases, totalSize, totalSizeMb: Math.floor(totalSize / 1024 / 1024), ok: 1 };
};

const ok: CommandHandler = () => ({ ok: 1 });

/** `{ compactJournal: 1 }` on the admin database: the dispatcher answers once the rewrite is durable. */
const compactJournal: CommandHandler = (_cmd, ctx) => {
  if (ctx.db !== 'admin') throw new CommandError('Unauthorized', 'compactJournal may only be run against the admin database.');
  ctx.catalog.compactJournal();
  return { ok: 1 };
};

/** Handlers by command name. */
export const adminCommands: Record<string, CommandHandler> = {
  hello: (cmd, ctx) => hello(cmd, ctx, false),
  isMaster: (cmd, ctx) => hello(cmd, ctx, true),
  ismaster: (cmd, ctx) => hello(cmd, ctx, true),
  ping: ok,
  buildInfo,
  buildinfo: buildInfo,
  getParameter,
  endSessions: ok,
  killAllSessions: ok,
  listDatabases,
  compactJournal,
};
