/**
 * Durability: acknowledged writes survive `kill -9` of the CLI process, a torn
 * journal tail is ignored, and restart compaction shrinks the journal.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { MongoClient, MongoServerError } from 'mongodb';
import { afterEach, describe, expect, it } from 'vitest';
import { startEmbeddedMongo } from './index';

const CLI = fileURLToPath(new URL('./cli.ts', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'embedded-mongo-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Starts the CLI on a free port; resolves with the process and the URI it printed. */
async function startCli(dbpath: string): Promise<{ child: ChildProcess; uri: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, '--port', '0', '--dbpath', dbpath], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  cleanups.push(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  const lines = createInterface({ input: child.stdout! });
  const uri = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`embedded-mongo exited early with ${code}`)));
    lines.on('line', (line) => {
      const match = /^embedded-mongo listening on (mongodb:\/\/\S+)$/.exec(line);
      if (match) resolve(match[1]);
    });
  });
  return { child, uri };
}

async function connect(uri: string): Promise<MongoClient> {
  const client = await new MongoClient(uri, { serverSelectionTimeoutMS: 5000 }).connect();
  cleanups.push(() => client.close(true));
  return client;
}

function exited(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

describe('durability', () => {
  it('keeps every acknowledged write across kill -9 and a torn journal tail', async () => {
    const dbpath = tempDir();
    const first = await startCli(dbpath);
    const client = await connect(first.uri);
    const coll = client.db('durable').collection('items');
    await coll.createIndex({ sku: 1 }, { unique: true });
    const N = 300;
    await Promise.all(Array.from({ length: N }, (_, i) => coll.insertOne({ sku: `sku-${i}`, qty: i, at: new Date(i * 1000) })));
    await Promise.all(Array.from({ length: N / 2 }, (_, i) => coll.updateOne({ sku: `sku-${i * 2}` }, { $inc: { qty: 1000 } })));
    await coll.deleteOne({ sku: 'sku-1' });
    first.child.kill('SIGKILL');
    expect((await exited(first.child)).signal).toBe('SIGKILL');
    await client.close(true);

    appendFileSync(path.join(dbpath, 'journal.bson'), Buffer.from([0xff, 0x00, 0x00, 0x00, 0x03, 0x61]));

    const second = await startCli(dbpath);
    const reopened = (await connect(second.uri)).db('durable').collection('items');
    const docs = await reopened.find({}, { sort: { qty: 1 } }).toArray();
    expect(docs).toHaveLength(N - 1);
    const bySku = new Map(docs.map((d) => [d.sku as string, d]));
    for (let i = 0; i < N; i++) {
      const doc = bySku.get(`sku-${i}`);
      if (i === 1) expect(doc).toBeUndefined();
      else expect(doc).toMatchObject({ qty: i % 2 === 0 ? i + 1000 : i, at: new Date(i * 1000) });
    }
    const dup = await reopened.insertOne({ sku: 'sku-0' }).catch((err: unknown) => err);
    expect(dup).toBeInstanceOf(MongoServerError);
    expect((dup as MongoServerError).code).toBe(11000);
    second.child.kill('SIGTERM');
    expect((await exited(second.child)).code).toBe(0);
  });

  it('compacts the journal on start', async () => {
    const dataDir = tempDir();
    const journal = path.join(dataDir, 'journal.bson');
    const server = await startEmbeddedMongo({ dataDir });
    const client = await connect(server.uri);
    const coll = client.db('compact').collection('counter');
    await coll.insertOne({ _id: 'c' as never, n: 0, padding: 'x'.repeat(200) });
    for (let i = 0; i < 300; i++) await coll.updateOne({ _id: 'c' as never }, { $inc: { n: 1 } });
    await client.close();
    await server.close();
    const grown = statSync(journal).size;

    const restarted = await startEmbeddedMongo({ dataDir });
    cleanups.push(() => restarted.close());
    const compacted = statSync(journal).size;
    expect(compacted).toBeLessThan(grown / 50);
    const again = await connect(restarted.uri);
    expect(await again.db('compact').collection('counter').findOne({ _id: 'c' as never })).toMatchObject({ n: 300 });
  });

  it('refuses a data directory that another live server holds', async () => {
    const dataDir = tempDir();
    const server = await startEmbeddedMongo({ dataDir });
    cleanups.push(() => server.close());
    await expect(startEmbeddedMongo({ dataDir })).rejects.toThrow(/in use/);
  });
});
