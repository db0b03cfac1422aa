/**
 * OpenTelemetry traces of every process (the services, the gateway's forwarding, the worker).
 * `startTracing` turns them on when OTEL_EXPORTER_OTLP_ENDPOINT is set (spans batched and sent as
 * OTLP over HTTP to `<endpoint>/v1/traces`, `service.name` = SERVICE_NAME); otherwise nothing is
 * registered and the OpenTelemetry API stays a no-op (no span is recorded, no id generated).
 * Context travels as W3C `traceparent`:
 * - HTTP: `traceRequests` continues the caller's header (or starts a trace) with one server span per
 *   request, named by its route template; internal calls add `traceHeaders()` to their headers;
 * - queued jobs: the producer puts `jobTrace()` in the job data (`trace`), the worker continues it with
 *   `inJobSpan` (one consumer span per attempt; `inSpan` for a step inside).
 * - MongoDB: a span per command (mongo-tracing.ts, wired by connectMongo when tracing is on);
 * - Redis: a span per command of every ioredis client, BullMQ's included (redis-tracing.ts, wired here).
 * Only ids and route templates go into spans (no personal data).
 */
import { context, propagation, SpanKind, SpanStatusCode, trace, isSpanContextValid, type Context as OtelContext, type Span } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { traceRedisCommands } from './redis-tracing';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BasicTracerProvider, BatchSpanProcessor, SimpleSpanProcessor, type SpanExporter } from '@opentelemetry/sdk-trace-base';
import type { MiddlewareHandler } from 'hono';

const tracer = trace.getTracer('@cabinetry/shared');

/** Whether startTracing registered a provider in this process (spans are recorded). */
let tracing = false;

/** True once startTracing turned tracing on (and until it is stopped): clients add their spans then. */
export const tracingOn = (): boolean => tracing;

/** The W3C trace context of a queued job, as `jobTrace()` wrote it (absent: the job starts a trace). */
export interface JobTrace {
  traceparent?: string;
  tracestate?: string;
}

export interface TracingOptions {
  /** `service.name` of every span (SERVICE_NAME). */
  serviceName: string;
  /** OTEL_EXPORTER_OTLP_ENDPOINT, e.g. http://otel-collector:4318; '' or undefined: tracing off. */
  endpoint?: string;
  /** Tests: spans go to this exporter, one by one, whatever `endpoint` says. */
  exporter?: SpanExporter;
}

/**
 * Registers the tracer provider, the async-local context and the W3C propagator when an endpoint (or
 * an exporter) is given; answers a function that flushes and stops it (a no-op when tracing is off).
 * Call once per process, before serving.
 */
export function startTracing({ serviceName, endpoint = process.env.OTEL_EXPORTER_OTLP_ENDPOINT, exporter }: TracingOptions): () => Promise<void> {
  if (!exporter && !endpoint) return async () => {};
  const processor = exporter ? new SimpleSpanProcessor(exporter) : new BatchSpanProcessor(new OTLPTraceExporter({ url: `${endpoint!.replace(/\/$/, '')}/v1/traces` }));
  const provider = new BasicTracerProvider({ resource: resourceFromAttributes({ 'service.name': serviceName }), spanProcessors: [processor] });
  const contextManager = new AsyncLocalStorageContextManager().enable();
  context.setGlobalContextManager(contextManager);
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  tracing = true;
  traceRedisCommands(tracingOn);
  return async () => {
    tracing = false;
    await provider.shutdown();
    trace.disable();
    propagation.disable();
    context.disable();
  };
}

/** The trace id of the active span (32 hex digits), or undefined when tracing is off or no span is active. */
export const currentTraceId = (): string | undefined => traceIdOf(trace.getSpan(context.active()));

/** The trace id of `span` (32 hex digits), or undefined when tracing is off. */
export function traceIdOf(span: Span | undefined): string | undefined {
  const spanContext = span?.spanContext();
  return spanContext && isSpanContextValid(spanContext) ? spanContext.traceId : undefined;
}

/** The `traceparent` (and `tracestate`) headers of the active context, to add to an outgoing request; {} when tracing is off. */
export const traceHeaders = (): Record<string, string> => traceHeadersOf(context.active());

/** The active context for a job's data (`trace` field); undefined (no field in the stored job) when tracing is off. */
export function jobTrace(): JobTrace | undefined {
  const headers = traceHeaders();
  return headers.traceparent ? headers : undefined;
}

/** Runs `work` in a span `name` (child of the active one): status ERROR and the exception recorded if it throws. */
export function inSpan<T>(name: string, work: (span: Span) => Promise<T>, options: { kind?: SpanKind; attributes?: Record<string, string | number>; parent?: OtelContext } = {}): Promise<T> {
  return tracer.startActiveSpan(name, { kind: options.kind ?? SpanKind.INTERNAL, attributes: options.attributes }, options.parent ?? context.active(), async (span) => {
    try {
      return await work(span);
    } catch (err) {
      span.recordException(err as Error);
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw err;
    } finally {
      span.end();
    }
  });
}

/**
 * Runs a queued job's `work` in a consumer span `<queue> <name>` continuing the producer's trace
 * (`trace` from the job data), with the job's id and attempt as attributes.
 */
export function inJobSpan<T>(job: { queueName: string; name: string; id?: string; attemptsMade: number; data: object & { trace?: JobTrace } }, work: () => Promise<T>): Promise<T> {
  const parent = propagation.extract(context.active(), job.data.trace ?? {});
  return inSpan(`${job.queueName} ${job.name}`, () => work(), {
    kind: SpanKind.CONSUMER,
    parent,
    attributes: { 'messaging.system': 'bullmq', 'messaging.destination.name': job.queueName, 'messaging.message.id': job.id ?? '', 'bullmq.attempt': job.attemptsMade + 1 },
  });
}

/** A request's server span and the context to run (or forward) it in; see `startRequestSpan`. */
export interface RequestSpan {
  span: Span;
  context: OtelContext;
}

/**
 * Starts the server span of a request `method` continuing the caller's trace context read from
 * `header` (a name → value lookup), or a new trace; `endRequestSpan` names and ends it.
 */
export function startRequestSpan(method: string, header: (name: string) => string | undefined): RequestSpan {
  const parent = propagation.extract(context.active(), undefined, { get: (_, key) => header(key), keys: () => ['traceparent', 'tracestate'] });
  const span = tracer.startSpan(method, { kind: SpanKind.SERVER, attributes: { 'http.request.method': method } }, parent);
  return { span, context: trace.setSpan(parent, span) };
}

/** Ends `span`, named `<METHOD> <route>` (the route template) with the answer's `status`; a 5xx marks it an error. */
export function endRequestSpan(span: Span, method: string, route: string, status: number): void {
  span.updateName(`${method} ${route}`);
  span.setAttributes({ 'http.route': route, 'http.response.status_code': status });
  if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
  span.end();
}

/** The `traceparent` (and `tracestate`) of `ctx`, to forward; {} when tracing is off. */
export function traceHeadersOf(ctx: OtelContext): Record<string, string> {
  const headers: Record<string, string> = {};
  propagation.inject(ctx, headers);
  return headers;
}

/**
 * Hono middleware: one server span per request, continuing the caller's `traceparent` (or starting
 * a trace), named `<METHOD> <route template>` with the status code; 5xx answers mark it an error.
 * Mount it before the request log, which then reads `currentTraceId()`.
 */
export function traceRequests(): MiddlewareHandler {
  return async (c, next) => {
    const { span, context: active } = startRequestSpan(c.req.method, (name) => c.req.header(name));
    try {
      await context.with(active, next);
    } finally {
      endRequestSpan(span, c.req.method, c.req.routePath, c.res.status);
    }
  };
}
