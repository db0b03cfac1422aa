/**
 * MongoDB commands are spans of the request that sent them (issue 40 item 4), against the embedded
 * MongoDB-wire server: a find inside a request span is its child, named by command and collection,
 * with no query or document in its attributes; a command the server refuses is an error with its
 * code only.
 */
import { SpanStatusCode } from '@opentelemetry/api';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-base';
import type mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type EmbeddedMongo, startEmbeddedMongo } from '@cabinetry/embedded-mongo';
import { connectMongo } from './mongo';
import { currentTraceId, inSpan, startTracing } from './tracing';

const exporter = new InMemorySpanExporter();
let stopTracing: () => Promise<void>;
let mongo: EmbeddedMongo;
let conn: mongoose.Connection;

beforeAll(async () => {
  stopTracing = startTracing({ serviceName: 'mongo-tracing-test', exporter });
  mongo = await startEmbeddedMongo();
  conn = await connectMongo(`${mongo.uri.replace(/\/$/, '')}/tracing`);
});
afterAll(async () => {
  await conn?.close();
  await mongo?.close();
  await stopTracing?.();
});

const spansOf = (traceId: string) => exporter.getFinishedSpans().filter((s) => s.spanContext().traceId === traceId);

describe('MongoDB command spans', () => {
  it('make each command a child of the span that sent it, without the query', async () => {
    const customers = conn.db!.collection('customers');
    await customers.insertOne({ _id: 'c-1' as never, email: 'layla@example.com' });
    const [traceId, requestSpanId] = await inSpan('request', async (span) => {
      await customers.findOne({ email: 'layla@example.com' });
      return [currentTraceId()!, span.spanContext().spanId];
    });
    const find = await vi.waitFor(() => spansOf(traceId).find((s) => s.name === 'mongodb find customers') ?? Promise.reject(new Error('no span yet')), { timeout: 5_000, interval: 20 });
    expect(find.parentSpanContext?.spanId).toBe(requestSpanId);
    expect(find.attributes).toEqual({ 'db.system.name': 'mongodb', 'db.operation.name': 'find', 'db.namespace': 'tracing', 'db.collection.name': 'customers' });
    expect(JSON.stringify(find.attributes)).not.toContain('layla');
  });

  it('mark a refused command an error with its code, not its message', async () => {
    const traceId = await inSpan('request', async () => {
      await conn.db!.command({ noSuchCommand: 'layla@example.com' }).catch(() => undefined);
      return currentTraceId()!;
    });
    const refused = await vi.waitFor(() => spansOf(traceId).find((s) => s.name === 'mongodb noSuchCommand') ?? Promise.reject(new Error('no span yet')), { timeout: 5_000, interval: 20 });
    expect(refused.status.code).toBe(SpanStatusCode.ERROR);
    expect(refused.attributes['db.response.status_code']).toMatch(/^\d+$/);
    expect(refused.status.message).toBeUndefined();
    expect(refused.events).toEqual([]);
    expect(JSON.stringify([refused.name, refused.attributes])).not.toContain('layla');
  });
});
