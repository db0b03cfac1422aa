/**
 * Busy times for the availability answer and booking check, per calendar: the linked (showroom's)
 * Google calendar and designers' calendars (by e-mail address), one freebusy query per window and
 * set of calendars, cached ~60 s (concurrent callers share one request). No linked account, or
 * Google failing, gives no busy times: availability then rests on the appointments alone (the
 * failure is logged).
 */
import { logger } from '@cabinetry/shared/server/logger';
import type { Interval } from '../domain/availability';
import type { GoogleLink } from './account';
import { busyIntervals, SHOWROOM_CALENDAR } from './calendar';

export interface BusyTimes {
  /** Busy intervals in [from, to) by calendar id (default: the showroom's calendar only); every id is in the map. */
  get(from: Date, to: Date, calendarIds?: readonly string[]): Promise<Map<string, Interval[]>>;
  /** Forgets cached answers (after the account link changes). */
  clear(): void;
}

export const BUSY_TTL_MS = 60_000;

export function busyTimes(link: GoogleLink, ttlMs = BUSY_TTL_MS): BusyTimes {
  const cache = new Map<string, { at: number; busy: Promise<Map<string, Interval[]>> }>();
  const none = (ids: readonly string[]) => new Map(ids.map((id) => [id, []]));

  async function query(from: Date, to: Date, ids: readonly string[]): Promise<Map<string, Interval[]>> {
    const account = await link.linked();
    if (!account) return none(ids);
    try {
      return await busyIntervals(link.clients.calendar(account.client), from, to, ids);
    } catch (err) {
      logger.warn({ err: (err as Error).message }, 'Google freebusy query failed; using appointments only');
      return none(ids);
    }
  }

  return {
    get(from, to, calendarIds = [SHOWROOM_CALENDAR]) {
      const key = `${from.getTime()}-${to.getTime()}-${calendarIds.join(',')}`;
      const hit = cache.get(key);
      if (hit && Date.now() - hit.at < ttlMs) return hit.busy;
      for (const [k, v] of cache) if (Date.now() - v.at >= ttlMs) cache.delete(k);
      const busy = query(from, to, calendarIds);
      cache.set(key, { at: Date.now(), busy });
      return busy;
    },
    clear: () => cache.clear(),
  };
}
