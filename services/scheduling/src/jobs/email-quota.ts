/**
 * The daily cap on customer e-mails per mailbox: at most `perDay` e-mails to one mailbox (the
 * address with `+tags` removed, and Gmail's dots: `mailboxOf`) per Beirut calendar day, counted in
 * Redis with rate-limiter-flexible so every worker shares the count, keyed by the mailbox's keyed hash
 * (mailboxKeyOf under PRIVACY_HASH_SECRET: no address in Redis). Staff e-mails are not counted.
 * A refused take counts in `emails_suppressed_total`.
 */
import { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { mailboxKeyOf } from '@cabinetry/shared/server/erasure';
import { showroomDay } from '@cabinetry/shared/time';
import { emailsSuppressed } from '@cabinetry/shared/server/metrics';

/** A day's count outlives the day (it is keyed by the day, so it never carries over). */
const KEEP_SECONDS = 2 * 24 * 3600;

export interface EmailQuota {
  /** Takes one of `address`'s e-mails for the Beirut day of `at`: false when that day's are used up. Throws when Redis fails. */
  take(address: string, at: Date): Promise<boolean>;
  /** Returns one taken e-mail (its sending failed; the retry takes it again). */
  giveBack(address: string, at: Date): Promise<void>;
  close(): Promise<void>;
}

/** The quota on the Redis at `redisUrl`; `secret`: PRIVACY_HASH_SECRET, the key's hash. */
export function createEmailQuota(redisUrl: string, perDay: number, secret: string): EmailQuota {
  const redis = new Redis(redisUrl);
  redis.on('error', () => {}); // an outage fails the job's take(), and BullMQ retries the job
  const limiter = new RateLimiterRedis({ storeClient: redis, useRedisPackage: false, keyPrefix: 'customer-emails', points: perDay, duration: KEEP_SECONDS });
  const keyOf = (address: string, at: Date) => `${mailboxKeyOf(secret, address)}|${showroomDay(at)}`;
  return {
    async take(address, at) {
      try {
        await limiter.consume(keyOf(address, at));
        return true;
      } catch (err) {
        if (err instanceof RateLimiterRes) {
          emailsSuppressed.inc();
          return false;
        }
        throw err;
      }
    },
    async giveBack(address, at) {
      await limiter.reward(keyOf(address, at), 1);
    },
    async close() {
      redis.disconnect();
    },
  };
}
