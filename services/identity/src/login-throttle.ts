/**
 * Login throttling (docs/product.md §6 sign-in; staff accounts on the public internet). Failed logins are counted
 * per client IP and per (client IP, username) in Redis (rate-limiter-flexible), over a window of
 * WINDOW_SECONDS, so every identity replica sees the same counts. Past a free allowance each further
 * failure makes that key wait a growing delay (1 s, 2 s, 4 s, … capped at MAX_DELAY_SECONDS) before
 * its next attempt, answered 429 with Retry-After. Nothing is keyed on the username alone, so a
 * stranger who guesses wrong only slows themselves down: the owner, from their own address, is never
 * locked out. A successful login clears its (IP, username) count, not its IP count. The client IP
 * is the shared one of per-IP budgets (socket peer, or a trusted proxy's X-Forwarded-For entry), and
 * RATE_LIMIT_MULTIPLIER scales the free allowances, as it scales every budget. Redis
 * unreachable: the throttle fails open (bcrypt's cost still bounds guessing) and logs a warning.
 */
import { Redis } from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { type RateLimitSettings } from '@cabinetry/shared/server/config';
import { logger } from '@cabinetry/shared/server/logger';
import { redisConnection } from '@cabinetry/shared/server/queues';

export const WINDOW_SECONDS = 24 * 3600;
export const MAX_DELAY_SECONDS = 15 * 60;
/** Failures a key may make before any delay: per (IP, username), and per IP (all usernames). */
export const FREE_FAILURES = { ipUser: 5, ip: 20 } as const;

type Scope = keyof typeof FREE_FAILURES;

export interface LoginWait {
  message: string;
  retryAfterSeconds: number;
}

export interface LoginThrottle {
  /** The wait before this IP may try `username` again (429 message and seconds), or null. */
  waitOf(ip: string, username: string): Promise<LoginWait | null>;
  /** Counts one failed login and sets the next wait of each key past its free allowance. */
  recordFailure(ip: string, username: string): Promise<void>;
  /** Clears the (IP, username) count after a successful login. */
  reset(ip: string, username: string): Promise<void>;
  close(): Promise<void>;
}

/** The delay (s) after a key's `failures`-th failure: 0 within the free allowance, then doubling. */
export function delayAfter(failures: number, free: number): number {
  return failures <= free ? 0 : Math.min(MAX_DELAY_SECONDS, 2 ** (failures - free - 1));
}

/** The 429 body: 'Too many failed login attempts. Please try again in N seconds|minutes.' */
export function waitMessage(seconds: number): string {
  const [n, unit] = seconds < 60 ? [Math.max(1, seconds), 'second'] : [Math.ceil(seconds / 60), 'minute'];
  return `Too many failed login attempts. Please try again in ${n} ${unit}${n === 1 ? '' : 's'}.`;
}

/** A throttle whose counters live in the Redis at `redisUrl`, free allowances times `multiplier`. */
export function createLoginThrottle({ redisUrl, multiplier }: Pick<RateLimitSettings, 'redisUrl' | 'multiplier'>): LoginThrottle {
  const redis = new Redis({ ...redisConnection(redisUrl), maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true });
  redis.on('error', () => undefined);
  redis.connect().catch(() => undefined);
  const common = { storeClient: redis, rejectIfRedisNotReady: true };
  const failures = new RateLimiterRedis({ ...common, keyPrefix: 'login-failures', points: Number.MAX_SAFE_INTEGER, duration: WINDOW_SECONDS });
  // a key's pending wait: `block(key, s)` marks it, `get(key)` reads the time left
  const waits = new RateLimiterRedis({ ...common, keyPrefix: 'login-wait', points: 1, duration: 1 });

  const keys = (ip: string, username: string): Record<Scope, string> => ({ ip, ipUser: `${ip}|${username.trim().toLowerCase()}` });
  const failOpen = (what: string) => (err: unknown) => {
    logger.warn({ err }, `login throttle unavailable (${what}): failing open`);
    return null;
  };

  return {
    async waitOf(ip, username) {
      const pending = await Promise.all(Object.values(keys(ip, username)).map((key) => waits.get(key))).catch(failOpen('read'));
      const ms = Math.max(0, ...(pending ?? []).map((res) => (res && res.consumedPoints > 1 ? res.msBeforeNext : 0)));
      if (ms <= 0) return null;
      const retryAfterSeconds = Math.ceil(ms / 1000);
      return { message: waitMessage(retryAfterSeconds), retryAfterSeconds };
    },
    async recordFailure(ip, username) {
      await Promise.all(
        Object.entries(keys(ip, username)).map(async ([scope, key]) => {
          const count = (await failures.penalty(key, 1)).consumedPoints;
          const delay = delayAfter(count, Math.round(FREE_FAILURES[scope as Scope] * multiplier));
          if (delay === 0) return;
          await waits.block(key, delay);
          logger.warn({ ip, username, scope, failures: count, delaySeconds: delay }, 'failed logins: delaying the next attempt');
        }),
      ).catch(failOpen('count'));
    },
    async reset(ip, username) {
      const key = keys(ip, username).ipUser;
      await Promise.all([failures.delete(key), waits.delete(key)]).catch(failOpen('reset'));
    },
    async close() {
      redis.disconnect();
    },
  };
}
