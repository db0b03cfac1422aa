/**
 * The backup service against a real MongoDB wire server and S3: a copy, a second copy that links
 * unchanged objects, pruning to BACKUP_KEEP, and a restore into wiped stores. mongodump and
 * mongorestore are the smoke run's stand-ins (the real tools are not installed here; the compose
 * smoke runs the same code in the backup image).
 */
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { MongoClient, ObjectId } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedMongo, startEmbeddedMongo } from '@cabinetry/embedded-mongo';
import { LINK_VALIDITY_DB, manageLinksValidFrom } from '@cabinetry/shared/server/link-validity';
import { s3Client, type S3Handle, startS3 } from '@cabinetry/local/providers';
import { type BackupConfig, restoreBackup, takeBackup } from './backup';
import { copyName, finishedCopies, nextRun, toPrune } from './copies';

const standIns = resolve(import.meta.dirname, '../../compose-smoke/src/stand-ins');
const work = mkdtempSync(join(tmpdir(), 'backup-test-'));
let mongo: EmbeddedMongo;
let s3: S3Handle;
let client: MongoClient;
let config: BackupConfig;
const BUCKETS = ['catalogue-images', 'customer-documents'];
const booking = { _id: new ObjectId(), customerId: 'c-1', appointmentDate: new Date('2026-12-01T09:00:00Z'), status: 'scheduled' };

beforeAll(async () => {
  // each tool records the command line it was given, and its config file's mode, before running
  for (const tool of ['mongodump', 'mongorestore']) {
    const record = `printf '%s\\n' "$*" >> ${join(work, 'argv.log')}
for arg in "$@"; do case "$arg" in --config=*) stat -c '%a' "\${arg#--config=}" >> ${join(work, 'config-modes.log')} ;; esac; done
`;
    writeFileSync(join(work, tool), `#!/bin/sh\n${record}exec node --import tsx ${join(standIns, `${tool}.ts`)} "$@"\n`);
    chmodSync(join(work, tool), 0o755);
  }
  process.env.PATH = `${work}:${process.env.PATH}`;
  mongo = await startEmbeddedMongo();
  s3 = await startS3({ dataDir: join(work, 's3'), buckets: BUCKETS });
  client = await new MongoClient(mongo.uri).connect();
  config = { dir: join(work, 'backups'), keep: 2, time: '02:30', mongoUrl: mongo.uri, buckets: BUCKETS, s3: { endpoint: s3.url, accessKey: s3.accessKey, secretKey: s3.secretKey, region: 'us-east-1' } };
  await client.db('scheduling').collection('appointments').insertOne(booking);
  await client.db('scheduling').collection('appointments').createIndex({ appointmentDate: 1 }, { unique: true, name: 'one_per_slot' });
  await client.db('onboarding').collection('customers').insertOne({ _id: 'c-1' as never, email: 'layla@example.com' });
  await s3Client(s3).putObject('customer-documents', 'c-1/plan.pdf', Buffer.from('%PDF floor plan'));
  await s3Client(s3).putObject('catalogue-images', 'styles/oak.webp', Buffer.from('oak'));
}, 60_000);

afterAll(async () => {
  await client?.close();
  await mongo?.close();
  await s3?.stop();
  rmSync(work, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('takes copies, links unchanged objects, keeps the newest BACKUP_KEEP, and restores the latest into wiped stores', async () => {
    const first = await takeBackup(config, new Date('2026-11-24T02:30:00Z'));
    const second = await takeBackup(config, new Date('2026-11-25T02:30:00Z'));
    const plan = (copy: string) => statSync(join(config.dir, copy, 'buckets/customer-documents/c-1/plan.pdf'));
    expect(plan(second).ino).toBe(plan(first).ino);
    const third = await takeBackup(config, new Date('2026-11-26T02:30:00Z'));
    expect(finishedCopies(config.dir)).toEqual([second, third]);

    // everything lost
    await client.db('scheduling').dropDatabase();
    await client.db('onboarding').dropDatabase();
    for (const [bucket, key] of [['customer-documents', 'c-1/plan.pdf'], ['catalogue-images', 'styles/oak.webp']]) await s3Client(s3).removeObject(bucket, key);

    expect(await restoreBackup(config, 'latest')).toBe(third);
    expect(await client.db('scheduling').collection('appointments').findOne({ _id: booking._id })).toEqual(booking);
    expect(await client.db('onboarding').collection('customers').findOne({ _id: 'c-1' as never })).toEqual({ _id: 'c-1', email: 'layla@example.com' });
    const indexes = await client.db('scheduling').collection('appointments').listIndexes().toArray();
    expect(indexes.find((index) => index.name === 'one_per_slot')).toMatchObject({ unique: true, key: { appointmentDate: 1 } });
    const chunks: Buffer[] = [];
    for await (const chunk of await s3Client(s3).getObject('customer-documents', 'c-1/plan.pdf')) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('%PDF floor plan');
  }, 60_000);

  it('re-applies the staff changes made since the copy, signs staff out and voids e-mailed links', async () => {
    const staff = client.db('identity').collection('admin_users');
    const account = (username: string) => ({ _id: new ObjectId(), username, role: 'admin', isActive: true, passwordHash: `$2b$12$old-${username}`, tokenVersion: 3 });
    const [alice, bob, carol] = [account('alice'), account('bob'), account('carol')];
    await staff.insertMany([alice, bob, carol]);
    await client.db('onboarding').collection('resume_links').insertOne({ _id: 'c-1' as never, tokenHash: 'h', usedAt: null });
    const copy = await takeBackup(config, new Date('2026-11-27T02:30:00Z'));
    // after the copy: bob deleted, carol deactivated, demoted and given a new password; the link used
    await staff.deleteOne({ _id: bob._id });
    await staff.updateOne({ _id: carol._id }, { $set: { isActive: false, role: 'editor', passwordHash: '$2b$12$new-carol' }, $inc: { tokenVersion: 1 } });
    await client.db('onboarding').collection('resume_links').updateOne({ _id: 'c-1' as never }, { $set: { usedAt: new Date() } });

    const restoreStarted = Date.now();
    expect(await restoreBackup(config, copy)).toBe(copy);
    const restored = new Map((await staff.find().toArray()).map((user) => [user.username as string, user]));
    expect([...restored.keys()].sort()).toEqual(['alice', 'carol']);
    expect(restored.get('alice')).toMatchObject({ isActive: true, role: 'admin', passwordHash: '$2b$12$old-alice', tokenVersion: 4 });
    expect(restored.get('carol')).toMatchObject({ isActive: false, role: 'editor', passwordHash: '$2b$12$new-carol', tokenVersion: 4 });
    expect(await client.db('onboarding').collection('resume_links').countDocuments()).toBe(0);
    // manage links are signed, not stored: those issued before the restore are voided by its time
    const validFrom = await manageLinksValidFrom(client.db(LINK_VALIDITY_DB));
    expect(validFrom?.getTime()).toBeGreaterThanOrEqual(restoreStarted);
  }, 60_000);

  it('hands the tools the MongoDB URL in a private config file, never on their command line', () => {
    const argv = readFileSync(join(work, 'argv.log'), 'utf8').trim().split('\n');
    expect(argv.length).toBeGreaterThanOrEqual(4); // three copies and a restore
    for (const line of argv) {
      expect(line).not.toContain('mongodb://');
      expect(line).not.toContain(mongo.uri);
      expect(line).toMatch(/^--config=\S+config\.yaml --archive=\S+ --gzip/);
    }
    expect(new Set(readFileSync(join(work, 'config-modes.log'), 'utf8').trim().split('\n'))).toEqual(new Set(['600']));
  });

  it('refuses to restore a copy that does not exist or never finished', async () => {
    await expect(restoreBackup(config, '2020-01-01T00-00-00Z')).rejects.toThrow(/no finished copy/);
  });
});

describe('copies', () => {
  it('names copies by UTC time and prunes older and unfinished ones, never the one being taken', () => {
    expect(copyName(new Date('2026-11-26T02:30:00.123Z'))).toBe('2026-11-26T02-30-00Z');
    const names = ['2026-11-23T02-30-00Z', '2026-11-24T02-30-00Z', '2026-11-25T02-30-00Z', '2026-11-26T02-30-00Z', 'lost+found'];
    expect(toPrune(names, names.slice(0, 3), 2, '2026-11-26T02-30-00Z')).toEqual(['2026-11-23T02-30-00Z']);
    expect(toPrune(names, names.slice(0, 2), 2)).toEqual(['2026-11-25T02-30-00Z', '2026-11-26T02-30-00Z']);
    expect(readdirSync(work)).toContain('backups');
  });

  it('schedules the next copy at BACKUP_TIME, today or tomorrow', () => {
    expect(nextRun('02:30', new Date('2026-11-26T01:00:00Z')).toISOString()).toBe('2026-11-26T02:30:00.000Z');
    expect(nextRun('02:30', new Date('2026-11-26T02:30:00Z')).toISOString()).toBe('2026-11-27T02:30:00.000Z');
  });
});
