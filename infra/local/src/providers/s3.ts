/**
 * S3-compatible object storage: S3_ENDPOINT (+ S3_ACCESS_KEY, S3_SECRET_KEY) if set; else a
 * testcontainers MinIO; else s3rver on a free port inside this process (files in dataDir, or in a
 * temporary directory removed on stop()).
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'minio';
import { containerRuntimeAvailable } from './container-runtime';
import { randomBytes } from 'node:crypto';

export interface S3Handle {
  endPoint: string;
  port: number;
  useSSL: boolean;
  accessKey: string;
  secretKey: string;
  /** http(s)://host:port, what the services receive as S3_ENDPOINT. */
  url: string;
  stop(): Promise<void>;
}

export interface S3Options {
  dataDir?: string;
  /** Buckets to create if they are missing. */
  buckets?: string[];
}

export const S3_REGION = 'us-east-1';
const MINIO_IMAGE = 'minio/minio:RELEASE.2025-09-07T16-13-09Z';

export async function startS3(options: S3Options = {}): Promise<S3Handle> {
  const handle = process.env.S3_ENDPOINT
    ? fromEnvironment(process.env.S3_ENDPOINT)
    : (await containerRuntimeAvailable())
      ? await startMinioContainer(options)
      : await startS3rver(options);
  try {
    await ensureBuckets(handle, options.buckets ?? []);
  } catch (error) {
    await handle.stop();
    throw error;
  }
  return handle;
}

/** A minio client for the storage behind `handle`. */
export function s3Client(handle: Omit<S3Handle, 'stop' | 'url'>): Client {
  const { endPoint, port, useSSL, accessKey, secretKey } = handle;
  return new Client({ endPoint, port, useSSL, accessKey, secretKey, region: S3_REGION });
}

function fromEnvironment(endpoint: string): S3Handle {
  const { S3_ACCESS_KEY: accessKey, S3_SECRET_KEY: secretKey } = process.env;
  if (!accessKey || !secretKey) throw new Error('S3_ENDPOINT is set: set S3_ACCESS_KEY and S3_SECRET_KEY too');
  const parsed = new URL(endpoint);
  const useSSL = parsed.protocol === 'https:';
  const port = parsed.port ? Number(parsed.port) : useSSL ? 443 : 80;
  return { endPoint: parsed.hostname, port, useSSL, accessKey, secretKey, url: parsed.origin, stop: async () => {} };
}

async function startMinioContainer({ dataDir }: S3Options): Promise<S3Handle> {
  const { GenericContainer, Wait } = await import('testcontainers');
  const accessKey = 'minioadmin';
  // the services want secrets of 32 bytes or more
  const secretKey = randomBytes(36).toString('base64url');
  let container = new GenericContainer(MINIO_IMAGE)
    .withCommand(['server', '/data'])
    .withEnvironment({ MINIO_ROOT_USER: accessKey, MINIO_ROOT_PASSWORD: secretKey })
    .withExposedPorts(9000)
    .withWaitStrategy(Wait.forHttp('/minio/health/live', 9000));
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    container = container.withBindMounts([{ source: dataDir, target: '/data' }]);
  }
  const started = await container.start();
  const endPoint = started.getHost();
  const port = started.getMappedPort(9000);
  return {
    endPoint,
    port,
    useSSL: false,
    accessKey,
    secretKey,
    url: `http://${endPoint}:${port}`,
    stop: async () => {
      await started.stop();
    },
  };
}

async function startS3rver({ dataDir }: S3Options): Promise<S3Handle> {
  const { default: S3rver } = await import('s3rver');
  const directory = dataDir ?? mkdtempSync(join(tmpdir(), 'cabinetry-s3-'));
  mkdirSync(directory, { recursive: true });
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  return {
    endPoint: '127.0.0.1',
    port,
    useSSL: false,
    // s3rver checks no signature of its built-in account's key (the services want a 32-byte secret)
    accessKey: 'S3RVER',
    secretKey: randomBytes(36).toString('base64url'),
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      await server.close();
      if (!dataDir) rmSync(directory, { recursive: true, force: true });
    },
  };
}

async function ensureBuckets(handle: S3Handle, buckets: string[]): Promise<void> {
  const client = s3Client(handle);
  for (const bucket of buckets) {
    if (!(await client.bucketExists(bucket))) await client.makeBucket(bucket, S3_REGION);
  }
}
