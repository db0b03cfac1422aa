/**
 * Short-lived claims on a slot of one seat in Redis (SET NX PX, shared by every replica): the key is
 * the slot's, plus the designer's id when the showroom has designers (claimKey), so that of many
 * customers booking one slot at once one per free designer goes on to the database and the others
 * are refused at once. The unique partial index on active (slot, designer) stays the guarantee: a
 * claim only spares the database the losers. A claim is released when its booking fails or the appointment is
 * cancelled, and otherwise lapses after CLAIM_MS (the booked slot is then guarded by the index alone).
 * Before any of that, an attempt at a slot is admitted (admit) only while fewer attempts than the
 * slot's seats are under way there: a counter per slot, given back when the attempt ends, written
 * or not (leave), and lapsing CLAIM_MS after its first admission should a process die meanwhile. So
 * of 100 customers racing for a slot three designers are free at, three go on to read the database
 * and rank designers, and the others are refused after one Redis call. When Redis does not answer within
 * REDIS_TIMEOUT_MS every claim and admission is granted, so bookings go on with the index deciding.
 */
import { Redis } from 'ioredis';
import { logger } from '@cabinetry/shared/server/logger';
import { redisConnection } from '@cabinetry/shared/server/queues';

/** Life of a claim in ms. */
export const CLAIM_MS = 2_000;
const REDIS_TIMEOUT_MS = 500;

/** KEYS[1] the slot's admission counter; ARGV[1] its seats, ARGV[2] its life in ms. 1: admitted, 0: full. */
const ADMIT = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
if n > tonumber(ARGV[1]) then redis.call('DECR', KEYS[1]) return 0 end
return 1`;
/** KEYS[1] the slot's admission counter: one fewer, never below zero. */
const LEAVE = `if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then redis.call('DECR', KEYS[1]) end return 1`;

/** The claim key of `slotKey` for `designerId` (null: the showroom as one calendar, the slot's own key). */
export const claimKey = (slotKey: string, designerId: string | null): string => (designerId ? `${slotKey}/${designerId}` : slotKey);

export interface SlotClaims {
  /** True when this caller holds the slot's claim now (or Redis is unavailable); false when another does. */
  claim(slotKey: string): Promise<boolean>;
  /** Gives up a claim this caller holds (its booking failed). Never throws. */
  release(slotKey: string): Promise<void>;
  /** True when fewer than `seats` attempts at `slotKey` are under way (this one now counts), or Redis is unavailable. */
  admit(slotKey: string, seats: number): Promise<boolean>;
  /** Gives back an admission to `slotKey` (the attempt has ended). Never throws. */
  leave(slotKey: string): Promise<void>;
  close(): Promise<void>;
}

export function slotClaims(redisUrl: string): SlotClaims {
  const redis = new Redis({ ...redisConnection(redisUrl), enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: REDIS_TIMEOUT_MS });
  redis.on('error', () => {}); // each failed command is logged below
  const keyOf = (slotKey: string) => `scheduling:slot-claim:${slotKey}`;
  const admissionsOf = (slotKey: string) => `scheduling:slot-admissions:${slotKey}`;
  /** Runs `command`; when Redis fails, logs `warning` and answers `fallback`. */
  const orElse = async <T>(command: () => Promise<T>, fallback: T, warning: string): Promise<T> => {
    try {
      return await command();
    } catch (err) {
      logger.warn({ err: (err as Error).message }, warning);
      return fallback;
    }
  };
  return {
    claim: (slotKey) => orElse(async () => (await redis.set(keyOf(slotKey), '1', 'PX', CLAIM_MS, 'NX')) === 'OK', true, 'slot claim unavailable; the database decides'),
    release: (slotKey) => orElse(async () => void (await redis.del(keyOf(slotKey))), undefined, 'slot claim not released; it lapses on its own'),
    admit: (slotKey, seats) =>
      orElse(async () => (await redis.eval(ADMIT, 1, admissionsOf(slotKey), seats, CLAIM_MS)) === 1, true, 'slot admission unavailable; the database decides'),
    leave: (slotKey) => orElse(async () => void (await redis.eval(LEAVE, 1, admissionsOf(slotKey))), undefined, 'slot admission not given back; it lapses on its own'),
    async close() {
      redis.disconnect();
    },
  };
}
