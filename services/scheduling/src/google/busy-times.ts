/**
 * Busy times for the availability answer and booking check, per calendar: through the showroom's
 * linked account its own calendar and the calendars of designers without an account of their own
 * (by e-mail address, when shared with it), and through each designer's own account their primary
 * calendar. Per window: one freebusy query per account (the showroom's for all its calendars, one
 * per connected designer), run together and cached ~60 s as one answer (concurrent callers share
 * it). An account missing, or Google failing for it, gives no busy times for its calendars:
 * availability then rests on the appointments alone (the failure is logged).
 */
import { logger } from '@cabinetry/shared/server/logger';
import type { Interval } from '../domain/availability';
import type { GoogleLink } from './account';
import { busyIntervals, SHOWROOM_CALENDAR } from './calendar';

/** The answer's key of designer `designerId`'s own calendar (read through their own account). */
export const ownCalendarKey = (designerId: string) => `designer:${designerId}`;

export interface BusyTimes {
  /**
   * Busy intervals in [from, to) by calendar: the showroom account's `calendarIds` (default its own
   * calendar only) by id, and the own calendar of each of `designerIds` (designers with their own
   * account) by ownCalendarKey; every one is in the map.
   */
  get(from: Date, to: Date, calendarIds?: readonly string[], designerIds?: readonly string[]): Promise<Map<string, Interval[]>>;
  /** Forgets cached answers (after an account link changes). */
  clear(): void;
}

export const BUSY_TTL_MS = 60_000;

export function busyTimes(link: GoogleLink, ttlMs = BUSY_TTL_MS): BusyTimes {
  const cache = new Map<string, { at: number; busy: Promise<Map<string, Interval[]>> }>();

  /** The busy times of `ids` through the account of `designerId` (null: the showroom's), keyed by `keyOf(id)`. */
  async function query(from: Date, to: Date, designerId: string | null, ids: readonly string[], keyOf: (id: string) => string): Promise<[string, Interval[]][]> {
    const none = (): [string, Interval[]][] => ids.map((id) => [keyOf(id), []]);
    if (!ids.length) return [];
    const account = await link.linked(designerId);
    if (!account) return none();
    try {
      const busy = await busyIntervals(link.clients.calendar(account.client), from, to, ids);
      return ids.map((id) => [keyOf(id), busy.get(id) ?? []]);
    } catch (err) {
      logger.warn({ err: (err as Error).message, designerId }, 'Google freebusy query failed; using appointments only');
      return none();
    }
  }

  async function all(from: Date, to: Date, calendarIds: readonly string[], designerIds: readonly string[]): Promise<Map<string, Interval[]>> {
    const answers = await Promise.all([
      query(from, to, null, calendarIds, (id) => id),
      ...designerIds.map((designerId) => query(from, to, designerId, [SHOWROOM_CALENDAR], () => ownCalendarKey(designerId))),
    ]);
    return new Map(answers.flat());
  }

  return {
    get(from, to, calendarIds = [SHOWROOM_CALENDAR], designerIds = []) {
      const key = `${from.getTime()}-${to.getTime()}-${calendarIds.join(',')}-${designerIds.join(',')}`;
      const hit = cache.get(key);
      if (hit && Date.now() - hit.at < ttlMs) return hit.busy;
      for (const [k, v] of cache) if (Date.now() - v.at >= ttlMs) cache.delete(k);
      const busy = all(from, to, calendarIds, designerIds);
      cache.set(key, { at: Date.now(), busy });
      return busy;
    },
    clear: () => cache.clear(),
  };
}
