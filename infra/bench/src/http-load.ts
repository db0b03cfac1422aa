/**
 * HTTP load measurement with autocannon: requests/s and latency percentiles (ms) of one URL.
 * Loopback only (the URLs this script receives are the local system's).
 */
import autocannon from 'autocannon';

export interface LoadResult {
  url: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** Runs `connections` concurrent connections against `url` for `seconds`, sending `headers` too; throws on a non-loopback URL. */
export async function measure(url: string, { connections = 32, seconds = 5, headers = {} as Record<string, string> } = {}): Promise<LoadResult> {
  const host = new URL(url).hostname;
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(host)) throw new Error(`refusing to load a non-local host: ${host}`);
  const result = await autocannon({ url, connections, duration: seconds, headers: { accept: 'application/json', ...headers } });
  return {
    url,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
