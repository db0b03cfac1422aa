/**
 * Issue 40 item 4: the audit and privacy queues carry the trace too. A record audited inside a request
 * reaches identity with that request's trace (the worker's consumer span continues it, and the body
 * identity stores has no trace field); an erasure job carries the requesting request's context for
 * the worker. Real Redis (BullMQ) and HTTP; spans go to an in-memory exporter.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-base';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RedisHandle, startRedis } from '@cabinetry/local/providers';
import { AUDIT_QUEUE, createAuditOutbox } from './audit';
import { createErasureQueue, PRIVACY_QUEUE, type PrivacyJob } from './erasure';
import { redisConnection } from './queues';
import { currentTraceId, inSpan, startTracing } from './tracing';

const exporter = new InMemorySpanExporter();
let stopTracing: () => Promise<void>;
let redis: RedisHandle;
let identity: Server;
const received: { headers: IncomingHttpHeaders; body: Record<string, unknown> }[] = [];

beforeAll(async () => {
  stopTracing = startTracing({ serviceName: 'job-tracing-test', exporter });
  redis = await startRedis();
  identity = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, body: JSON.parse(text) as Record<string, unknown> });
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => identity.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  identity?.close();
  await redis?.stop();
  await stopTracing?.();
});

describe('queued audit records and erasures', () => {
  it('send an audit record to identity in the trace of the request that recorded it', async () => {
    const outbox = createAuditOutbox({ identityUrl: `http://127.0.0.1:${(identity.address() as AddressInfo).port}`, internalToken: 't'.repeat(32), redisUrl: redis.url });
    try {
      const traceId = await inSpan('request', async () => {
        outbox.audit({ actor: 'admin', action: 'catalogue.update', target: 'style:7' });
        return currentTraceId()!;
      });
      const sent = await vi.waitFor(() => received.find((r) => r.body.target === 'style:7') ?? Promise.reject(new Error('not yet')), { timeout: 10_000, interval: 50 });
      expect(sent.headers.traceparent).toMatch(new RegExp(`^00-${traceId}-[0-9a-f]{16}-01$`));
      expect(Object.keys(sent.body)).not.toContain('trace');
      await vi.waitFor(() => expect(exporter.getFinishedSpans().some((s) => s.name === `${AUDIT_QUEUE} record` && s.spanContext().traceId === traceId)).toBe(true), { timeout: 5_000, interval: 50 });
    } finally {
      await outbox.close();
    }
  });

  it('queue an erasure with the requesting request’s trace context', async () => {
    const erasures = createErasureQueue(redis.url);
    const queue = new Queue<PrivacyJob>(PRIVACY_QUEUE, { connection: redisConnection(redis.url) });
    try {
      const [traceId, jobId] = await inSpan('request', async () => [currentTraceId()!, await erasures.request('c-42', 'customer')] as const);
      const job = await queue.getJob(jobId);
      expect(job?.data).toMatchObject({ kind: 'erasure', customerId: 'c-42' });
      expect((job?.data as { trace?: { traceparent?: string } }).trace?.traceparent).toMatch(new RegExp(`^00-${traceId}-`));
    } finally {
      await queue.close();
      await erasures.close();
    }
  });
});
