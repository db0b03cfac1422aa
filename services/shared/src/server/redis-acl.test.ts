/**
 * The Redis ACL users of deploy/data-stores/redis-acl.sh against a real redis-server started with
 * the file it writes: each service's own keys and channels work through the real modules (BullMQ
 * queues and workers, the erasure queue, rate-limit budgets, pub/sub), and everything else is
 * refused (NOPERM): the notification and privacy queues only for their producers and the worker.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '@cabinetry/local/providers';
import { createErasureQueue, PRIVACY_QUEUE } from './erasure';
import { NOTIFICATIONS_QUEUE, redisConnection, WHATSAPP_QUEUE } from './queues';
import { AUDIT_QUEUE } from './audit';

const script = fileURLToPath(new URL('../../../../deploy/data-stores/redis-acl.sh', import.meta.url));
const USERS = { default: 'REDIS_PASSWORD', identity: 'REDIS_IDENTITY_PASSWORD', catalogue: 'REDIS_CATALOGUE_PASSWORD', onboarding: 'REDIS_ONBOARDING_PASSWORD', scheduling: 'REDIS_SCHEDULING_PASSWORD', 'scheduling-worker': 'REDIS_WORKER_PASSWORD' } as const;
type User = keyof typeof USERS;
const passwords = Object.fromEntries(Object.values(USERS).map((variable) => [variable, `pw-${variable.toLowerCase()}-${process.pid}`]));

let dir: string;
let server: ChildProcess;
let port: number;
const closers: (() => Promise<unknown>)[] = [];

const urlOf = (user: User) => `redis://${user}:${passwords[USERS[user]]}@127.0.0.1:${port}`;
/** An ioredis client signed in as `user`, closed after the tests. */
function client(user: User): Redis {
  const redis = new Redis(urlOf(user), { maxRetriesPerRequest: 1 });
  closers.push(() => redis.quit());
  return redis;
}
const outcome = (promise: Promise<unknown>) => promise.then(() => 'ok', (error: Error) => (error.message.startsWith('NOPERM') ? 'NOPERM' : error.message));
/** Adds a job to `queue` as `user`: 'ok' or 'NOPERM'. */
async function add(user: User, queue: string): Promise<string> {
  const q = new Queue(queue, { connection: { ...redisConnection(urlOf(user)), enableOfflineQueue: false, maxRetriesPerRequest: 1 } });
  closers.push(() => q.close());
  return outcome(q.add('probe', { id: 'x' }, { removeOnComplete: true }));
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'redis-acl-'));
  execFileSync('sh', [script, join(dir, 'users.acl')], { env: { ...process.env, ...passwords } });
  port = await freePort();
  server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--aclfile', join(dir, 'users.acl')], { stdio: 'ignore' });
  const admin = new Redis(urlOf('default'), { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => 100 });
  await vi.waitFor(
    async () => {
      if ((await admin.ping().catch(() => '')) !== 'PONG') throw new Error('redis-server did not start with the ACL file');
    },
    { timeout: 10_000, interval: 100 },
  );
  admin.disconnect();
});

afterAll(async () => {
  for (const close of closers.reverse()) await close().catch(() => undefined);
  server?.kill();
  rmSync(dir, { recursive: true, force: true });
});

describe('redis-acl.sh', () => {
  it('writes hashes, never a password, and refuses to start without one', () => {
    const acl = readFileSync(join(dir, 'users.acl'), 'utf8');
    for (const password of Object.values(passwords)) expect(acl).not.toContain(password);
    expect(acl.match(/^user \S+ reset on #[0-9a-f]{64} /gm)).toHaveLength(Object.keys(USERS).length);
    const { REDIS_WORKER_PASSWORD: _, ...missing } = passwords;
    expect(() => execFileSync('sh', [script, join(dir, 'other.acl')], { env: { PATH: process.env.PATH, ...missing }, stdio: 'pipe' })).toThrow(/REDIS_WORKER_PASSWORD is not set/);
  });

  it('lets only the producers and the worker reach the notification and privacy queues', async () => {
    const reach = async (queue: string) => Object.fromEntries(await Promise.all((Object.keys(USERS) as User[]).filter((u) => u !== 'default').map(async (u) => [u, await add(u, queue)])));
    expect(await reach(NOTIFICATIONS_QUEUE)).toEqual({ identity: 'NOPERM', catalogue: 'NOPERM', onboarding: 'ok', scheduling: 'ok', 'scheduling-worker': 'ok' });
    expect(await reach(PRIVACY_QUEUE)).toEqual({ identity: 'NOPERM', catalogue: 'NOPERM', onboarding: 'ok', scheduling: 'NOPERM', 'scheduling-worker': 'ok' });
    expect(await reach(AUDIT_QUEUE)).toEqual({ identity: 'NOPERM', catalogue: 'ok', onboarding: 'ok', scheduling: 'ok', 'scheduling-worker': 'NOPERM' });
    // the WhatsApp sends (queued by scheduling's outbox) and the customers' replies (its webhook intake)
    for (const queue of [WHATSAPP_QUEUE, 'whatsapp-replies']) {
      expect(await reach(queue), queue).toEqual({ identity: 'NOPERM', catalogue: 'NOPERM', onboarding: 'NOPERM', scheduling: 'ok', 'scheduling-worker': 'ok' });
    }
  });

  it("runs BullMQ end to end: onboarding's erasure request and scheduling's notification are worked by the worker", async () => {
    const queue = NOTIFICATIONS_QUEUE;
    const done: string[] = [];
    const connection = redisConnection(urlOf('scheduling-worker'));
    const notifications = new Worker(queue, async (job) => void done.push(`${queue}:${job.name}`), { connection });
    const privacy = new Worker(PRIVACY_QUEUE, async (job) => void done.push(`${PRIVACY_QUEUE}:${job.name}`), { connection });
    closers.push(() => notifications.close(), () => privacy.close());
    const erasures = createErasureQueue(urlOf('onboarding'));
    closers.push(() => erasures.close());
    await erasures.request('65f000000000000000000001', 'customer');
    const producer = new Queue(queue, { connection: redisConnection(urlOf('scheduling')) });
    closers.push(() => producer.close());
    await producer.add('appointment-booked', { kind: 'appointment-booked', appointmentId: 'a1' });
    const expected = [`${NOTIFICATIONS_QUEUE}:appointment-booked`, `${PRIVACY_QUEUE}:erasure`];
    const worked = () => done.filter((name) => expected.includes(name)).sort();
    await expect.poll(worked, { timeout: 10_000, interval: 100 }).toEqual(expected);
    // the worker reads the eviction policy it warns about
    expect(await client('scheduling-worker').config('GET', 'maxmemory-policy')).toEqual(['maxmemory-policy', 'noeviction']);
  });

  it("keeps each service to its own keys and channels, and away from the admin's commands", async () => {
    const catalogue = client('catalogue');
    const onboarding = client('onboarding');
    const scheduling = client('scheduling');
    const worker = client('scheduling-worker');
    const identity = client('identity');
    expect({
      ownBudget: await outcome(catalogue.set('budget:image-encodes:client', '1')),
      othersBudget: await outcome(catalogue.set('budget:customers:client', '1')),
      ownChannel: await outcome(catalogue.publish('catalogue:public-lists', '1')),
      othersChannel: await outcome(catalogue.publish('scheduling:availability', '1')),
      flushall: await outcome(catalogue.flushall()),
      keys: await outcome(catalogue.keys('*')),
      config: await outcome(catalogue.config('SET', 'appendonly', 'no')),
    }).toEqual({ ownBudget: 'ok', othersBudget: 'NOPERM', ownChannel: 'ok', othersChannel: 'NOPERM', flushall: 'NOPERM', keys: 'NOPERM', config: 'NOPERM' });
    expect({
      onboardingAllowance: await outcome(onboarding.set('allowance:upload-bytes-customer:c1', '1')),
      onboardingSlotClaim: await outcome(onboarding.set('scheduling:slot-claim:s1', '1')),
      schedulingSlotClaim: await outcome(scheduling.set('scheduling:slot-claim:s1', '1', 'PX', 1000)),
      // the admissions to a slot's booking attempts (slot-claims.ts admit/leave: Lua on the key)
      schedulingSlotAdmission: await outcome(scheduling.eval("return redis.call('INCR', KEYS[1])", 1, 'scheduling:slot-admissions:s1')),
      schedulingChannel: await outcome(scheduling.publish('scheduling:availability', '1')),
      workerEmailCap: await outcome(worker.set('customer-emails:someone@example.com|2026-11-29', '1')),
      workerResetsAllowance: await outcome(worker.del('allowance:resume-links-address:someone@example.com')),
      workerBudget: await outcome(worker.set('budget:bookings:client', '1')),
      identityThrottle: await outcome(identity.set('login-attempts:someone', '1')),
      identityEmailCap: await outcome(identity.get('customer-emails:someone@example.com|2026-11-29')),
    }).toEqual({
      onboardingAllowance: 'ok',
      onboardingSlotClaim: 'NOPERM',
      schedulingSlotClaim: 'ok',
      schedulingSlotAdmission: 'ok',
      schedulingChannel: 'ok',
      workerEmailCap: 'ok',
      workerResetsAllowance: 'ok',
      workerBudget: 'NOPERM',
      identityThrottle: 'ok',
      identityEmailCap: 'NOPERM',
    });
  });
});
