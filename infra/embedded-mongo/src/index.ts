/**
 * @cabinetry/embedded-mongo: an in-process server speaking the MongoDB wire
 * protocol (presenting itself as a standalone mongod 7.0), backed by mingo for
 * queries and by an fsync'd append-only journal when given a data directory.
 */
import { Catalog } from './catalog';
import { CursorRegistry } from './cursors';
import { Dispatcher } from './dispatch';
import { Journal } from './journal';
import { listen } from './server';
import { startTtlMonitor } from './ttl';
import { Auth } from './auth';

/** Where to listen and where to keep data. */
export interface EmbeddedMongoOptions {
  /** TCP port; 0 (the default) picks a free one. */
  port?: number;
  /** Interface to bind; default 127.0.0.1. */
  host?: string;
  /** Directory for the journal; without it data lives in memory only. */
  dataDir?: string;
  /**
   * Authorization on (mongod --auth): every command but the handshake, ping and the login needs a
   * user (createUser, persisted in admin.system.users) whose roles allow it. Default off.
   */
  auth?: boolean;
}

/** A running server. */
export interface EmbeddedMongo {
  /** Connection string, e.g. mongodb://127.0.0.1:27017 */
  uri: string;
  port: number;
  /** Stops listening, drops connections, flushes and closes the journal. */
  close(): Promise<void>;
}

/** Starts a server; with `dataDir`, replays and compacts the journal there first. */
export async function startEmbeddedMongo(opts: EmbeddedMongoOptions = {}): Promise<EmbeddedMongo> {
  const host = opts.host ?? '127.0.0.1';
  const catalog = new Catalog();
  const journal = opts.dataDir
    ? await Journal.open(opts.dataDir, (record) => catalog.apply(record), () => catalog.snapshot())
    : null;
  if (journal) catalog.attach(journal);
  const cursors = new CursorRegistry();
  const stopTtl = startTtlMonitor(catalog);
  let server;
  try {
    server = await listen(host, opts.port ?? 0, new Dispatcher(catalog, cursors, journal, new Auth(catalog), opts.auth ?? false));
  } catch (err) {
    stopTtl();
    cursors.close();
    await journal?.close();
    throw err;
  }
  const { port } = server;
  return {
    uri: `mongodb://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    async close() {
      await server.close();
      stopTtl();
      cursors.close();
      await journal?.close();
    },
  };
}
