/**
 * Object storage (minio client against MinIO / S3 / s3rver): one bucket per service.
 * Keys are random (never user input); content types come from sniffing, not from the client.
 */
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Client } from 'minio';
import type { StorageConfig } from './config';

export interface ObjectStorage {
  bucket: string;
  /** Creates the bucket when missing. */
  ensureBucket(): Promise<void>;
  /** Stores `data` under `${prefix}/${uuid}${ext}` and returns the key. */
  put(prefix: string, data: Buffer, contentType: string, ext?: string): Promise<string>;
  get(key: string): Promise<Buffer>;
  stream(key: string): Promise<Readable>;
  remove(key: string): Promise<void>;
  /** Removes every object whose key starts with `prefix` (e.g. 'customers/<id>/'); answers how many. */
  removePrefix(prefix: string): Promise<number>;
  healthy(): Promise<boolean>;
}

export function createStorage(config: StorageConfig): ObjectStorage {
  const url = new URL(config.endpoint);
  const client = new Client({
    endPoint: url.hostname,
    port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
    useSSL: url.protocol === 'https:',
    accessKey: config.accessKey,
    secretKey: config.secretKey,
    region: config.region,
    pathStyle: true,
  });
  const { bucket } = config;

  return {
    bucket,
    async ensureBucket() {
      if (!(await client.bucketExists(bucket))) {
        try {
          await client.makeBucket(bucket, config.region);
        } catch (err) {
          if (!(await client.bucketExists(bucket))) throw err;
        }
      }
    },
    async put(prefix, data, contentType, ext = '') {
      const key = `${prefix}/${randomUUID()}${ext}`;
      await client.putObject(bucket, key, data, data.length, { 'Content-Type': contentType });
      return key;
    },
    async get(key) {
      const stream = await client.getObject(bucket, key);
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    stream: (key) => client.getObject(bucket, key),
    async remove(key) {
      await client.removeObject(bucket, key);
    },
    async removePrefix(prefix) {
      const keys: string[] = [];
      for await (const item of client.listObjectsV2(bucket, prefix, true)) if ((item as { name?: string }).name) keys.push((item as { name: string }).name);
      if (keys.length) await client.removeObjects(bucket, keys);
      return keys.length;
    },
    async healthy() {
      try {
        return await client.bucketExists(bucket);
      } catch {
        return false;
      }
    },
  };
}
