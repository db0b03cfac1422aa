/**
 * Login throttling (docs/product.md §6 sign-in; staff accounts on the public internet). Login
 * attempts are counted per client and per (client, username) in Redis (rate-limiter-flexible), over
 * a window of WINDOW_SECONDS, so every identity replica sees the same counts. The client is the key
 * of every per-client budget (client-ip.ts `budgetKey`: an IPv4 address, or an IPv6 /64).
 *
 * An attempt is counted atomically before its password is checked (`admit`), so a parallel burst
 * gets no more checks than the same attempts made one by one: a key's first FREE_FAILURES attempts
 * pass at once; each later one passes only by taking the key's wait (an atomic set-if-absent that
 * expires after 1 s, 2 s, 4 s, … capped at MAX_DELAY_SECONDS), so the burst's other attempts are
 * refused 429 with Retry-After, and uncounted. A successful login uncounts itself: it clears its
 * (client, username) count and wait, and gives its point back to the client's count. Nothing is
 * keyed on the username alone, so a stranger who guesses wrong only slows themselves down: the
 * owner, from their own address, is never locked out. RATE_LIMIT_MULTIPLIER scales the free
 * allowances, as it scales every budget. Redis unreachable: the throttle fails open (bcrypt's cost
 * and the bounded password checks still bound guessing) and logs a warning.
 */
import { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimitSettings } from '@cabinetry/shared/server/config';
import { logger } from '@cabinetry/shared/server/logger';
import { redisConnection } from '@cabinetry/shared/server/queues';
import { budgetKey } from '@cabinetry/shared/server/client-ip';

export const WINDOW_SECONDS = 24 * 3600;
export const MAX_DELAY_SECONDS = 15 * 60;
/** Failures a key may make before any delay: per (IP, username), and per IP (all usernames). */
export const FREE_FAILURES = { ipUser: 5, ip: 20 } as const;

type Scope = keyof typeof FREE_FAILURES;

export interface LoginWait {
  message: string;
  retryAfterSeconds: number;
}

/**
 * An attempt counted by `admit`. Left alone it stays counted, as a failure (and the wait it took, if
 * any, stands); a matching password calls `succeeded`, an unchecked one `release`.
 */
export interface LoginAttempt {
  /** The password matched: clears the (client, username) count and wait, uncounts the client's point. */
  succeeded(): Promise<void>;
  /** The password was not checked (e.g. no bcrypt slot was free): uncounts the attempt. */
  release(): Promise<void>;
}

export interface LoginThrottle {
  /**
   * Counts an attempt of client `ip` at `username` before its password is checked: the attempt to
   * settle, or the wait (429 message and seconds) when the client must wait first (then uncounted).
   */
  admit(ip: string, username: string): Promise<LoginAttempt | LoginWait>;
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
  const attempts = new RateLimiterRedis({ ...common, keyPrefix: 'login-attempts', points: Number.MAX_SAFE_INTEGER, duration: WINDOW_SECONDS });
  // a key's wait: the first consume in its window takes it (for a custom duration), later ones are refused until it expires
  const waits = new RateLimiterRedis({ ...common, keyPrefix: 'login-wait', points: 1, duration: 1 });

  const keys = (ip: string, username: string): Record<Scope, string> => {
    const client = budgetKey(ip);
    return { ip: client, ipUser: `${client}|${username.trim().toLowerCase()}` };
  };
  const scopes = Object.keys(FREE_FAILURES) as Scope[];
  const free = (scope: Scope) => Math.round(FREE_FAILURES[scope] * multiplier);
  const failOpen = (what: string) => (err: unknown) => {
    logger.warn({ err }, `login throttle unavailable (${what}): failing open`);
  };
  const waitOf = (ms: number): LoginWait => {
    const retryAfterSeconds = Math.max(1, Math.ceil(ms / 1000));
    return { message: waitMessage(retryAfterSeconds), retryAfterSeconds };
  };
  const open: LoginAttempt = { succeeded: async () => undefined, release: async () => undefined };

  /** The time left (ms) of the longest pending wait among `keyList`, 0 when none. */
  async function pendingWait(keyList: string[]): Promise<number> {
    const pending = await Promise.all(keyList.map((key) => waits.get(key)));
    return Math.max(0, ...pending.map((res) => (res && res.consumedPoints >= 1 ? res.msBeforeNext : 0)));
  }

  /** Takes the wait of `key` for `delaySeconds`: 0 when taken, else the time left (ms) of the wait another attempt holds. */
  async function takeWait(key: string, delaySeconds: number): Promise<number> {
    try {
      await waits.consume(key, 1, { customDuration: delaySeconds });
      return 0;
    } catch (err) {
      if (err instanceof RateLimiterRes) return err.msBeforeNext;
      throw err;
    }
  }

  async function admit(ip: string, username: string): Promise<LoginAttempt | LoginWait> {
    const byScope = keys(ip, username);
    const keyList = scopes.map((scope) => byScope[scope]);
    const waiting = await pendingWait(keyList);
    if (waiting > 0) return waitOf(waiting);
    const counts = await Promise.all(keyList.map(async (key) => (await attempts.penalty(key, 1)).consumedPoints));
    const taken: string[] = [];
    let refusedMs = 0;
    for (const [i, scope] of scopes.entries()) {
      const delay = delayAfter(counts[i], free(scope));
      if (delay === 0) continue;
      const left = await takeWait(keyList[i], delay);
      if (left > 0) refusedMs = Math.max(refusedMs, left);
      else {
        taken.push(keyList[i]);
        logger.warn({ ip, username, scope, attempts: counts[i], delaySeconds: delay }, 'login attempts past the free allowance: delaying the next one');
      }
    }
    const uncount = () => Promise.all([...keyList.map((key) => attempts.reward(key, 1)), ...taken.map((key) => waits.delete(key))]);
    if (refusedMs > 0) {
      await uncount();
      return waitOf(refusedMs);
    }
    return {
      async succeeded() {
        await Promise.all([attempts.delete(byScope.ipUser), waits.delete(byScope.ipUser), attempts.reward(byScope.ip, 1), ...(taken.includes(byScope.ip) ? [waits.delete(byScope.ip)] : [])]).catch(
          failOpen('reset'),
        );
      },
      async release() {
        await uncount().catch(failOpen('release'));
      },
    };
  }

  return {
    async admit(ip, username) {
      try {
        return await admit(ip, username);
      } catch (err) {
        failOpen('count')(err);
        return open;
      }
    },
    async close() {
      redis.disconnect();
    },
  };
}

/** Whether `admit` answered a wait (the attempt was refused) rather than an attempt to settle. */
export const isLoginWait = (admitted: LoginAttempt | LoginWait): admitted is LoginWait => 'retryAfterSeconds' in admitted;
