/**
 * The MongoDB stand-in of the compose smoke run starts as the mongo image does: root user and
 * deploy/data-stores/mongo-users.js on a first start, then authorization on; each service's user
 * reaches its own database only.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { MongoClient, MongoServerError } from 'mongodb';
import { afterAll, describe, expect, it } from 'vitest';
import { startMongoStandIn } from './mongo';

const dbpath = mkdtempSync(join(tmpdir(), 'mongo-stand-in-'));
const initDir = resolve(import.meta.dirname, '../../../../deploy/data-stores');
const env = {
  MONGO_INITDB_ROOT_USERNAME: 'root',
  MONGO_INITDB_ROOT_PASSWORD: 'r'.repeat(32),
  MONGO_IDENTITY_PASSWORD: 'i'.repeat(32),
  MONGO_CATALOGUE_PASSWORD: 'c'.repeat(32),
  MONGO_ONBOARDING_PASSWORD: 'o'.repeat(32),
  MONGO_SCHEDULING_PASSWORD: 's'.repeat(32),
  MONGO_BACKUP_PASSWORD: 'b'.repeat(32),
};
const clients: MongoClient[] = [];
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  rmSync(dbpath, { recursive: true, force: true });
});

describe('mongo stand-in', () => {
  it('creates the root and per-service users on a first start, keeps them on the next, and confines each service', async () => {
    const first = await startMongoStandIn({ host: '127.0.0.1', port: 0, dbpath, env, initDir });
    await first.close();
    // the image's entrypoint starts mongod with --auth whenever the root variables are set
    const server = await startMongoStandIn({ host: '127.0.0.1', port: 0, dbpath, env, initDir: '/nonexistent' });
    try {
      const as = async (user: string, password: string, db: string) => {
        const client = new MongoClient(`mongodb://${user}:${password}@127.0.0.1:${server.port}/${db}`, { serverSelectionTimeoutMS: 2000 });
        clients.push(client);
        return client.connect();
      };
      const onboarding = await as('onboarding', env.MONGO_ONBOARDING_PASSWORD, 'onboarding');
      await onboarding.db('onboarding').collection('customers').insertOne({ email: 'someone@example.com' });
      const catalogue = await as('catalogue', env.MONGO_CATALOGUE_PASSWORD, 'catalogue');
      await expect(catalogue.db('onboarding').collection('customers').findOne({})).rejects.toSatisfy((err) => err instanceof MongoServerError && err.code === 13);
      const backup = await as('backup', env.MONGO_BACKUP_PASSWORD, 'admin');
      expect(await backup.db('onboarding').collection('customers').countDocuments()).toBe(1);
      await expect(as('catalogue', 'wrong', 'catalogue')).rejects.toThrow(/Authentication failed/);
    } finally {
      await server.close();
    }
  });
});
