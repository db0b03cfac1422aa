/**
 * `compactJournal` on a running server (issue 34 item 3): a deleted or overwritten value leaves the
 * journal file once the command answers, writes made while it runs survive a restart, and a
 * database other than admin is refused (a real mongod answers CommandNotFound to it).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MongoClient, MongoServerError } from 'mongodb';
import { afterEach, expect, it } from 'vitest';
import { startEmbeddedMongo } from './index';

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function open(dataDir: string) {
  const server = await startEmbeddedMongo({ dataDir });
  const client = await MongoClient.connect(server.uri);
  const close = async () => {
    await client.close();
    await server.close();
  };
  return { client, close };
}

const journalText = (dir: string) => readFileSync(path.join(dir, 'journal.bson')).toString('latin1');

it('rewrites the journal without deleted and overwritten values; concurrent writes survive a restart', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'embedded-mongo-compact-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const first = await open(dir);
  cleanups.push(first.close);
  const people = first.client.db('onboarding').collection<{ _id: number; email: string; name?: string }>('people');
  await people.insertMany([{ _id: 1, email: 'zenobia.erased@example.com' }, { _id: 2, email: 'kept@example.com', name: 'Old Name' }]);
  await people.deleteOne({ _id: 1 });
  await people.updateOne({ _id: 2 }, { $set: { name: 'New Name' } });
  expect(journalText(dir)).toContain('zenobia.erased@example.com');
  expect(journalText(dir)).toContain('Old Name');

  // writes racing the compaction: every one of them is acknowledged and kept
  const racing = Array.from({ length: 20 }, (_, i) => people.insertOne({ _id: 100 + i, email: `racer${i}@example.com` }));
  await first.client.db('admin').command({ compactJournal: 1 });
  await Promise.all(racing);
  const text = journalText(dir);
  expect(text).not.toContain('zenobia.erased@example.com');
  expect(text).not.toContain('Old Name');
  expect(text).toContain('New Name');

  await expect(first.client.db('onboarding').command({ compactJournal: 1 })).rejects.toBeInstanceOf(MongoServerError);
  await people.insertOne({ _id: 3, email: 'after@example.com' });
  await first.close();
  cleanups.pop();

  const second = await open(dir);
  cleanups.push(second.close);
  const after = await second.client.db('onboarding').collection<{ _id: number }>('people').find({}, { sort: { _id: 1 } }).toArray();
  expect(after.map((d) => d._id)).toEqual([2, 3, ...Array.from({ length: 20 }, (_, i) => 100 + i)]);
  expect(after[0]).toMatchObject({ name: 'New Name' });
});
