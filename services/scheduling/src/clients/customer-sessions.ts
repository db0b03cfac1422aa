/**
 * Customer sessions in scheduling (issue 34 item 1): a customer session cookie is let in only while
 * its generation is the customer's current one, which onboarding holds (redeeming a link e-mailed to
 * the address bumps it). Generations are read from onboarding's POST /internal/customers/sessions
 * (INTERNAL_TOKEN), cached per customer for `customerSessionCacheMs` (CUSTOMER_SESSION_CACHE_MS,
 * default 5 s: how long a session ended in onboarding may still be let in here). The lookups a burst
 * of requests misses together (those started in one turn of the event loop, e.g. a crowd booking
 * one slot) go to onboarding as one call per 100 customers, and concurrent lookups of one customer
 * share one; so the check costs no cross-service call per request.
 */
import { LRUCache } from 'lru-cache';
import { CUSTOMER_BATCH_MAX } from '@cabinetry/shared/contracts/api';
import { type CustomerAuth, INTERNAL_TOKEN_HEADER } from '@cabinetry/shared/server/auth';
import { HttpError } from '@cabinetry/shared/server/errors';
import { INTERNAL_CALL_TIMEOUT_MS } from '@cabinetry/shared/server/timeouts';
import { traceHeaders } from '@cabinetry/shared/server/tracing';

interface Waiting {
  resolve: (generation: number | null) => void;
  reject: (err: Error) => void;
}

/** The current session generations of `ids` (at most CUSTOMER_BATCH_MAX) by id; unknown ids are absent. Throws on any non-200 answer. */
async function fetchGenerations(onboardingUrl: string, internalToken: string, ids: string[]): Promise<Map<string, number>> {
  const res = await fetch(`${onboardingUrl}/internal/customers/sessions`, {
    method: 'POST',
    headers: { ...traceHeaders(), [INTERNAL_TOKEN_HEADER]: internalToken, 'content-type': 'application/json' },
    body: JSON.stringify({ ids }),
    signal: AbortSignal.timeout(INTERNAL_CALL_TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`onboarding answered ${res.status} for the sessions of ${ids.length} customers`);
  const { sessions } = (await res.json()) as { sessions: { id: string; generation: number }[] };
  return new Map(sessions.map((s) => [s.id, s.generation]));
}

/**
 * The CustomerAuth of scheduling: the cookie's secret and the customers' generations from
 * onboarding at `onboardingUrl` (module docstring). A lookup onboarding cannot answer throws
 * HttpError 503 (the request is refused, never let in unchecked).
 */
export function onboardingCustomerAuth(config: { customerSessionSecret: string; cookieSecure: boolean; onboardingUrl: string; internalToken: string; customerSessionCacheMs: number }): CustomerAuth {
  let pending = new Map<string, Waiting[]>();

  async function flush(): Promise<void> {
    const batch = pending;
    pending = new Map();
    const ids = [...batch.keys()];
    const chunks = Array.from({ length: Math.ceil(ids.length / CUSTOMER_BATCH_MAX) }, (_, i) => ids.slice(i * CUSTOMER_BATCH_MAX, (i + 1) * CUSTOMER_BATCH_MAX));
    await Promise.all(
      chunks.map(async (chunk) => {
        try {
          const found = await fetchGenerations(config.onboardingUrl, config.internalToken, chunk);
          for (const id of chunk) for (const w of batch.get(id)!) w.resolve(found.get(id) ?? null);
        } catch (err) {
          for (const id of chunk) for (const w of batch.get(id)!) w.reject(err as Error);
        }
      }),
    );
  }

  /** The generation of `id`, asked for with the other lookups of this turn of the event loop. */
  const load = (id: string) =>
    new Promise<number | null>((resolve, reject) => {
      if (!pending.size) setImmediate(() => void flush());
      pending.set(id, [...(pending.get(id) ?? []), { resolve, reject }]);
    });

  const cache = new LRUCache<string, { generation: number | null }>({
    max: 10_000,
    ttl: config.customerSessionCacheMs,
    fetchMethod: async (id) => ({ generation: await load(id) }),
  });

  return {
    secret: config.customerSessionSecret,
    secureOnly: config.cookieSecure,
    sessions: async (customerId) => {
      try {
        return (await cache.fetch(customerId))!.generation;
      } catch {
        throw new HttpError(503, 'Cannot check your session right now: please try again', { code: 'unavailable' });
      }
    },
  };
}
