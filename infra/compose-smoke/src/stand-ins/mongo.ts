/**
 * Stand-in for the `mongo` image in the compose smoke run: infra/embedded-mongo with authorization,
 * started the way the official image's entrypoint starts mongod. On a first start (an empty
 * --dbpath) with MONGO_INITDB_ROOT_USERNAME/PASSWORD set, it runs a server on a loopback port
 * without authorization, creates the root user in admin, runs /docker-entrypoint-initdb.d/*.js
 * (mongosh-script.ts; deploy/data-stores/mongo-users.js creates each service's user), stops it,
 * then serves on --host/--port with authorization on. Later starts keep the users of the volume.
 * Without the root variables it serves without authorization, as mongod does.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { MongoClient } from 'mongodb';
import { type EmbeddedMongo, startEmbeddedMongo } from '@cabinetry/embedded-mongo';
import { runMongoshScript } from './mongosh-script';

export interface MongoStandInOptions {
  host: string;
  port: number;
  dbpath: string;
  /** MONGO_INITDB_ROOT_USERNAME, MONGO_INITDB_ROOT_PASSWORD and what the init scripts read */
  env: NodeJS.ProcessEnv;
  /** /docker-entrypoint-initdb.d */
  initDir: string;
}

/** Initialises an empty data directory (root user, init scripts), then serves with authorization. */
export async function startMongoStandIn({ host, port, dbpath, env, initDir }: MongoStandInOptions): Promise<EmbeddedMongo> {
  const { MONGO_INITDB_ROOT_USERNAME: rootUser, MONGO_INITDB_ROOT_PASSWORD: rootPassword } = env;
  const auth = Boolean(rootUser && rootPassword);
  if (auth && readdirSync(dbpath).length === 0) {
    const setup = await startEmbeddedMongo({ dataDir: dbpath });
    const client = new MongoClient(setup.uri);
    try {
      await client.db('admin').command({ createUser: rootUser, pwd: rootPassword, roles: [{ role: 'root', db: 'admin' }] });
      const scripts = existsSync(initDir) ? readdirSync(initDir).filter((file) => file.endsWith('.js')).sort() : [];
      for (const script of scripts) {
        console.log(`running ${join(initDir, script)}`);
        await runMongoshScript(join(initDir, script), client, env);
      }
    } finally {
      await client.close();
      await setup.close();
    }
  }
  return startEmbeddedMongo({ host, port, dataDir: dbpath, auth });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { host: { type: 'string', default: '0.0.0.0' }, port: { type: 'string', default: '27017' }, dbpath: { type: 'string', default: '/data/db' } } });
  const server = await startMongoStandIn({ host: values.host, port: Number(values.port), dbpath: values.dbpath, env: process.env, initDir: '/docker-entrypoint-initdb.d' });
  console.log(`mongo stand-in listening on ${values.host}:${server.port}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void server.close().then(() => process.exit(0)));
}
