/**
 * Test support for catalogue tests (test code only): the catalogue app on a fresh database of a
 * real MongoDB and a fresh bucket of real S3 storage (s3rver or MinIO), admin tokens, a minio
 * client to inspect stored objects, and generated images and multipart bodies.
 */
import { randomBytes } from 'node:crypto';
import type { Connection } from 'mongoose';
import sharp from 'sharp';
import { type MongoHandle, type RedisHandle, s3Client, type S3Handle, startMongo, startRedis, startS3 } from '@cabinetry/local/providers';
import type { StaffRole } from '@cabinetry/shared/contracts';
import type { AuditLog } from '@cabinetry/shared/server/audit';
import { type AdminAuth, signAdminToken } from '@cabinetry/shared/server/auth';
import { connectMongo } from '@cabinetry/shared/server/mongo';
import { createStorage, type ObjectStorage } from '@cabinetry/shared/server/storage';
import { TEST_PROCESS, testDbName, tokenTrustingAdminAuth } from '@cabinetry/shared/testing';
import { createApp } from './app';
import { catalogueDeps, type CatalogueDeps } from './deps';
import { createRateLimits, type RateLimits } from '@cabinetry/shared/server/rate-limit';

export const CATALOGUE_TEST_SECRET = 'test-secret-catalogue';

export interface CatalogueHarness {
  app: ReturnType<typeof createApp>;
  deps: CatalogueDeps;
  conn: Connection;
  storage: ObjectStorage;
  /** The per-client budgets (on the harness's Redis). */
  limits: RateLimits;
  /** True when `key` exists in the bucket (asked with a separate minio client). */
  objectExists(key: string): Promise<boolean>;
  /** A bearer header for a made-up account with `role`, signed with `jwtSecret`. */
  authAs(role: StaffRole): { authorization: string };
  stop(): Promise<void>;
}

export interface CatalogueOptions {
  mongo?: MongoHandle;
  s3?: S3Handle;
  redis?: RedisHandle;
  jwtSecret?: string;
  /** how admin tokens are checked (default: every token's account exists with the token's role) */
  adminAuth?: AdminAuth;
  /** where staff actions are recorded (default: nowhere) */
  audit?: AuditLog;
  /** image variants a client may have made an hour (default 10 000: no test reaches it unless it asks) */
  imageEncodesPerHour?: number;
}

/** Starts (or reuses) MongoDB, S3 and Redis, then builds the app on a fresh database and bucket. */
export async function startCatalogue(options: CatalogueOptions = {}): Promise<CatalogueHarness> {
  const [mongo, s3, redis] = await Promise.all([options.mongo ?? startMongo(), options.s3 ?? startS3(), options.redis ?? startRedis()]);
  const jwtSecret = options.jwtSecret ?? CATALOGUE_TEST_SECRET;
  const conn = await connectMongo(`${mongo.url}/${testDbName('catalogue')}`);
  const storageConfig = {
    endpoint: s3.url,
    accessKey: s3.accessKey,
    secretKey: s3.secretKey,
    bucket: `catalogue-${randomBytes(4).toString('hex')}`,
    region: 'us-east-1',
  };
  const storage = createStorage(storageConfig);
  await storage.ensureBucket();
  const rateLimits = { redisUrl: redis.url, trustedProxies: '', multiplier: 1 };
  const config = {
    port: 0,
    process: TEST_PROCESS,
    adminSessionCacheMs: 1_000,
    mongoUrl: '',
    redisUrl: redis.url,
    jwtSecret,
    identityUrl: '',
    internalToken: '',
    storage: storageConfig,
    seedDemoCatalogue: false,
    rateLimits,
    imageEncodesPerHour: options.imageEncodesPerHour ?? 10_000,
    validateResponses: true,
  };
  const limits = createRateLimits(rateLimits);
  const deps = { ...catalogueDeps(config, conn, storage, limits, options.audit ?? (() => undefined)), adminAuth: options.adminAuth ?? tokenTrustingAdminAuth(jwtSecret) };
  await Promise.all([...Object.values(deps.models).map((m) => m.init()), deps.publicCache.ready()]);
  const client = s3Client(s3);
  return {
    app: createApp(deps),
    deps,
    conn,
    storage,
    limits,
    async objectExists(key) {
      try {
        await client.statObject(storageConfig.bucket, key);
        return true;
      } catch {
        return false;
      }
    },
    authAs: (role) => ({
      authorization: `Bearer ${signAdminToken({ sub: '507f1f77bcf86cd799439011', username: role, role }, jwtSecret, '1h')}`,
    }),
    async stop() {
      await deps.publicCache.close();
      await limits.close();
      await conn.dropDatabase();
      await conn.close();
      if (!options.mongo) await mongo.stop();
      if (!options.s3) await s3.stop();
      if (!options.redis) await redis.stop();
    },
  };
}

/** A real PNG of `width`×`height` px in one colour. */
export function pngImage(width = 64, height = 48, color = '#7a5c3e'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } }).png().toBuffer();
}

/** A multipart body of text `fields` (arrays repeat the field) and files given as [name, bytes, filename, type]. */
export function multipart(fields: Record<string, string | string[]>, files: [string, Buffer, string, string][] = []): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const v of ([] as string[]).concat(value)) form.append(name, v);
  for (const [name, bytes, filename, type] of files) form.append(name, new Blob([new Uint8Array(bytes)], { type }), filename);
  return form;
}
