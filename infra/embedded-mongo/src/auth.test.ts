/**
 * Authorization as mongod --auth does it, through the mongodb driver (SCRAM-SHA-256): users made
 * before (persisted across a restart), each confined to what its roles allow.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MongoClient, MongoServerError } from 'mongodb';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedMongo, startEmbeddedMongo } from './index';

const dataDir = mkdtempSync(path.join(tmpdir(), 'embedded-mongo-auth-'));
let server: EmbeddedMongo;
const clients: MongoClient[] = [];
const PASSWORDS = { root: 'root-password-0123456789abcdefghij', catalogue: 'catalogue-password-0123456789abcdef', backup: 'backup-password-0123456789abcdefghi' };

const host = () => server.uri.replace('mongodb://', '');
async function connect(credentials = '', db = ''): Promise<MongoClient> {
  const client = new MongoClient(`mongodb://${credentials}${host()}/${db}`, { serverSelectionTimeoutMS: 2000 });
  clients.push(client);
  return client.connect();
}

beforeAll(async () => {
  // as the mongo image's entrypoint: users made without authorization, then the server restarted with it
  const setup = await startEmbeddedMongo({ dataDir });
  const admin = new MongoClient(setup.uri);
  await admin.db('admin').command({ createUser: 'root', pwd: PASSWORDS.root, roles: [{ role: 'root', db: 'admin' }] });
  await admin.db('catalogue').command({ createUser: 'catalogue', pwd: PASSWORDS.catalogue, roles: ['readWrite'] });
  await admin.db('admin').command({ createUser: 'backup', pwd: PASSWORDS.backup, roles: [{ role: 'backup', db: 'admin' }, { role: 'restore', db: 'admin' }] });
  await admin.db('onboarding').collection('customers').insertOne({ email: 'someone@example.com' });
  await admin.close();
  await setup.close();
  server = await startEmbeddedMongo({ dataDir, auth: true });
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const code = (promise: Promise<unknown>) => promise.then(() => 'ok', (err: unknown) => (err instanceof MongoServerError ? err.code : String(err)));

describe('embedded-mongo with --auth', () => {
  it('answers the handshake and ping to anyone, and nothing else before a login', async () => {
    const anonymous = await connect();
    expect((await anonymous.db('admin').command({ ping: 1 })).ok).toBe(1);
    await expect(anonymous.db('catalogue').collection('styles').findOne({})).rejects.toThrow(/requires authentication/);
  });

  it('refuses a wrong password', async () => {
    expect(await code(connect(`catalogue:${encodeURIComponent('wrong-password')}@`, 'catalogue'))).toBe(18);
  });

  it('lets a readWrite user use its own database only', async () => {
    const catalogue = await connect(`catalogue:${PASSWORDS.catalogue}@`, 'catalogue');
    await catalogue.db('catalogue').collection('styles').insertOne({ name: 'Oak' });
    expect(await catalogue.db('catalogue').collection('styles').countDocuments()).toBe(1);
    expect(await code(catalogue.db('onboarding').collection('customers').findOne({}))).toBe(13);
    expect(await code(catalogue.db('onboarding').collection('customers').insertOne({ x: 1 }))).toBe(13);
    expect(await code(catalogue.db('admin').collection('system.users').findOne({}))).toBe(13);
    expect(await code(catalogue.db('catalogue').command({ createUser: 'intruder', pwd: 'x'.repeat(32), roles: ['root'] }))).toBe(13);
    const { databases } = await catalogue.db('admin').command({ listDatabases: 1, nameOnly: true });
    expect(databases.map((d: { name: string }) => d.name)).toEqual(['catalogue']);
  });

  it('works through mongoose with the credentials in the URL, as the services connect', async () => {
    const conn = await mongoose.createConnection(`mongodb://catalogue:${PASSWORDS.catalogue}@${host()}/catalogue`, { serverSelectionTimeoutMS: 2000 }).asPromise();
    try {
      const Style = conn.model('Style', new mongoose.Schema({ name: String }));
      expect(await Style.countDocuments()).toBe(1);
    } finally {
      await conn.close();
    }
  });

  it('lets backup/restore read and write every database but admin, and root anything', async () => {
    const backup = await connect(`backup:${PASSWORDS.backup}@`, 'admin');
    expect(await backup.db('onboarding').collection('customers').countDocuments()).toBe(1);
    await backup.db('onboarding').collection('restored').insertOne({ ok: true });
    expect(await code(backup.db('admin').command({ createUser: 'x', pwd: 'y'.repeat(32), roles: ['root'] }))).toBe(13);
    const root = await connect(`root:${PASSWORDS.root}@`, 'admin');
    await root.db('scheduling').command({ createUser: 'scheduling', pwd: 'z'.repeat(32), roles: ['readWrite'] });
    expect(await code(root.db('scheduling').command({ createUser: 'scheduling', pwd: 'z'.repeat(32), roles: ['readWrite'] }))).toBe(51003);
    const { users } = await root.db('scheduling').command({ usersInfo: 1 });
    expect(users.map((u: { user: string }) => u.user)).toEqual(['scheduling']);
    expect(JSON.stringify(users)).not.toContain('storedKey');
  });
});
