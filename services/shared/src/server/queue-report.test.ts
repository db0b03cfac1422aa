/**
 * reportQueues against a real Redis and real BullMQ queues: a producer's process shows the depth
 * and the oldest due job of the queues it feeds, with no worker running.
 */
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RedisHandle, startRedis } from '@cabinetry/local/providers';
import { registry } from './metrics';
import { redisConnection } from './queues';
import { reportQueues } from './queue-report';

let redis: RedisHandle;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  await redis?.stop();
});

/** The value of `metric`'s series with exactly these `labels` (`name="value",…`) in a scrape, else undefined. */
async function scraped(metric: string, labels: string): Promise<number | undefined> {
  const line = (await registry.metrics()).split('\n').find((l) => l.startsWith(`${metric}{${labels}`));
  return line === undefined ? undefined : Number(line.split(' ').pop());
}

describe('reportQueues', () => {
  it("shows the queues' waiting jobs and the oldest one's wait while no worker takes them", async () => {
    const close = reportQueues(redis.url, ['report-mail', 'report-privacy']);
    const producer = new Queue('report-mail', { connection: redisConnection(redis.url) });
    try {
      expect(await scraped('queue_jobs', 'queue="report-mail",state="waiting"')).toBe(0);
      expect(await scraped('queue_oldest_job_age_seconds', 'queue="report-privacy"')).toBe(0);
      await producer.add('confirmation', {}, { timestamp: Date.now() - 90_000 });
      expect(await scraped('queue_jobs', 'queue="report-mail",state="waiting"')).toBe(1);
      expect(await scraped('queue_oldest_job_age_seconds', 'queue="report-mail"')).toBeGreaterThanOrEqual(90);
      expect(await scraped('queue_oldest_job_age_seconds', 'queue="report-privacy"')).toBe(0);
    } finally {
      await producer.close();
      await close();
    }
  });
});
