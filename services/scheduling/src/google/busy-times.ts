/**
 * Busy times of the linked Google calendar for the availability answer and booking check, cached
 * ~60 s per window (concurrent callers share one request). No linked account, or Google failing,
 * gives no busy times: availability then rests on the appointments alone (the failure is logged).
 */
import { logger } from '@cabinetry/shared/server/logger';
import type { Interval } from '../domain/availability';
import type { GoogleLink } from './account';
import { busyIntervals } from './calendar';

export interface BusyTimes {
  get(from: Date, to: Date): Promise<Interval[]>;
  /** Forgets cached answers (after the account link changes). */
  clear(): void;
}

export const BUSY_TTL_MS = 60_000;

export function busyTimes(link: GoogleLink, ttlMs = BUSY_TTL_MS): BusyTimes {
  const cache = new Map<string, { at: number; busy: Promise<Interval[]> }>();

  async function query(from: Date, to: Date): Promise<Interval[]> {
    const account = await link.linked();
    if (!account) return [];
    try {
      return await busyIntervals(link.clients.calendar(account.client), from, to);
    } catch (err) {
      logger.warn({ err: (err as Error).message }, 'Google freebusy query failed; using appointments only');
      return [];
    }
  }

  return {
    get(from, to) {
      const key = `${from.getTime()}-${to.getTime()}`;
      const hit = cache.get(key);
      if (hit && Date.now() - hit.at < ttlMs) return hit.busy;
      for (const [k, v] of cache) if (Date.now() - v.at >= ttlMs) cache.delete(k);
      const busy = query(from, to);
      cache.set(key, { at: Date.now(), busy });
      return busy;
    },
    clear: () => cache.clear(),
  };
}
