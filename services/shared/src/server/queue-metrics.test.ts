/**
 * The metrics an operator's alerts read beyond requests: a BullMQ queue's oldest due job (against a
 * real Redis and real BullMQ queues), the outbox backlog, the failed step of a job, and the
 * container's memory limit.
 */
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RedisHandle, startRedis } from '@cabinetry/local/providers';
import { failedAt, failureKind, memoryLimitBytes, oldestJobAge, registry, watchOutbox, watchQueues } from './metrics';
import { redisConnection } from './queues';

let redis: RedisHandle;
const queues: Queue[] = [];
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  await Promise.all(queues.map((queue) => queue.close()));
  await redis?.stop();
});

function queue(name: string): Queue {
  const made = new Queue(name, { connection: redisConnection(redis.url) });
  queues.push(made);
  return made;
}

/** The value of `metric`'s series whose labels include `labels` (`name="value",…`) in a scrape, else undefined. */
async function scraped(metric: string, labels = ''): Promise<number | undefined> {
  const line = (await registry.metrics()).split('\n').find((l) => l.startsWith(`${metric}{`) ? l.includes(labels) : l.startsWith(`${metric} `));
  return line === undefined ? undefined : Number(line.split(' ').pop());
}

describe('oldest job age', () => {
  it('is 0 for an empty queue, then the wait of the oldest waiting job', async () => {
    const q = queue('age-waiting');
    expect(await oldestJobAge(q, Date.now())).toBe(0);
    const first = await q.add('confirmation', {});
    await q.add('confirmation', {}, { timestamp: first.timestamp + 30_000 });
    expect(await oldestJobAge(q, first.timestamp + 90_000)).toBe(90);
  });

  it('counts a delayed job only once it is due, from its due time', async () => {
    const q = queue('age-delayed');
    const reminder = await q.add('reminder', {}, { delay: 600_000 });
    expect(await oldestJobAge(q, reminder.timestamp + 300_000)).toBe(0);
    expect(await oldestJobAge(q, reminder.timestamp + 660_000)).toBe(60);
  });

  it('is scraped per queue with the job counts, and left out for a queue that cannot be read', async () => {
    const q = queue('age-scraped');
    const job = await q.add('confirmation', {});
    const broken = { name: 'broken', getJobCounts: () => Promise.reject(new Error('down')), getJobs: () => Promise.reject(new Error('down')) };
    watchQueues([q, broken], () => job.timestamp + 120_000);
    expect(await scraped('queue_oldest_job_age_seconds', 'queue="age-scraped"')).toBe(120);
    expect(await scraped('queue_jobs', 'queue="age-scraped",state="waiting"')).toBe(1);
    expect(await scraped('queue_oldest_job_age_seconds', 'queue="broken"')).toBeUndefined();
  });
});

describe('outbox backlog', () => {
  it('is read at each scrape, and NaN when the read fails', async () => {
    let pending: number | Error = 3;
    watchOutbox(async () => {
      if (pending instanceof Error) throw pending;
      return pending;
    });
    expect(await scraped('outbox_pending_entries')).toBe(3);
    pending = 0;
    expect(await scraped('outbox_pending_entries')).toBe(0);
    pending = new Error('Mongo down');
    expect(await scraped('outbox_pending_entries')).toBeNaN();
  });
});

describe('failed step of a job', () => {
  it('keeps the first step marked, and falls back for unmarked errors', () => {
    const err = failedAt('mail', new Error('421 try later'));
    expect(failureKind(failedAt('calendar', err), 'other')).toBe('mail');
    expect(failureKind(new Error('Mongo down'), 'other')).toBe('other');
    expect(failureKind('a string', 'privacy')).toBe('privacy');
  });
});

describe('memory limit', () => {
  const files = (contents: Record<string, string>) => (file: string) => {
    if (file in contents) return contents[file];
    throw new Error(`ENOENT ${file}`);
  };
  it('reads cgroup v2, then v1, and has none when unlimited or unreadable', () => {
    expect(memoryLimitBytes(files({ '/sys/fs/cgroup/memory.max': '536870912\n' }))).toBe(536_870_912);
    expect(memoryLimitBytes(files({ '/sys/fs/cgroup/memory.max': 'max\n' }))).toBeUndefined();
    expect(memoryLimitBytes(files({ '/sys/fs/cgroup/memory/memory.limit_in_bytes': '402653184\n' }))).toBe(402_653_184);
    expect(memoryLimitBytes(files({ '/sys/fs/cgroup/memory/memory.limit_in_bytes': '9223372036854771712\n' }))).toBeUndefined();
    expect(memoryLimitBytes(files({}))).toBeUndefined();
  });
});
