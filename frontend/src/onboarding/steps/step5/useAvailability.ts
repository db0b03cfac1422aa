/**
 * Availability of step 5 (SPEC §4 'availability ranges', §8 'Appointments', §9): loaded date ranges
 * (merged across weekend gaps), a fetch when the user picks or browses to dates outside them (with
 * the 'Calendar Updated' toast after the initial load), a silent proactive fetch 500 ms after the
 * chosen date comes within 10 days of a range's end, a refresh of everything loaded every 5 minutes,
 * and for Safari a forced initial load after 2 s and a loading reset.
 */
import type { AvailableDay, Slot } from '@cabinetry/shared/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchAvailability, isSafari } from '../../../api/appointments';
import { refusalText } from '../../../api/client';
import { useToast } from '../../../components/toast';
import { addDays, earliestBookableDate } from '../../../lib/beirutTime';
import { firstUnloadedDate, isNearRangeEnd, mergeRanges, rangeContaining, rangeOf, validDays, type DateRange } from '../../../lib/dateRanges';

const REFRESH_MS = 5 * 60 * 1000;
const PROACTIVE_DELAY_MS = 500;
const PROACTIVE_THRESHOLD_DAYS = 10;
const FORCED_INITIAL_LOAD_MS = 2000;
const LOADING_RESET_MS = 10_000;

type Mode = 'initial' | 'more' | 'proactive';

export interface AvailabilityView {
  /** The chosen date, if any (drives the proactive fetch). */
  selected: string | null;
  /** First and last day of the month on screen ('YYYY-MM-DD'). */
  visibleFrom: string;
  visibleTo: string;
}

export interface Availability {
  /** The day's slots; undefined while a visible load is under way, [] for a day without slots. */
  slotsOf: (date: string) => Slot[] | undefined;
  /** true while a non-silent load is under way */
  loading: boolean;
}

const fetchDays = async (startDate?: string): Promise<AvailableDay[]> => validDays(await fetchAvailability(startDate));

/** Tracks loaded days and fetches more as the view moves. */
export function useAvailability({ selected, visibleFrom, visibleTo }: AvailabilityView): Availability {
  const toast = useToast();
  const [days, setDays] = useState<Record<string, Slot[]>>({});
  const [ranges, setRanges] = useState<DateRange[]>([]);
  const [pending, setPending] = useState(0);
  const [initialDone, setInitialDone] = useState(false);
  const rangesRef = useRef<DateRange[]>([]);
  const inFlight = useRef(new Set<string>());
  /** start dates already asked for since the last refresh (a server that cannot serve one is not asked again) */
  const tried = useRef(new Set<string>());
  const initialDoneRef = useRef(false);

  const apply = useCallback((list: AvailableDay[]) => {
    const range = rangeOf(list);
    if (!range) return;
    setDays((prev) => ({ ...prev, ...Object.fromEntries(list.map((d) => [d.date, d.slots])) }));
    rangesRef.current = mergeRanges([...rangesRef.current, range]);
    setRanges(rangesRef.current);
  }, []);

  const load = useCallback(
    async (startDate: string | undefined, mode: Mode, force = false) => {
      const key = startDate ?? '';
      if (inFlight.current.has(key) && !force) return;
      inFlight.current.add(key);
      tried.current.add(key);
      const visible = mode !== 'proactive';
      if (visible) setPending((n) => n + 1);
      try {
        const list = await fetchDays(startDate);
        apply(list);
        if (mode === 'more' && initialDoneRef.current && list.length > 0)
          toast({ title: 'Calendar Updated', sep: ' – ', description: 'Additional dates are now available', duration: 2 });
      } catch (err) {
        if (mode === 'more') toast({ title: 'Error', description: refusalText(err, 'Failed to load additional dates. Please try again.'), variant: 'destructive' });
        else console.error('Availability could not be loaded', err);
      } finally {
        inFlight.current.delete(key);
        if (mode === 'initial' && !initialDoneRef.current) {
          initialDoneRef.current = true;
          setInitialDone(true);
        }
        if (visible) setPending((n) => Math.max(0, n - 1));
      }
    },
    [apply, toast],
  );

  /** Re-reads every loaded range, window by window; on failure the current data stays. */
  const refresh = useCallback(async () => {
    const fresh: AvailableDay[] = [];
    let freshRanges: DateRange[] = [];
    const collect = (list: AvailableDay[]) => {
      const range = rangeOf(list);
      if (range) {
        fresh.push(...list);
        freshRanges = mergeRanges([...freshRanges, range]);
      }
      return range;
    };
    try {
      collect(await fetchDays());
      const earliest = earliestBookableDate();
      for (const r of rangesRef.current) {
        let cursor = firstUnloadedDate(r.start < earliest ? earliest : r.start, r.end, freshRanges);
        while (cursor) {
          const got = collect(await fetchDays(cursor));
          if (!got || !rangeContaining(cursor, [got])) break;
          cursor = firstUnloadedDate(cursor, r.end, freshRanges);
        }
      }
    } catch (err) {
      console.error('Availability could not be refreshed', err);
      return;
    }
    tried.current.clear();
    setDays(Object.fromEntries(fresh.map((d) => [d.date, d.slots])));
    rangesRef.current = freshRanges;
    setRanges(freshRanges);
  }, []);

  useEffect(() => {
    void load(undefined, 'initial');
    const interval = window.setInterval(() => void refresh(), REFRESH_MS);
    const safeguards = isSafari(navigator.userAgent)
      ? [
          window.setTimeout(() => !initialDoneRef.current && void load(undefined, 'initial', true), FORCED_INITIAL_LOAD_MS),
          window.setTimeout(() => setPending(0), LOADING_RESET_MS),
        ]
      : [];
    return () => {
      window.clearInterval(interval);
      safeguards.forEach((t) => window.clearTimeout(t));
    };
  }, [load, refresh]);

  // Browsing or picking outside the loaded ranges (days before the first day offered are not bookable).
  useEffect(() => {
    if (!initialDone || ranges.length === 0) return; // nothing offered yet: the 5-minute refresh retries
    const floor = ranges[0].start;
    const gap =
      firstUnloadedDate(visibleFrom < floor ? floor : visibleFrom, visibleTo, ranges) ??
      (selected && selected >= floor && !rangeContaining(selected, ranges) ? selected : null);
    if (gap && !tried.current.has(gap)) void load(gap, 'more');
  }, [initialDone, ranges, visibleFrom, visibleTo, selected, load]);

  // Proactive: the chosen date is within 10 days of the end of its range.
  useEffect(() => {
    if (!selected || !isNearRangeEnd(selected, ranges, PROACTIVE_THRESHOLD_DAYS)) return;
    const next = addDays(rangeContaining(selected, ranges)!.end, 1);
    if (tried.current.has(next)) return;
    const timer = window.setTimeout(() => void load(next, 'proactive'), PROACTIVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [selected, ranges, load]);

  const loading = pending > 0;
  return {
    slotsOf: (date) => (rangeContaining(date, ranges) ? (days[date] ?? []) : loading ? undefined : []),
    loading,
  };
}
