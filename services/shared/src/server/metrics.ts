/**
 * Prometheus metrics of a process (prom-client), served on METRICS_PORT by `serveMetrics`: never on
 * the public port, so neither nginx nor the gateway's /api reaches them. Unset or '' = no metrics
 * server (`npm start` runs every process on one host). Every series carries `service`
 * (SERVICE_NAME). What is counted, and where:
 * - `http_requests_total` and `http_request_duration_seconds` (route, method, status): the service
 *   apps (`countRequests` in createServiceApp) and the gateway (its /api hop records per upstream).
 *   `route` is the matched Hono pattern (`/api/onboarding/step4/:customerId`) or the upstream, never
 *   the raw path, so the label's values are bounded by the code;
 * - `budget_refusals_total` (budget): a per-client budget answered 429 (rate-limit.ts);
 * - `queue_jobs` (queue, state) and `queue_oldest_job_age_seconds` (queue) read at scrape time,
 *   `queue_job_failures_total` (queue, kind: calendar, mail, privacy, other; see `failedAt`): the worker;
 * - `outbox_pending_entries`: notification jobs the scheduling API has not handed to the queue yet;
 * - `process_memory_limit_bytes`: the process's cgroup memory limit (NaN when it has none);
 * - `emails_sent_total` (route: gmail, smtp) and `emails_suppressed_total`: the worker's mail jobs;
 * plus prom-client's default process metrics (CPU, memory, event-loop lag, heap).
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MiddlewareHandler } from 'hono';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { readConfig } from './config';
import { logger } from './logger';

/** This process's registry (one per process). */
export const registry = new Registry();

const REQUEST_LABELS = ['route', 'method', 'status'] as const;

export const httpRequests = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered', labelNames: REQUEST_LABELS, registers: [registry] });
export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from a request received to its answer sent, in seconds',
  labelNames: REQUEST_LABELS,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});
export const budgetRefusals = new Counter({ name: 'budget_refusals_total', help: 'Requests refused with 429 by a per-client budget', labelNames: ['budget'], registers: [registry] });
export const jobFailures = new Counter({
  name: 'queue_job_failures_total',
  help: 'Job attempts that failed (each is retried with backoff until its attempts run out), by the step that failed',
  labelNames: ['queue', 'kind'],
  registers: [registry],
});
export const emailsSent = new Counter({ name: 'emails_sent_total', help: 'E-mails handed to Gmail or the SMTP relay', labelNames: ['route'], registers: [registry] });
/** Privacy jobs (erasures, retention sweeps) that failed their last attempt: a customer's data may still be held (alert on any). */
export const privacyJobsFailed = new Counter({ name: 'privacy_jobs_failed_total', help: 'Privacy jobs (erasures, retention sweeps) that failed every attempt', labelNames: ['kind'], registers: [registry] });
export const emailsSuppressed = new Counter({ name: 'emails_suppressed_total', help: 'Customer e-mails not sent: the recipient had their e-mails for the day', registers: [registry] });

/** Records one answered request (`seconds` from received to answered). */
export function recordRequest(route: string, method: string, status: number, seconds: number): void {
  const labels = { route, method, status: String(status) };
  httpRequests.inc(labels);
  httpRequestDuration.observe(labels, seconds);
}

/** Middleware: records every request of a Hono app under its matched route pattern. */
export function countRequests(): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    recordRequest(c.req.routePath, c.req.method, c.res.status, (performance.now() - started) / 1000);
  };
}

const FAILURE_KIND = Symbol('failure kind');

/**
 * Marks `err` as a failure of step `kind` ('calendar', 'mail', 'whatsapp'…), for the
 * `queue_job_failures_total` label; the first mark wins (a mail error inside a calendar step stays
 * 'mail'). Returns `err`, to be thrown.
 */
export function failedAt<E>(kind: string, err: E): E {
  if (typeof err === 'object' && err !== null && !(FAILURE_KIND in err)) Object.defineProperty(err, FAILURE_KIND, { value: kind });
  return err;
}

/** The step `failedAt` marked on `err`, else `fallback`. */
export function failureKind(err: unknown, fallback: string): string {
  return typeof err === 'object' && err !== null && FAILURE_KIND in err ? String((err as Record<symbol, unknown>)[FAILURE_KIND]) : fallback;
}

/** The part of a BullMQ job the queue metrics read: when it was added and its delay (ms). */
interface QueuedJob {
  timestamp: number;
  delay?: number;
  opts?: { delay?: number };
}

/** Anything that can count its jobs by state and list them, oldest first (a BullMQ Queue). */
export interface CountableQueue {
  name: string;
  getJobCounts(...states: string[]): Promise<Record<string, number>>;
  getJobs(types: ('waiting' | 'delayed')[], start?: number, end?: number, asc?: boolean): Promise<(QueuedJob | undefined)[]>;
}

const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed'];

/**
 * How long (s) the job of `queue` that has been due longest has waited: the oldest waiting job
 * (since it was added, or since its delay ran out) or the first delayed job whose time has passed
 * (no worker promoted it); 0 when none is due. `now` in ms since the epoch.
 */
export async function oldestJobAge(queue: CountableQueue, now: number): Promise<number> {
  const [[waiting], [delayed]] = await Promise.all([queue.getJobs(['waiting'], 0, 0, true), queue.getJobs(['delayed'], 0, 0, true)]);
  const dueAt = (job: QueuedJob) => job.timestamp + (job.delay ?? job.opts?.delay ?? 0);
  const due = [waiting, delayed].filter((job): job is QueuedJob => job !== undefined).map(dueAt);
  return Math.max(0, ...due.map((at) => (now - at) / 1000));
}

/**
 * Adds the `queue_jobs` (queue, state) and `queue_oldest_job_age_seconds` (queue, see oldestJobAge)
 * gauges for `queues`, read from Redis at each scrape (a failed read leaves that queue out).
 */
export function watchQueues(queues: CountableQueue[], now: () => number = Date.now): void {
  registry.removeSingleMetric('queue_jobs');
  registry.removeSingleMetric('queue_oldest_job_age_seconds');
  new Gauge({
    name: 'queue_jobs',
    help: 'Jobs in a queue by state (waiting, active, delayed, failed)',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const queue of queues) {
        const counts = await queue.getJobCounts(...QUEUE_STATES).catch(() => undefined);
        for (const state of QUEUE_STATES) if (counts) this.set({ queue: queue.name, state }, counts[state] ?? 0);
      }
    },
  });
  new Gauge({
    name: 'queue_oldest_job_age_seconds',
    help: 'Seconds the job due longest in a queue has waited for a worker (0 when none is due)',
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const queue of queues) {
        const age = await oldestJobAge(queue, now()).catch(() => undefined);
        if (age !== undefined) this.set({ queue: queue.name }, age);
      }
    },
  });
}

/** Adds the `outbox_pending_entries` gauge, read by `count` at each scrape (NaN when the read fails: no alert compares true). */
export function watchOutbox(count: () => Promise<number>): void {
  registry.removeSingleMetric('outbox_pending_entries');
  new Gauge({
    name: 'outbox_pending_entries',
    help: 'Notification jobs stored with their appointment and not yet handed to the queue',
    registers: [registry],
    async collect() {
      this.set(await count().catch(() => Number.NaN));
    },
  });
}

/** cgroup v2, then v1: the file holding this process's memory limit. */
const MEMORY_LIMIT_FILES = ['/sys/fs/cgroup/memory.max', '/sys/fs/cgroup/memory/memory.limit_in_bytes'];

/**
 * The memory limit (bytes) of this process's cgroup (a container's `mem_limit`, a pod's limit), or
 * undefined when it has none ('max', or v1's near-2^63 "unlimited") or none can be read.
 */
export function memoryLimitBytes(read: (file: string) => string = (file) => readFileSync(file, 'utf8')): number | undefined {
  for (const file of MEMORY_LIMIT_FILES) {
    let text: string;
    try {
      text = read(file).trim();
    } catch {
      continue;
    }
    const bytes = Number(text);
    return Number.isSafeInteger(bytes) && bytes > 0 && bytes < 2 ** 53 ? bytes : undefined;
  }
  return undefined;
}

new Gauge({
  name: 'process_memory_limit_bytes',
  help: "The memory limit of the process's container (cgroup), in bytes; NaN when unlimited",
  registers: [registry],
  collect() {
    this.set(memoryLimitBytes() ?? Number.NaN);
  },
});

/** METRICS_PORT from the environment: a port, or undefined when unset or ''. Throws ConfigError when it is not a port. */
export function metricsPort(env: Record<string, string | undefined> = process.env): number | undefined {
  return readConfig((read) => (read.string('METRICS_PORT', '') === '' ? undefined : read.port('METRICS_PORT', 0)), env);
}

/**
 * Serves GET /metrics (Prometheus text format) and GET /health (200 `{status:'ok'}` when every
 * check passes, else 503 naming the failed ones; no checks = the process answers) on `port`,
 * every interface. Default labels: `service` = `name`. Resolves the listening server.
 */
export async function serveMetrics(port: number, name: string, checks: Record<string, () => Promise<boolean>> = {}): Promise<Server> {
  registry.setDefaultLabels({ service: name });
  if (!registry.getSingleMetric('process_cpu_seconds_total')) collectDefaultMetrics({ register: registry });
  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (req.method === 'GET' && path === '/metrics') {
      registry.metrics().then(
        (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
        (err: unknown) => res.writeHead(500, { 'content-type': 'text/plain' }).end(String(err)),
      );
    } else if (req.method === 'GET' && path === '/health') {
      void Promise.all(Object.entries(checks).map(async ([check, run]) => [check, await run().catch(() => false)] as const)).then((results) => {
        const failed = results.filter(([, ok]) => !ok).map(([check]) => check);
        res.writeHead(failed.length ? 503 : 200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(failed.length ? { status: 'unhealthy', failed } : { status: 'ok' }));
      });
    } else {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"Not found"}');
    }
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, process.env.HOST ?? '0.0.0.0', resolve));
  logger.info({ port: (server.address() as AddressInfo).port }, `${name} metrics on ${(server.address() as AddressInfo).port}`);
  return server;
}

/** serveMetrics on METRICS_PORT when it is set; resolves a function that closes it (a no-op when none). */
export async function serveMetricsFromEnv(name: string, checks?: Record<string, () => Promise<boolean>>): Promise<() => Promise<void>> {
  const port = metricsPort();
  if (port === undefined) return async () => {};
  const server = await serveMetrics(port, name, checks);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
