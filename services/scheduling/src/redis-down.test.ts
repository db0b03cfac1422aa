/**
 * A booking made while Redis is unreachable is saved, and its notification goes out once Redis is
 * back (the outbox sweeper hands it to BullMQ), exactly once. Redis is a redis-server child this
 * test starts, stops and restarts on the same port.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '@cabinetry/local/providers';
import { json, skipBecause } from '@cabinetry/shared/testing';
import { startOutboxSweeper } from './jobs/outbox';
import { type Harness, startHarness } from './testing/harness';

const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;

let port: number;
let redis: ChildProcess | null = null;
let h: Harness;
let stopSweeper: () => void = () => {};

async function startRedisServer(): Promise<void> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  redis = child;
  const probe = new Redis({ port, host: '127.0.0.1', lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => {}); // refused connections while it starts
  await vi.waitFor(
    async () => {
      await probe.connect();
      await probe.ping();
    },
    { timeout: 10_000, interval: 100 },
  );
  probe.disconnect();
}

async function stopRedisServer(): Promise<void> {
  const child = redis;
  redis = null;
  if (!child || child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

beforeAll(async () => {
  if (!hasRedisServer) return;
  port = await freePort();
  await startRedisServer();
  h = await startHarness({ redisUrl: `redis://127.0.0.1:${port}` });
  h.startWorker();
  stopSweeper = startOutboxSweeper(h.deps.outbox);
});

afterAll(async () => {
  stopSweeper();
  await h?.stop();
  await stopRedisServer();
});

describe('booking while Redis is down', () => {
  it('saves the booking at once and e-mails the confirmation once Redis is back, exactly once', async (ctx) => {
    if (!hasRedisServer) skipBecause(ctx, 'redis-server is not installed: this test stops and restarts a redis-server child');
    await stopRedisServer();
    const customer = await h.newCustomer();
    const started = Date.now();
    const res = await h.book(customer, '2026-11-24T10:00:00+02:00');
    expect(res.status).toBe(201);
    expect(Date.now() - started).toBeLessThan(5_000);
    const appt = await json(res);
    await h.deps.outbox.flush(appt.id); // one more hand-off while Redis is down: it fails and leaves the outbox pending
    const saved = await h.deps.appointments.findById(appt.id).lean();
    expect(saved?.active).toBe(true);
    expect(saved?.outbox).toEqual([
      { kind: 'appointment-confirmation', enqueuedAt: null },
      { kind: 'appointment-reminder', enqueuedAt: null },
      { kind: 'lead-pipeline', event: 'booked', sequence: 0, enqueuedAt: null },
    ]);
    expect((await h.smtp.messages()).filter((m) => m.to.includes(customer.email))).toHaveLength(0);
    expect(await h.deps.outbox.pending()).toBe(1); // outbox_pending_entries: the backlog an operator's alert reads

    await startRedisServer();
    await h.smtp.waitFor((m) => m.to.includes(customer.email), 40_000);
    await vi.waitFor(async () => {
      const outbox = (await h.deps.appointments.findById(appt.id).lean())?.outbox ?? [];
      expect(outbox.map((e) => e.enqueuedAt instanceof Date)).toEqual([true, true, true]); // the reminder and the lead pipeline's event are queued too
    });
    expect(await h.deps.outbox.sweep()).toBe(0); // one more sweep: nothing is handed over twice
    expect(await h.deps.outbox.pending()).toBe(0);
    expect((await h.smtp.messages()).filter((m) => m.to.includes(customer.email))).toHaveLength(1);
  }, 90_000);
});
