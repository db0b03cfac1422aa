/** The worker's start-up check of Redis's eviction policy, against a real Redis. */
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RedisHandle, startRedis } from '@cabinetry/local/providers';
import { maxmemoryPolicy, warnUnlessNoEviction } from './redis-policy';

let server: RedisHandle;
let redis: Redis;
beforeAll(async () => {
  server = await startRedis();
  redis = new Redis(server.url);
});
afterAll(async () => {
  redis?.disconnect();
  await server?.stop();
});

describe('Redis eviction policy check', () => {
  it('reads the policy the server runs with', async () => {
    await redis.config('SET', 'maxmemory-policy', 'allkeys-lru');
    expect(await warnUnlessNoEviction(redis)).toBe('allkeys-lru');
    await redis.config('SET', 'maxmemory-policy', 'noeviction');
    expect(await warnUnlessNoEviction(redis)).toBe('noeviction');
  });

  it('says unknown when Redis does not answer CONFIG', async () => {
    const unreachable = new Redis({ port: 1, lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    unreachable.on('error', () => {});
    expect(await maxmemoryPolicy(unreachable)).toBeUndefined();
    unreachable.disconnect();
  });
});
