/**
 * Per-account login throttling (docs/product.md §6 sign-in): after MAX_FAILURES failed logins for one
 * username within WINDOW_SECONDS the account is locked for LOCK_SECONDS, whatever password is then
 * given; a successful login clears the count. Counters live in the identity database
 * (rate-limiter-flexible's RateLimiterMongo, TTL-indexed collection `login_failures`), so a restart
 * or a second identity replica sees the same lock.
 */
import type { Connection } from 'mongoose';
import { RateLimiterMongo } from 'rate-limiter-flexible';
import { logger } from '@cabinetry/shared/server';

export const MAX_FAILURES = 5;
export const WINDOW_SECONDS = 15 * 60;
export const LOCK_SECONDS = 15 * 60;

export interface AccountLock {
  message: string;
  retryAfterSeconds: number;
}

export interface LoginThrottle {
  /** Creates the collection's indexes (unique key, TTL on expiry). */
  init(): Promise<void>;
  /** The lock on `username` (429 message and seconds left), or null when it may try to log in. */
  lockOf(username: string): Promise<AccountLock | null>;
  /** Counts one failed login; locks the account when it reaches MAX_FAILURES. */
  recordFailure(username: string, ip: string): Promise<void>;
  /** Clears the failure count after a successful login. */
  reset(username: string): Promise<void>;
}

const keyOf = (username: string) => username.trim().toLowerCase();

/** The 429 body of the product wording: 'Too many failed login attempts. Please try again in N minutes.' */
export function lockedMessage(msRemaining: number): string {
  const minutes = Math.max(1, Math.ceil(msRemaining / 60_000));
  return `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** A throttle whose counters live in `conn`'s database. */
export function createLoginThrottle(conn: Connection): LoginThrottle {
  const limiter = new RateLimiterMongo({
    storeClient: conn.getClient(),
    dbName: conn.name,
    tableName: 'login_failures',
    keyPrefix: 'login',
    points: MAX_FAILURES,
    duration: WINDOW_SECONDS,
    disableIndexesCreation: true,
  });

  return {
    init: () => limiter.createIndexes(),
    async lockOf(username) {
      const state = await limiter.get(keyOf(username));
      if (!state || state.consumedPoints < MAX_FAILURES) return null;
      return { message: lockedMessage(state.msBeforeNext), retryAfterSeconds: Math.max(1, Math.ceil(state.msBeforeNext / 1000)) };
    },
    async recordFailure(username, ip) {
      const state = await limiter.penalty(keyOf(username), 1);
      logger.warn({ username, ip, failures: state.consumedPoints }, 'failed login');
      if (state.consumedPoints >= MAX_FAILURES) {
        await limiter.block(keyOf(username), LOCK_SECONDS);
        logger.warn({ username, ip, lockSeconds: LOCK_SECONDS }, 'account locked after repeated failed logins');
      }
    },
    async reset(username) {
      await limiter.delete(keyOf(username));
    },
  };
}
