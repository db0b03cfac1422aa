/**
 * Redis commands are spans of the request or job that sent them (issue 40 item 4), against a real
 * redis-server: a command inside a request span is its child, named by the command alone (no key, no
 * argument); BullMQ's own commands are spans too; a refused command is an error with Redis' code
 * only; a client's handshake, and a command outside any span, make no span.
 */
import { SpanStatusCode } from '@opentelemetry/api';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-base';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RedisHandle, startRedis } from '@cabinetry/local/providers';
import { redisConnection } from './queues';
import { currentTraceId, inSpan, startTracing } from './tracing';

const exporter = new InMemorySpanExporter();
let stopTracing: () => Promise<void>;
let server: RedisHandle;
let redis: Redis;

beforeAll(async () => {
  stopTracing = startTracing({ serviceName: 'redis-tracing-test', exporter });
  server = await startRedis();
  redis = new Redis(server.url, { maxRetriesPerRequest: 1 });
});
afterAll(async () => {
  await redis?.quit();
  await server?.stop();
  await stopTracing?.();
});

const spansOf = (traceId: string) => exporter.getFinishedSpans().filter((s) => s.spanContext().traceId === traceId);
const spanNamed = (traceId: string, name: string) =>
  vi.waitFor(() => spansOf(traceId).find((s) => s.name === name) ?? Promise.reject(new Error(`no span ${name} yet`)), { timeout: 5_000, interval: 20 });

describe('Redis command spans', () => {
  it('make each command a child of the span that sent it, named without its key or value', async () => {
    const [traceId, requestSpanId] = await inSpan('request', async (span) => {
      await redis.set('customer-emails:layla@example.com|2026-11-29', '1');
      await redis.get('customer-emails:layla@example.com|2026-11-29');
      return [currentTraceId()!, span.spanContext().spanId];
    });
    const set = await spanNamed(traceId, 'redis set');
    const get = await spanNamed(traceId, 'redis get');
    for (const span of [set, get]) expect(span.parentSpanContext?.spanId).toBe(requestSpanId);
    expect(set.attributes).toEqual({ 'db.system.name': 'redis', 'db.operation.name': 'set' });
    expect(JSON.stringify(exporter.getFinishedSpans().map((s) => [s.name, s.attributes]))).not.toContain('layla');
  });

  it("trace BullMQ's commands under the span that queued the job", async () => {
    const queue = new Queue('redis-tracing', { connection: redisConnection(server.url) });
    try {
      const traceId = await inSpan('request', async () => {
        await queue.add('probe', { id: 'x' });
        return currentTraceId()!;
      });
      // BullMQ adds a job with a Lua script
      expect((await spanNamed(traceId, 'redis evalsha')).kind).toBe(2 /* CLIENT */);
    } finally {
      await queue.close();
    }
  });

  it("mark a refused command an error with Redis' code, not its message", async () => {
    const traceId = await inSpan('request', async () => {
      await redis.set('k', 'layla@example.com');
      await redis.lpush('k', 'x').catch(() => undefined);
      return currentTraceId()!;
    });
    const refused = await spanNamed(traceId, 'redis lpush');
    expect(refused.status.code).toBe(SpanStatusCode.ERROR);
    expect(refused.attributes['db.response.status_code']).toBe('WRONGTYPE');
    expect(refused.status.message).toBeUndefined();
  });

  it('leave a command sent outside any span untraced (no trace per BullMQ poll)', async () => {
    const before = exporter.getFinishedSpans().length;
    await redis.get('outside');
    await redis.echo('flush');
    expect(exporter.getFinishedSpans().slice(before).map((s) => s.name)).toEqual([]);
  });

  it("leave a connection's handshake untraced", async () => {
    const traceId = await inSpan('request', async () => {
      const other = new Redis(server.url, { maxRetriesPerRequest: 1 });
      await other.ping();
      await other.info('server');
      await other.quit();
      return currentTraceId()!;
    });
    // the span of the request itself only (ended before any wait)
    await vi.waitFor(() => expect(spansOf(traceId).map((s) => s.name)).toEqual(['request']), { timeout: 2_000, interval: 20 });
  });
});
