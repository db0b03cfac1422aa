/**
 * Availability of step 5 (SPEC §4): loaded date ranges, fetching more when the user picks or browses
 * outside them, a silent proactive fetch near the end of a range, and a refresh every 5 minutes.
 */
import type { Slot } from '@cabinetry/shared/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchAvailability } from '../../../api/appointments';
import { useToast } from '../../../components/toast';
import { addDays } from '../../../lib/beirutTime';
import { isNearRangeEnd, mergeRanges, rangeContaining, rangeOf, validDays, type DateRange } from '../../../lib/dateRanges';

const REFRESH_MS = 5 * 60 * 1000;
const PROACTIVE_DELAY_MS = 500;

export interface Availability {
  slotsOf: (date: string) => Slot[] | undefined;
  loading: boolean;
  /** loads the dates from `date` on when they are not loaded yet */
  ensure: (date: string) => void;
}

/** Tracks loaded days; `selected` drives the proactive fetch. */
export function useAvailability(selected: string | null): Availability {
  const toast = useToast();
  const [days, setDays] = useState<Record<string, Slot[]>>({});
  const [ranges, setRanges] = useState<DateRange[]>([]);
  const [loading, setLoading] = useState(true);
  const rangesRef = useRef<DateRange[]>([]);
  const pending = useRef(new Set<string>());
  const initialDone = useRef(false);

  const load = useCallback(
    async (startDate: string | undefined, mode: 'initial' | 'more' | 'proactive') => {
      const key = startDate ?? 'initial';
      if (pending.current.has(key)) return;
      pending.current.add(key);
      if (mode !== 'proactive') setLoading(true);
      try {
        const list = validDays(await fetchAvailability(startDate));
        setDays((prev) => ({ ...prev, ...Object.fromEntries(list.map((d) => [d.date, d.slots])) }));
        const range = rangeOf(list);
        if (range) {
          rangesRef.current = mergeRanges([...rangesRef.current, range]);
          setRanges(rangesRef.current);
        }
        if (mode === 'more' && initialDone.current && range)
          toast({ title: 'Calendar Updated', sep: ' – ', description: 'Additional dates are now available', duration: 2 });
      } catch (err) {
        if (mode === 'more') toast({ title: 'Error', description: 'Failed to load additional dates. Please try again.', variant: 'destructive' });
        else console.error('Availability could not be loaded', err);
      } finally {
        if (mode === 'initial') initialDone.current = true;
        pending.current.delete(key);
        if (mode !== 'proactive') setLoading(false);
      }
    },
    [toast],
  );

  useEffect(() => {
    void load(undefined, 'initial');
    const timer = window.setInterval(() => void load(undefined, 'initial'), REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [load]);

  useEffect(() => {
    if (!selected || !isNearRangeEnd(selected, ranges)) return;
    const end = rangeContaining(selected, ranges)!.end;
    const timer = window.setTimeout(() => void load(addDays(end, 1), 'proactive'), PROACTIVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [selected, ranges, load]);

  const ensure = useCallback(
    (date: string) => {
      if (initialDone.current && !rangeContaining(date, rangesRef.current)) void load(date, 'more');
    },
    [load],
  );

  return { slotsOf: (date) => (rangeContaining(date, ranges) ? days[date] ?? [] : undefined), loading, ensure };
}
