/**
 * Stand-ins for `mongodump` and `mongorestore` (the MongoDB Database Tools the backup service runs)
 * on the smoke run's MongoDB stand-in image, which has none: the same command lines
 * (`--config=FILE --archive=FILE --gzip`, the YAML config file holding `uri:`, as the real tools read
 * it; `--uri=URI` too; restore with `--drop`), done through the mongodb driver. The
 * archive is NOT mongodump's format: gzip'd Extended JSON lines (one per collection with its
 * indexes, one per document), read only by this mongorestore. Databases: every one the user may
 * list, except admin, config and local (the users are made again by the mongo image's init script).
 */
import { createReadStream, createWriteStream, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';
import { EJSON } from 'bson';
import { type Document, MongoClient } from 'mongodb';

const SYSTEM_DATABASES = new Set(['admin', 'config', 'local']);

type Line = { db: string; coll: string; indexes: Document[] } | { db: string; coll: string; doc: Document };

/** Every line of a dump of what `client` can read. */
async function* dumpLines(client: MongoClient): AsyncGenerator<string> {
  const { databases } = await client.db('admin').command({ listDatabases: 1, nameOnly: true });
  for (const { name: db } of databases as { name: string }[]) {
    if (SYSTEM_DATABASES.has(db)) continue;
    for (const { name: coll } of await client.db(db).listCollections({}, { nameOnly: true }).toArray()) {
      const indexes = (await client.db(db).collection(coll).listIndexes().toArray()).filter((index) => index.name !== '_id_');
      yield `${EJSON.stringify({ db, coll, indexes } satisfies Line, { relaxed: false })}\n`;
      for await (const doc of client.db(db).collection(coll).find({})) yield `${EJSON.stringify({ db, coll, doc } satisfies Line, { relaxed: false })}\n`;
    }
  }
}

/** mongodump --uri --archive=FILE --gzip; resolves the number of documents written. */
export async function dump(uri: string, archive: string): Promise<number> {
  const client = await new MongoClient(uri).connect();
  let documents = 0;
  try {
    const lines = Readable.from((async function* () {
      for await (const line of dumpLines(client)) {
        if (line.includes('"doc":')) documents++;
        yield line;
      }
    })());
    await pipeline(lines, createGzip(), createWriteStream(archive));
  } finally {
    await client.close();
  }
  return documents;
}

/** mongorestore --uri --archive=FILE --gzip [--drop]; resolves the number of documents restored. */
export async function restore(uri: string, archive: string, drop: boolean): Promise<number> {
  const client = await new MongoClient(uri).connect();
  let documents = 0;
  try {
    const lines = createInterface({ input: createReadStream(archive).pipe(createGunzip()), crlfDelay: Infinity });
    for await (const text of lines) {
      if (!text) continue;
      const line = EJSON.parse(text, { relaxed: false }) as Line;
      const collection = client.db(line.db).collection(line.coll);
      if ('indexes' in line) {
        if (drop) await collection.drop().catch(() => undefined);
        for (const { key, name, v: _v, ns: _ns, ...options } of line.indexes) await collection.createIndex(key, { name, ...options });
      } else {
        await collection.insertOne(line.doc);
        documents++;
      }
    }
  } finally {
    await client.close();
  }
  return documents;
}

/** The value of `--name=value` (or `--name value`) in `args`. */
function option(args: string[], name: string): string | undefined {
  const at = args.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
  if (at < 0) return undefined;
  return args[at].includes('=') ? args[at].slice(name.length + 3) : args[at + 1];
}

/** The command line of either tool: `tool` is 'mongodump' or 'mongorestore'. */
export async function main(tool: 'mongodump' | 'mongorestore', args: string[]): Promise<void> {
  const config = option(args, 'config');
  const uri = option(args, 'uri') ?? (config ? (parse(readFileSync(config, 'utf8')) as { uri?: string } | null)?.uri : undefined);
  const archive = option(args, 'archive');
  if (!uri || !archive || !args.includes('--gzip')) {
    console.error(`${tool} stand-in: needs --config=FILE (uri:) or --uri=URI, --archive=FILE --gzip`);
    process.exit(2);
  }
  const count = tool === 'mongodump' ? await dump(uri, archive) : await restore(uri, archive, args.includes('--drop'));
  console.error(`${tool} stand-in: ${count} documents ${tool === 'mongodump' ? 'dumped' : 'restored'}`);
}
