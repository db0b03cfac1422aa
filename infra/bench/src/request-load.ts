/**
 * HTTP load where every request may differ (a body signed per request, say), with undici: a pool of
 * `connections` keep-alive connections to one origin, each kept busy for `seconds` with the requests
 * `build(i)` makes (i = 0, 1, 2, ... in the order they are sent). Answers requests/s and latency
 * percentiles (ms, from the request's start to its whole answer read) and the answers by status.
 * Loopback only, like ./http-load.ts (autocannon, which repeats one request).
 */
import { Pool } from 'undici';

export interface BuiltRequest {
  method: 'GET' | 'POST';
  /** the path and query, e.g. '/api/webhooks/whatsapp' */
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface RequestLoadResult {
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** the answers by HTTP status, e.g. { 200: 2604 }; transport errors under 'error' */
  statuses: Record<string, number>;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Sends `build(i)` requests to `origin` (http://127.0.0.1:port) over `connections` connections for `seconds`; throws on a non-loopback origin. */
export async function measureRequests(
  origin: string,
  build: (i: number) => BuiltRequest,
  { connections = 32, seconds = 5 }: { connections?: number; seconds?: number } = {},
): Promise<RequestLoadResult> {
  const host = new URL(origin).hostname;
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(host)) throw new Error(`refusing to load a non-local host: ${host}`);
  const pool = new Pool(origin, { connections, pipelining: 1 });
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let next = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const loop = async () => {
    while (performance.now() < deadline) {
      const request = build(next++);
      const t0 = performance.now();
      let status: string;
      try {
        const res = await pool.request(request);
        await res.body.dump();
        status = String(res.statusCode);
      } catch {
        status = 'error';
      }
      latencies.push(performance.now() - t0);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  try {
    await Promise.all(Array.from({ length: connections }, loop));
  } finally {
    await pool.close();
  }
  const elapsed = (performance.now() - started) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    requestsPerSecond: Math.round(latencies.length / elapsed),
    p50: Math.round(percentile(sorted, 50)),
    p99: Math.round(percentile(sorted, 99)),
    statuses,
  };
}
