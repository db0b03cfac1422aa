/**
 * Short-lived claims on a slot of one seat in Redis (SET NX PX, shared by every replica): the key is
 * the slot's, plus the designer's id when the showroom has designers (claimKey), so that of many
 * customers booking one slot at once one per free designer goes on to the database and the others
 * are refused at once. The unique partial index on active (slot, designer) stays the guarantee: a
 * claim only spares the database the losers. A claim is released when its booking fails or the appointment is
 * cancelled, and otherwise lapses after CLAIM_MS (the booked slot is then guarded by the index alone). When Redis does not answer within
 * REDIS_TIMEOUT_MS every claim is granted, so bookings go on with the index deciding.
 */
import { Redis } from 'ioredis';
import { logger } from '@cabinetry/shared/server/logger';
import { redisConnection } from '@cabinetry/shared/server/queues';

/** Life of a claim in ms. */
export const CLAIM_MS = 2_000;
const REDIS_TIMEOUT_MS = 500;

/** The claim key of `slotKey` for `designerId` (null: the showroom as one calendar, the slot's own key). */
export const claimKey = (slotKey: string, designerId: string | null): string => (designerId ? `${slotKey}/${designerId}` : slotKey);

export interface SlotClaims {
  /** True when this caller holds the slot's claim now (or Redis is unavailable); false when another does. */
  claim(slotKey: string): Promise<boolean>;
  /** Gives up a claim this caller holds (its booking failed). Never throws. */
  release(slotKey: string): Promise<void>;
  close(): Promise<void>;
}

export function slotClaims(redisUrl: string): SlotClaims {
  const redis = new Redis({ ...redisConnection(redisUrl), enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: REDIS_TIMEOUT_MS });
  redis.on('error', () => {}); // each failed command is logged below
  const keyOf = (slotKey: string) => `scheduling:slot-claim:${slotKey}`;
  return {
    async claim(slotKey) {
      try {
        return (await redis.set(keyOf(slotKey), '1', 'PX', CLAIM_MS, 'NX')) === 'OK';
      } catch (err) {
        logger.warn({ err: (err as Error).message }, 'slot claim unavailable; the database decides');
        return true;
      }
    },
    async release(slotKey) {
      try {
        await redis.del(keyOf(slotKey));
      } catch (err) {
        logger.warn({ err: (err as Error).message }, 'slot claim not released; it lapses on its own');
      }
    },
    async close() {
      redis.disconnect();
    },
  };
}
