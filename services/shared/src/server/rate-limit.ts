/**
 * Per-client-IP budgets on the routes an anonymous visitor drives, shared by every replica through
 * Redis (rate-limiter-flexible's RateLimiterRedis on ioredis). A budget allows `points` requests
 * (times RATE_LIMIT_MULTIPLIER) per client IP (see client-ip.ts; requests without a socket, i.e.
 * in-process tests, share one client) in a fixed window of `durationSec`.
 * Over budget: HttpError 429 with a `Retry-After` header (seconds), a plain sentence, code
 * 'rate_limited' and details `{ budget, retryAfterSeconds }`, counted in `budget_refusals_total` by
 * budget name.
 * Allowances are budgets of an amount (e.g. bytes stored per day) under any key (a customer id, or
 * the request's client key): taking more than is left is refused the same way, and takes nothing.
 * Redis unreachable: budgets fail open (a warning is logged), so an outage never blocks customers.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { budgetKey, clientIp, proxyTrust } from './client-ip';
import type { RateLimitSettings } from './config';
import { HttpError } from './errors';
import { logger } from './logger';
import { budgetRefusals } from './metrics';

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

export interface AllowanceOptions {
  /** The amount allowed per window (before RATE_LIMIT_MULTIPLIER), e.g. bytes. */
  limit: number;
  durationSec: number;
  /** First sentence of the 429 answer. */
  message: string;
}

/** An amount per key and window, shared by every replica. */
export interface Allowance {
  /** Takes `amount` from `key`'s allowance; HttpError 429 with Retry-After, taking nothing, when less is left. */
  take(key: string, amount: number): Promise<void>;
  /** Returns `amount` taken earlier whose work did not happen (e.g. an upload refused later). */
  giveBack(key: string, amount: number): Promise<void>;
}

export interface RateLimits {
  /** A budget named `name` (its Redis key prefix; one name, one budget across replicas). */
  budget(name: string, options: BudgetOptions): Budget;
  /** An allowance named `name` (its Redis key prefix). */
  allowance(name: string, options: AllowanceOptions): Allowance;
  /** The key the budgets count the request's client under (budgetKey of its address). */
  clientKey(c: Context): string;
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
  const clientKey = (c: Context) => budgetKey(clientIp(c, trust) ?? 'unknown');

  /** Runs a store call: its refusal when over budget, null when it passed or the store is unreachable. */
  async function attempt(name: string, call: () => Promise<unknown>): Promise<RateLimiterRes | null> {
    try {
      await call();
      return null;
    } catch (err) {
      if (err instanceof RateLimiterRes) return err;
      failOpen(name, err);
      return null;
    }
  }

  /** Throws the 429 of budget `name`'s refusal (counted): `message`, then when to try again (Retry-After in seconds). */
  const refuse = (name: string, message: string, res: RateLimiterRes): never => {
    budgetRefusals.inc({ budget: name });
    const seconds = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
    throw new HttpError(429, `${message} Please try again in ${waitText(seconds)}.`, {
      code: 'rate_limited',
      details: { budget: name, retryAfterSeconds: seconds },
      headers: { 'Retry-After': String(seconds) },
    });
  };

  function budget(name: string, { points, durationSec, message }: BudgetOptions): Budget {
    const allowed = Math.max(1, Math.round(points * settings.multiplier));
    const spent = limiter(`budget:${name}`, allowed, durationSec);
    const seen = limiter(`budget:${name}:seen`, 1, durationSec);

    async function spend(c: Context): Promise<void> {
      const refused = await attempt(name, () => spent.consume(clientKey(c)));
      if (refused) refuse(name, message, refused);
    }

    async function spendOnFirstSight(c: Context, value: string): Promise<void> {
      const key = clientKey(c);
      const seenKey = `${key}|${value}`;
      if (await attempt(name, () => seen.consume(seenKey))) return; // seen before in this window: free
      const refused = await attempt(name, () => spent.consume(key));
      if (!refused) return;
      await attempt(name, () => seen.delete(seenKey)); // a refused value is not "seen": asking again is refused too
      refuse(name, message, refused);
    }

    const middleware: MiddlewareHandler = async (c, next) => {
      await spend(c);
      await next();
    };
    return Object.assign(middleware, { spend, spendOnFirstSight });
  }

  function allowance(name: string, { limit, durationSec, message }: AllowanceOptions): Allowance {
    const taken = limiter(`allowance:${name}`, Math.max(1, Math.round(limit * settings.multiplier)), durationSec);
    return {
      async take(key, amount) {
        const refused = await attempt(name, () => taken.consume(key, amount));
        if (!refused) return;
        await attempt(name, () => taken.reward(key, amount)); // a refused take takes nothing
        refuse(name, message, refused);
      },
      async giveBack(key, amount) {
        await attempt(name, () => taken.reward(key, amount));
      },
    };
  }

  return {
    budget,
    allowance,
    clientKey,
    close: async () => {
      redis.disconnect();
    },
  };
}
