/**
 * Redis for BullMQ: REDIS_URL if set; else a testcontainers redis:7; else a `redis-server` binary on
 * a free port (persisting to dataDir when one is given; that one can be halted and resumed on the
 * same port: `process`).
 */
import { mkdirSync } from 'node:fs';
import { findExecutable, spawnManaged } from '../process';
import { containerRuntimeAvailable } from './container-runtime';
import { freePort } from './free-port';
import { restartableChild, type RestartableProcess } from './restartable';
import { tcpExchange, waitUntil } from './wait';

export interface RedisHandle {
  /** redis://host:port */
  url: string;
  stop(): Promise<void>;
  /** Present when Redis is a redis-server child of this process (fault tests). */
  process?: RestartableProcess;
}

export interface RedisOptions {
  /** Directory for Redis's append-only file; without it Redis keeps nothing on disk. */
  dataDir?: string;
}

export async function startRedis(options: RedisOptions = {}): Promise<RedisHandle> {
  if (process.env.REDIS_URL) return { url: process.env.REDIS_URL, stop: async () => {} };
  if (await containerRuntimeAvailable()) return startRedisContainer(options);
  return startRedisServer(options);
}

async function startRedisContainer({ dataDir }: RedisOptions): Promise<RedisHandle> {
  const { GenericContainer, Wait } = await import('testcontainers');
  let container = new GenericContainer('redis:7')
    .withExposedPorts(6379)
    .withWaitStrategy(Wait.forLogMessage('Ready to accept connections'));
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    container = container
      .withBindMounts([{ source: dataDir, target: '/data' }])
      .withCommand(['redis-server', '--appendonly', 'yes']);
  }
  const started = await container.start();
  return {
    url: `redis://${started.getHost()}:${started.getMappedPort(6379)}`,
    stop: async () => {
      await started.stop();
    },
  };
}

async function startRedisServer({ dataDir }: RedisOptions): Promise<RedisHandle> {
  const binary = findExecutable('redis-server');
  if (!binary) {
    throw new Error(
      'redis-server was not found on PATH and no container runtime answers: install it: apt-get install redis-server' +
        ' (or set REDIS_URL to a running Redis)',
    );
  }
  const port = await freePort();
  const persistence = dataDir ? ['--dir', dataDir, '--appendonly', 'yes'] : ['--appendonly', 'no'];
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const server = await restartableChild(async () => {
    const child = spawnManaged({
      name: 'redis-server',
      command: binary,
      args: ['--port', String(port), '--bind', '127.0.0.1', '--save', '', ...persistence],
    });
    try {
      await waitUntil('redis-server', async () => (await tcpExchange(port, 'PING\r\n')).startsWith('+PONG'), {
        child,
        timeoutMs: 15_000,
      });
    } catch (error) {
      await child.stop();
      throw error;
    }
    return child;
  });
  return { url: `redis://127.0.0.1:${port}`, stop: server.stop, process: server };
}
