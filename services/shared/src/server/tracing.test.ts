/**
 * The request side of tracing.ts in a service app (createServiceApp): off, nothing is traced or
 * sent on; on, the caller's traceparent is continued in a server span named by the route template,
 * internal calls get a traceparent of that span, and the request log line carries its trace_id.
 */
import { randomBytes } from 'node:crypto';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-base';
import { SpanStatusCode } from '@opentelemetry/api';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServiceApp } from './app';
import { logger } from './logger';
import { startTracing, traceHeaders } from './tracing';

/** An app whose handler answers the headers an internal call would send; /boom fails. */
function tracedApp() {
  const app = createServiceApp({});
  app.get('/items/:id', (c) => c.json(traceHeaders()));
  app.get('/boom', () => {
    throw new Error('boom');
  });
  return app;
}

/** The request log lines written while `work` runs. */
async function loggedLines(work: () => Promise<unknown>): Promise<Record<string, unknown>[]> {
  const lines: Record<string, unknown>[] = [];
  const info = vi.spyOn(logger, 'info').mockImplementation(((line: Record<string, unknown>) => void lines.push(line)) as typeof logger.info);
  try {
    await work();
  } finally {
    info.mockRestore();
  }
  return lines;
}

const traceId = randomBytes(16).toString('hex');
const callerSpanId = randomBytes(8).toString('hex');
const traceparent = `00-${traceId}-${callerSpanId}-01`;

describe('tracing off (no OTEL_EXPORTER_OTLP_ENDPOINT)', () => {
  it('sends no traceparent on and logs no trace_id', async () => {
    const app = tracedApp();
    let body: unknown;
    const lines = await loggedLines(async () => (body = await (await app.request('/items/7', { headers: { traceparent } })).json()));
    expect(body).toEqual({});
    expect(lines).toHaveLength(1);
    expect(lines[0]!.trace_id).toBeUndefined();
    expect(startTracing({ serviceName: 'test', endpoint: '' })).toBeTypeOf('function');
    expect(traceHeaders()).toEqual({});
  });
});

describe('tracing on', () => {
  const exporter = new InMemorySpanExporter();
  let stop: () => Promise<void>;
  beforeAll(() => void (stop = startTracing({ serviceName: 'test', exporter })));
  afterAll(() => stop());

  it('continues the caller’s trace in a span named by the route template, logged and passed on', async () => {
    const app = tracedApp();
    let body: Record<string, string> = {};
    const lines = await loggedLines(async () => (body = (await (await app.request('/items/7?q=x', { headers: { traceparent } })).json()) as Record<string, string>));
    const [span] = exporter.getFinishedSpans();
    expect(exporter.getFinishedSpans()).toHaveLength(1);
    expect(span!.name).toBe('GET /items/:id');
    expect(span!.attributes).toMatchObject({ 'http.route': '/items/:id', 'http.response.status_code': 200 });
    expect(span!.spanContext().traceId).toBe(traceId);
    expect(span!.parentSpanContext?.spanId).toBe(callerSpanId);
    expect(body.traceparent).toBe(`00-${traceId}-${span!.spanContext().spanId}-01`);
    expect(lines).toEqual([expect.objectContaining({ trace_id: traceId, path: '/items/7' })]);
  });

  it('marks a 5xx answer an error, and starts a trace for a caller without one', async () => {
    exporter.reset();
    const error = vi.spyOn(logger, 'error').mockImplementation((() => {}) as typeof logger.error);
    try {
      expect((await tracedApp().request('/boom')).status).toBe(500);
    } finally {
      error.mockRestore();
    }
    const [span] = exporter.getFinishedSpans();
    expect(span!.status.code).toBe(SpanStatusCode.ERROR);
    expect(span!.parentSpanContext).toBeUndefined();
    expect(span!.spanContext().traceId).not.toBe(traceId);
  });
});
