/**
 * Cache of the availability answer (GET /api/appointments/available), of the availability rules and
 * of the number of seats a slot has (the active designers, or the showroom as one), kept in every
 * replica and emptied in all of them (Redis pub/sub, see ReplicatedCache) whenever a booking, a cancellation, a staff status change, a rules change or a Google account change makes
 * `changed()` run in any replica; that also drops the cached Google busy times of every replica.
 * An answer is computed once per startDate and lives until the first change, the next midnight
 * on the showroom clock (the window moves; a day is 23 or 25 hours long when the clocks change), the start of its earliest available slot (which then stops being
 * available) or BUSY_TTL_MS (Google busy times), whichever comes first. Times use the injected clock.
 */
import type { AvailabilityRules, AvailableDay } from '@cabinetry/shared/contracts';
import { createReplicatedCache } from '@cabinetry/shared/server/replicated-cache';
import { DateTime } from 'luxon';
import { nextShowroomMidnight, showroomDay } from '@cabinetry/shared/time';
import { BUSY_TTL_MS, type BusyTimes } from './google/busy-times';
import type { RulesStore } from './models/availability-rules';
import type { DesignerModel } from './models/designer';

/** Bytes of cached answers per replica (one 28-day answer is ~8 KB). */
export const MAX_BYTES = 16 * 1024 * 1024;
export const INVALIDATION_CHANNEL = 'scheduling:availability';

type Entry = { kind: 'days'; body: string } | { kind: 'rules'; rules: AvailabilityRules } | { kind: 'seats'; seats: number };

export interface AvailabilityCache {
  /** The availability rules in force. */
  rules(): Promise<AvailabilityRules>;
  /** How many bookings a slot takes at most: the active designers, at least 1 (the showroom as one calendar). */
  seats(): Promise<number>;
  /**
   * The JSON body of the available days from `start` (null: the first bookable day), computed by
   * `compute` when not cached. Rejects when `compute` does.
   */
  days(start: DateTime | null, compute: () => Promise<AvailableDay[]>): Promise<string>;
  /** Call after anything that changes availability: empties the cache of every replica. Never throws. */
  changed(): Promise<void>;
  /** Settles once changes announced by other replicas are received. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** How long (ms) an answer computed at `now` stays right, changes aside. */
export function lifeOf(days: AvailableDay[], now: DateTime): number {
  const at = now.toMillis();
  let until = Math.min(at + BUSY_TTL_MS, nextShowroomMidnight(now).toMillis());
  const first = days.find((d) => d.slots.some((s) => s.available));
  const slot = first?.slots.find((s) => s.available);
  if (first && slot) until = Math.min(until, DateTime.fromISO(slot.start).toMillis());
  return until - at;
}

/** The cache over `rules` and `designers` (whose every change must call `changed()`). */
export function availabilityCache(deps: { redisUrl: string; rules: RulesStore; designers: DesignerModel; busy: BusyTimes; now: () => DateTime }): AvailabilityCache {
  const cache = createReplicatedCache<Entry>({
    redisUrl: deps.redisUrl,
    channel: INVALIDATION_CHANNEL,
    maxBytes: MAX_BYTES,
    sizeOf: (entry, key) => key.length + (entry.kind === 'days' ? entry.body.length : 1024),
    ttlMs: BUSY_TTL_MS,
    onInvalidate: () => deps.busy.clear(),
  });
  return {
    async rules() {
      const entry = await cache.get('rules', async () => ({ value: { kind: 'rules', rules: await deps.rules.get() } }));
      return (entry as Extract<Entry, { kind: 'rules' }>).rules;
    },
    async seats() {
      const entry = await cache.get('seats', async () => ({ value: { kind: 'seats', seats: Math.max(1, await deps.designers.countDocuments({ isActive: true })) } }));
      return (entry as Extract<Entry, { kind: 'seats' }>).seats;
    },
    async days(start, compute) {
      const entry = await cache.get(`days:${start ? showroomDay(start) : ''}`, async () => {
        const now = deps.now();
        const days = await compute();
        return { value: { kind: 'days', body: JSON.stringify(days) }, ttlMs: lifeOf(days, now) };
      });
      return (entry as Extract<Entry, { kind: 'days' }>).body;
    },
    changed: () => cache.invalidate(),
    ready: () => cache.ready(),
    close: () => cache.close(),
  };
}
