/**
 * MongoDB: MONGO_URL if set; else a testcontainers mongo:7; else a `mongod` binary on PATH; else
 * infra/embedded-mongo (in this process when no dataDir is given, else as a child process persisting
 * to dataDir). The child processes (mongod, embedded-mongo with a dataDir) can be halted and resumed
 * on the same port and data directory: `process`.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../paths';
import { findExecutable, spawnManaged, type ManagedChild } from '../process';
import { containerRuntimeAvailable } from './container-runtime';
import { freePort } from './free-port';
import { restartableChild, type RestartableProcess } from './restartable';
import { tcpExchange, waitUntil } from './wait';

export interface MongoHandle {
  /** mongodb://host:port, without a database name. */
  url: string;
  stop(): Promise<void>;
  /** Present when MongoDB is a child process of this process (fault tests). */
  process?: RestartableProcess;
}

export interface MongoOptions {
  /** Where the data lives across restarts; without it the data is thrown away on stop(). */
  dataDir?: string;
  /** Receives the output lines of a MongoDB child process (mongod or embedded-mongo). */
  onLine?: (line: string) => void;
}

const EMBEDDED_CLI = join(repoRoot, 'infra/embedded-mongo/src/cli.ts');

export async function startMongo(options: MongoOptions = {}): Promise<MongoHandle> {
  if (process.env.MONGO_URL) return { url: process.env.MONGO_URL, stop: async () => {} };
  if (await containerRuntimeAvailable()) return startMongoContainer(options);
  const mongod = findExecutable('mongod');
  if (mongod) return startMongod(mongod, options);
  if (options.dataDir) return startEmbeddedChild(options.dataDir, options.onLine);
  return startEmbeddedInProcess();
}

async function startMongoContainer({ dataDir }: MongoOptions): Promise<MongoHandle> {
  const { GenericContainer, Wait } = await import('testcontainers');
  let container = new GenericContainer('mongo:7')
    .withExposedPorts(27017)
    .withWaitStrategy(Wait.forLogMessage(/Waiting for connections/));
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    container = container.withBindMounts([{ source: dataDir, target: '/data/db' }]);
  }
  const started = await container.start();
  return {
    url: `mongodb://${started.getHost()}:${started.getMappedPort(27017)}`,
    stop: async () => {
      await started.stop();
    },
  };
}

async function startMongod(binary: string, { dataDir, onLine }: MongoOptions): Promise<MongoHandle> {
  const dbPath = dataDir ?? mkdtempSync(join(tmpdir(), 'cabinetry-mongod-'));
  mkdirSync(dbPath, { recursive: true });
  const port = await freePort();
  const server = await restartableChild(async () => {
    const child = spawnManaged({
      name: 'mongod',
      command: binary,
      args: ['--port', String(port), '--bind_ip', '127.0.0.1', '--dbpath', dbPath],
      onLine,
    });
    await waitForChild(child, async () => (await tcpExchange(port, '')) === 'connected');
    return child;
  });
  return {
    url: `mongodb://127.0.0.1:${port}`,
    stop: async () => {
      await server.stop();
      if (!dataDir) rmSync(dbPath, { recursive: true, force: true });
    },
    process: server,
  };
}

async function startEmbeddedChild(dataDir: string, onLine?: (line: string) => void): Promise<MongoHandle> {
  mkdirSync(dataDir, { recursive: true });
  const port = await freePort();
  const server = await restartableChild(async () => {
    let listening = false;
    const child = spawnManaged({
      name: 'embedded-mongo',
      command: process.execPath,
      cwd: repoRoot,
      args: ['--import', 'tsx', EMBEDDED_CLI, '--port', String(port), '--dbpath', dataDir],
      onLine: (line) => {
        listening ||= line.startsWith('embedded-mongo listening on ');
        onLine?.(line);
      },
    });
    await waitForChild(child, async () => listening);
    return child;
  });
  return { url: `mongodb://127.0.0.1:${port}`, stop: server.stop, process: server };
}

async function startEmbeddedInProcess(): Promise<MongoHandle> {
  const { startEmbeddedMongo } = await import('@cabinetry/embedded-mongo');
  const server = await startEmbeddedMongo({ host: '127.0.0.1', port: 0 });
  return { url: server.uri, stop: () => server.close() };
}

async function waitForChild(child: ManagedChild, ready: () => Promise<boolean>): Promise<void> {
  try {
    await waitUntil(child.name, ready, { child, timeoutMs: 30_000 });
  } catch (error) {
    await child.stop();
    throw error;
  }
}
