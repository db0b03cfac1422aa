/**
 * Per-client-IP budgets on the routes an anonymous visitor drives, shared by every replica through
 * Redis (rate-limiter-flexible's RateLimiterRedis on ioredis). A budget allows `points` requests
 * (times RATE_LIMIT_MULTIPLIER) per client IP (see client-ip.ts; requests without a socket, i.e.
 * in-process tests, share one client) in a fixed window of `durationSec`.
 * Over budget: HttpError 429 with a `Retry-After` header (seconds), a plain sentence, code
 * 'rate_limited' and details `{ budget, retryAfterSeconds }`.
 * Redis unreachable: budgets fail open (a warning is logged), so an outage never blocks customers.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { budgetKey, clientIp, proxyTrust } from './client-ip';
import type { RateLimitSettings } from './config';
import { HttpError } from './errors';
import { logger } from './logger';

/** Redis commands slower than this count as an outage (fail open). */
const REDIS_TIMEOUT_MS = 500;
/** At most one "Redis unreachable" warning per this many ms. */
const WARN_EVERY_MS = 60_000;

export interface BudgetOptions {
  /** Requests allowed per window (before RATE_LIMIT_MULTIPLIER). */
  points: number;
  durationSec: number;
  /** First sentence of the 429 answer, e.g. 'Too many bookings from your network.' */
  message: string;
}

/** One budget: usable as Hono middleware (one point per request) or spent by a handler. */
export interface Budget extends MiddlewareHandler {
  /** Spends one point for the request's client. Throws HttpError 429 when the budget is spent. */
  spend(c: Context): Promise<void>;
  /**
   * Spends one point only the first time `value` is seen for the request's client in the window
   * (e.g. distinct query values); repeats are free. Throws HttpError 429 like `spend`.
   */
  spendOnFirstSight(c: Context, value: string): Promise<void>;
}

export interface RateLimits {
  /** A budget named `name` (its Redis key prefix; one name, one budget across replicas). */
  budget(name: string, options: BudgetOptions): Budget;
  close(): Promise<void>;
}

/** 'a minute', '12 minutes' or '2 hours' for a wait in seconds. */
function waitText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  if (minutes <= 1) return 'a minute';
  if (minutes < 120) return `${minutes} minutes`;
  return `${Math.ceil(minutes / 60)} hours`;
}

/** Connects to Redis (lazily, retrying in the background) and builds budgets on it. */
export function createRateLimits(settings: RateLimitSettings): RateLimits {
  const trust = proxyTrust(settings.trustedProxies);
  // A command timeout and no retries: while Redis is away or stuck, calls fail (open) within
  // REDIS_TIMEOUT_MS instead of holding the request.
  const redis = new Redis(settings.redisUrl, { maxRetriesPerRequest: 0, commandTimeout: REDIS_TIMEOUT_MS });
  let warnedAt = 0;
  const failOpen = (name: string, err: unknown) => {
    if (Date.now() - warnedAt < WARN_EVERY_MS) return;
    warnedAt = Date.now();
    logger.warn({ budget: name, err: (err as Error).message }, 'rate-limit store unreachable: budgets are not enforced meanwhile');
  };
  redis.on('error', (err) => failOpen('redis', err));

  const limiter = (keyPrefix: string, points: number, duration: number) =>
    new RateLimiterRedis({ storeClient: redis, useRedisPackage: false, keyPrefix, points, duration });

  function budget(name: string, { points, durationSec, message }: BudgetOptions): Budget {
    const allowed = Math.max(1, Math.round(points * settings.multiplier));
    const spent = limiter(`budget:${name}`, allowed, durationSec);
    const seen = limiter(`budget:${name}:seen`, 1, durationSec);
    const keyOf = (c: Context) => budgetKey(clientIp(c, trust) ?? 'unknown');

    /** Runs a store call: its refusal when over budget, null when it passed or the store is unreachable. */
    async function attempt(call: () => Promise<unknown>): Promise<RateLimiterRes | null> {
      try {
        await call();
        return null;
      } catch (err) {
        if (err instanceof RateLimiterRes) return err;
        failOpen(name, err);
        return null;
      }
    }

    const refuse = (res: RateLimiterRes): never => {
      const seconds = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
      throw new HttpError(429, `${message} Please try again in ${waitText(seconds)}.`, {
        code: 'rate_limited',
        details: { budget: name, retryAfterSeconds: seconds },
        headers: { 'Retry-After': String(seconds) },
      });
    };

    async function spend(c: Context): Promise<void> {
      const refused = await attempt(() => spent.consume(keyOf(c)));
      if (refused) refuse(refused);
    }

    async function spendOnFirstSight(c: Context, value: string): Promise<void> {
      const key = keyOf(c);
      const seenKey = `${key}|${value}`;
      if (await attempt(() => seen.consume(seenKey))) return; // seen before in this window: free
      const refused = await attempt(() => spent.consume(key));
      if (!refused) return;
      await attempt(() => seen.delete(seenKey)); // a refused value is not "seen": asking again is refused too
      refuse(refused);
    }

    const middleware: MiddlewareHandler = async (c, next) => {
      await spend(c);
      await next();
    };
    return Object.assign(middleware, { spend, spendOnFirstSight });
  }

  return {
    budget,
    close: async () => {
      redis.disconnect();
    },
  };
}
