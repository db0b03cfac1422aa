/**
 * Issue 40 item 4: one booking is one trace. The gateway's `traceparent` reaches the booking
 * request's server span; the outbox puts the context in the notification job's data; the worker's
 * consumer span continues it, with the calendar and e-mail steps as its children, and each side's
 * MongoDB commands as theirs. Real MongoDB,
 * Redis (BullMQ) and SMTP sink; spans go to an in-memory exporter.
 */
import { randomBytes } from 'node:crypto';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type NotificationJob, notificationJobId, NOTIFICATIONS_QUEUE, redisConnection } from '@cabinetry/shared/server/queues';
import { startTracing } from '@cabinetry/shared/server/tracing';
import { json, jsonInit } from '@cabinetry/shared/testing';
import { type Harness, startHarness } from './testing/harness';
import { urlOf } from '@cabinetry/shared/contracts/api/client';

const exporter = new InMemorySpanExporter();
let stopTracing: () => Promise<void>;
let h: Harness;
let queue: Queue<NotificationJob>;

beforeAll(async () => {
  stopTracing = startTracing({ serviceName: 'scheduling-test', exporter });
  h = await startHarness();
  h.startWorker();
  queue = new Queue<NotificationJob>(NOTIFICATIONS_QUEUE, { connection: redisConnection(h.redisUrl) });
});

afterAll(async () => {
  await queue?.close();
  await h?.stop();
  await stopTracing?.();
});

const spansOf = (traceId: string) => exporter.getFinishedSpans().filter((s) => s.spanContext().traceId === traceId);
const named = (spans: ReadableSpan[], name: string) => spans.find((s) => s.name === name);

describe('a booking is one trace', () => {
  it('continues the caller’s traceparent from the request through the queued job to the e-mail sent', async () => {
    const customer = await h.newCustomer();
    const traceId = randomBytes(16).toString('hex');
    const callerSpanId = randomBytes(8).toString('hex');
    const res = await h.app.request(
      urlOf('bookAppointment'),
      jsonInit('POST', { appointmentType: 'in-person', appointmentDate: '2026-11-24T11:00:00+02:00', customerId: customer.id }, { cookie: customer.cookie, traceparent: `00-${traceId}-${callerSpanId}-01` }),
    );
    expect(res.status).toBe(201);
    const { id } = await json(res);

    // the job carries the context (and ids), not the customer
    const job = await queue.getJob(notificationJobId({ kind: 'appointment-confirmation', appointmentId: id }));
    expect(job?.data.trace?.traceparent).toMatch(new RegExp(`^00-${traceId}-[0-9a-f]{16}-01$`));
    expect(Object.keys(job!.data).sort()).toEqual(['appointmentId', 'kind', 'trace']);

    await h.smtp.waitFor((m) => m.to.includes(customer.email), 15_000);
    const spans = await vi.waitFor(() => {
      const found = spansOf(traceId);
      expect(found.filter((s) => s.name === 'email send').length).toBeGreaterThanOrEqual(1);
      expect(named(found, 'notifications appointment-confirmation')).toBeDefined();
      return found;
    }, { timeout: 15_000, interval: 50 });

    const request = named(spans, 'POST /api/appointments')!;
    expect(request.parentSpanContext?.spanId).toBe(callerSpanId);
    expect(request.attributes['http.response.status_code']).toBe(201);
    const consumer = named(spans, 'notifications appointment-confirmation')!;
    expect(consumer.attributes['messaging.message.id']).toBe(job!.id);
    // the job's parent is the request's span (the outbox hands the job over within the request)
    expect(job!.data.trace!.traceparent!.split('-')[2]).toBe(request.spanContext().spanId);
    expect(consumer.parentSpanContext?.spanId).toBe(request.spanContext().spanId);
    for (const send of spans.filter((s) => s.name === 'email send')) expect(send.parentSpanContext?.spanId).toBe(consumer.spanContext().spanId);
    // the database work is in it too: the booking's insert under the request, the worker's reads under the job
    expect(spans.find((s) => s.name === 'mongodb insert appointments')?.parentSpanContext?.spanId).toBe(request.spanContext().spanId);
    expect(spans.some((s) => s.name === 'mongodb find appointments' && s.parentSpanContext?.spanId === consumer.spanContext().spanId)).toBe(true);
    // and Redis: the request's slot claim (a SET) and its queued job (BullMQ's Lua), under the request
    expect(spans.filter((s) => s.name.startsWith('redis ') && s.parentSpanContext?.spanId === request.spanContext().spanId).map((s) => s.name)).toEqual(expect.arrayContaining(['redis set', 'redis evalsha']));
  });

  it('starts a trace when the caller sends none, one per request', async () => {
    exporter.reset();
    await h.app.request(urlOf('getAvailability'));
    await h.app.request(urlOf('getAvailability'));
    const servers = exporter.getFinishedSpans().filter((s) => s.name === 'GET /api/appointments/available');
    expect(servers).toHaveLength(2);
    expect(servers[0]!.parentSpanContext).toBeUndefined();
    expect(servers[0]!.spanContext().traceId).not.toBe(servers[1]!.spanContext().traceId);
  });
});
