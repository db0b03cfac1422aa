/**
 * GET /api/media under floods: each variant is encoded once however many ask for it, a flood beyond
 * the encode slots and MAX_WAITING_ENCODES answers 503 instead of queueing without bound, made-up
 * names answer 404 from a negative cache without taking encode slots (real images keep answering
 * meanwhile), and cache-miss encodes spend the client's budget. Storage is an in-memory stand-in
 * that counts reads and fails like S3 for unknown keys (checked against a real S3 below); sharp and
 * the budgets' Redis are real.
 */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueRoutes, defineRoutes } from '@cabinetry/shared/contracts/api';
import { createServiceApp } from '@cabinetry/shared/server/app';
import { mountRoutes } from '@cabinetry/shared/server/routes';
import { createStorage, type ObjectStorage } from '@cabinetry/shared/server/storage';
import type { CatalogueDeps } from '../deps';
import { ENCODE_SLOTS, MAX_WAITING_ENCODES } from '../images';
import { mediaHandlers } from './media';
import { type RedisHandle, startRedis, startS3 } from '@cabinetry/local/providers';
import { createRateLimits, type RateLimits } from '@cabinetry/shared/server/rate-limit';

let redis: RedisHandle;
let limits: RateLimits;
let budgets = 0;

beforeAll(async () => {
  redis = await startRedis();
  limits = createRateLimits({ redisUrl: redis.url, trustedProxies: '', multiplier: 1 });
});

afterAll(async () => {
  await limits?.close();
  await redis?.stop();
});

/** S3's answer for a key it does not have (minio client). */
const noSuchKey = () => Object.assign(new Error('The specified key does not exist.'), { code: 'NoSuchKey' });

/** The media routes on `keys` stored images, with an image-encodes budget of `encodesPerClient`. */
async function countingStorage(keys: number, encodesPerClient = 100_000) {
  const png = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#a87' } }).png().toBuffer();
  const stored = new Map<string, Buffer>(Array.from({ length: keys }, () => [`styles/${randomUUID()}.png`, png]));
  const counts = { reads: 0 };
  const storage = {
    async get(key: string) {
      counts.reads++;
      await new Promise(setImmediate); // other requests run while this read is in flight
      const found = stored.get(key);
      if (!found) throw noSuchKey();
      return found;
    },
  } as unknown as ObjectStorage;
  const app = createServiceApp({});
  const encodes = limits.budget(`media-test-${++budgets}`, { points: encodesPerClient, durationSec: 3600, message: 'Too many new image sizes requested from your network.' });
  mountRoutes(app, defineRoutes('catalogue', { getMedia: catalogueRoutes.routes.getMedia }), mediaHandlers({ storage } as CatalogueDeps), { budgets: { imageEncodes: encodes } });
  return { app, keys: [...stored.keys()], counts };
}

const get = (app: ReturnType<typeof createServiceApp>, key: string, query = '?w=150', accept = 'image/webp') => app.request(`/api/media/${key}${query}`, { headers: { accept } });

describe('image variants under load', () => {
  it('encodes one variant once for 30 concurrent requests', async () => {
    const { app, keys, counts } = await countingStorage(1);
    const answers = await Promise.all(Array.from({ length: 30 }, () => get(app, keys[0], '?w=300')));
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 200));
    expect(counts.reads).toBe(1);
  });

  it('answers 503 with Retry-After past the encode slots and MAX_WAITING_ENCODES waiting', async () => {
    const total = ENCODE_SLOTS + MAX_WAITING_ENCODES + 10;
    const { app, keys } = await countingStorage(total);
    const answers = await Promise.all(keys.map((key) => get(app, key)));
    expect(answers.filter((r) => r.status === 200).length).toBe(ENCODE_SLOTS + MAX_WAITING_ENCODES);
    const refused = answers.filter((r) => r.status === 503);
    expect(refused.length).toBe(10);
    expect(refused.map((r) => r.headers.get('retry-after'))).toEqual(refused.map(() => '2'));
    expect(await refused[0].json()).toEqual({ error: 'Busy processing images: please try again shortly', code: 'unavailable' });
  });
});

describe('names that do not exist', () => {
  it('fail in real S3 the way the stand-in fails', async () => {
    const s3 = await startS3();
    try {
      const storage = createStorage({ endpoint: s3.url, accessKey: s3.accessKey, secretKey: s3.secretKey, bucket: 'media-missing', region: 'us-east-1' });
      await storage.ensureBucket();
      await expect(storage.get(`styles/${randomUUID()}.webp`)).rejects.toMatchObject({ code: 'NoSuchKey' });
    } finally {
      await s3.stop();
    }
  });

  it('answer 404 from a negative cache, and a flood of them leaves real images answering 200', async () => {
    const { app, keys, counts } = await countingStorage(3);
    const madeUp = `styles/${randomUUID()}.webp`;
    expect((await get(app, madeUp)).status).toBe(404);
    expect((await get(app, madeUp, '?w=300', 'image/avif')).status).toBe(404);
    expect(counts.reads).toBe(1); // the second was answered from the negative cache

    // 100 made-up names, more than the encode slots and their queue hold, with the real images among them
    const flood = Array.from({ length: 100 }, () => get(app, `styles/${randomUUID()}.webp`, '?w=150', 'image/avif'));
    const real = keys.flatMap((key) => [get(app, key, '?w=150', 'image/avif'), get(app, key, '?w=300', 'image/webp')]);
    const [floodAnswers, realAnswers] = await Promise.all([Promise.all(flood), Promise.all(real)]);
    expect(new Set(floodAnswers.map((r) => r.status))).toEqual(new Set([404]));
    expect(realAnswers.map((r) => r.status)).toEqual(realAnswers.map(() => 200));
  });
});

describe('the image-encodes budget', () => {
  it('is spent by cache misses only: the 4th new variant answers 429, cached ones stay free', async () => {
    const { app, keys } = await countingStorage(2, 3);
    for (const query of ['?w=150', '?w=300', '?w=600']) expect((await get(app, keys[0], query)).status).toBe(200);
    const refused = await get(app, keys[1]);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: string }).error).toMatch(/^Too many new image sizes requested from your network\. Please try again in/);
    for (let i = 0; i < 5; i++) expect((await get(app, keys[0], '?w=300')).status).toBe(200);
    expect((await get(app, `styles/${randomUUID()}.webp`)).status).toBe(404); // a made-up name spends nothing either
  });
});
