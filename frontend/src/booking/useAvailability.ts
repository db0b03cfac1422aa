/**
 * Availability of step 5 on SWR: consecutive windows of days (useSWRInfinite pages: the first from
 * the first bookable day, each next one from the day after the previous page's last day), merged
 * into loaded date ranges (across weekend gaps of up to 3 days, lib/dateRanges).
 * - Browsing to a month, or picking a date, beyond the loaded days fetches the next window, with the
 *   'Calendar Updated' toast (2 s) once the initial load is done, or 'Failed to load additional
 *   dates' when it fails (not retried until the customer moves on).
 * - A chosen date within 10 days of the end of the loaded days fetches the next window silently,
 *   500 ms later (proactive).
 * - Every loaded window is re-read every 5 minutes, and is fresh for 5 minutes (a return to step 5
 *   within that time shows the cache without a call); a failed read is retried at the next refresh.
 * - `reload()` re-reads everything at once (after a booking found its slot taken).
 * - On a page rendered with its first window (step 5 from the gateway, src/pageData.ts) that window
 *   counts as read when the page loaded: shown at once (in the HTML too), read again at mount only
 *   once it is no longer fresh.
 * - Safari: a forced initial load after 2 s and a loading reset after 10 s.
 */
import type { AvailableDay, Slot } from '@cabinetry/shared/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import useSWRInfinite from 'swr/infinite';
import { availabilityUrl, fetchAvailability, isSafari } from '../api/appointments';
import { pageDataAge } from '../pageData';
import { useRefusalText } from '../i18n/refusal';
import { useToast } from '../components/toast';
import { addDays, daysBetween } from '@cabinetry/shared/time';
import { mergeRanges, rangeContaining, rangeOf, validDays, type DateRange } from '../lib/dateRanges';
import { useTranslation } from 'react-i18next';

/** Refresh interval and freshness of the availability (ms). */
export const AVAILABILITY_REFRESH_MS = 5 * 60 * 1000;
/** How long a read stays fresh (ms): a little less than the refresh interval, so the refresh itself is never deduplicated. */
const FRESH_MS = AVAILABILITY_REFRESH_MS - 1000;
const PROACTIVE_DELAY_MS = 500;
const PROACTIVE_THRESHOLD_DAYS = 10;
const FORCED_INITIAL_LOAD_MS = 2000;
const LOADING_RESET_MS = 10_000;

export interface AvailabilityView {
  /** The chosen date, if any ('YYYY-MM-DD'). */
  selected: string | null;
  /** Last day of the month on screen ('YYYY-MM-DD'); windows are loaded up to it. */
  visibleTo: string;
}

export interface Availability {
  /** The day's slots; undefined while a visible load is under way, [] for a day without slots. */
  slotsOf: (date: string) => Slot[] | undefined;
  /** true while a non-silent load is under way */
  loading: boolean;
  /** Re-reads every loaded window now. */
  reload: () => Promise<unknown>;
}

type PageKey = readonly ['availability', string];

/** Page 0 starts at the first bookable day (''), page i the day after page i-1's last day; none after an empty page. */
function pageKey(index: number, previous: AvailableDay[] | null): PageKey | null {
  if (index === 0) return ['availability', ''];
  const range = previous ? rangeOf(previous) : null;
  return range ? ['availability', addDays(range.end, 1)] : null;
}

const fetchPage = async ([, start]: PageKey): Promise<AvailableDay[]> => validDays(await fetchAvailability(start || undefined));

interface Growth {
  mode: 'more' | 'proactive';
  /** the page count that holds the new window */
  size: number;
  /** the error SWR held when the fetch began */
  errorBefore: unknown;
}

/** Loaded days and ranges, and the fetches the view calls for. */
export function useAvailability({ selected, visibleTo }: AvailabilityView): Availability {
  const toast = useToast();
  const { t } = useTranslation();
  const refusalText = useRefusalText();
  // the first window the page came with (SWR's fallback holds the page's data by URL)
  const pageWindow: unknown = useSWRConfig().fallback[availabilityUrl()];
  const fallbackData = useMemo(() => (pageWindow === undefined ? undefined : [validDays(pageWindow)]), [pageWindow]);
  const { data, error, size, setSize, mutate, isLoading } = useSWRInfinite(pageKey, fetchPage, {
    revalidateAll: true,
    revalidateIfStale: true,
    // fresh for 5 minutes: a mount within that time makes no call
    dedupingInterval: FRESH_MS,
    ...(fallbackData && { fallbackData, revalidateOnMount: pageDataAge() >= FRESH_MS }),
    refreshInterval: AVAILABILITY_REFRESH_MS,
    keepPreviousData: true,
    // a failed read waits for the next refresh (no quick retries)
    shouldRetryOnError: true,
    onErrorRetry: (_err, _key, _config, revalidate) => void setTimeout(() => void revalidate(), AVAILABILITY_REFRESH_MS),
  });
  const growth = useRef<Growth | null>(null);
  const [growing, setGrowing] = useState<Growth['mode'] | null>(null);
  /** the view (month + date) whose extra window failed: not asked again until the customer moves on */
  const [failedFor, setFailedFor] = useState<string | null>(null);
  const [loadingReset, setLoadingReset] = useState(false);
  const intent = `${visibleTo}|${selected ?? ''}`;

  const pages = useMemo(() => data ?? [], [data]);
  const days = useMemo(() => Object.fromEntries(pages.flat().map((d) => [d.date, d.slots])), [pages]);
  const ranges = useMemo(() => mergeRanges(pages.map(rangeOf).filter((r): r is DateRange => r !== null)), [pages]);
  const lastDay = ranges.at(-1)?.end ?? null;
  const exhausted = pages.length > 0 && pages[pages.length - 1].length === 0;

  const grow = useCallback(
    (mode: Growth['mode']) => {
      if (growth.current) return;
      growth.current = { mode, size: size + 1, errorBefore: error };
      setGrowing(mode);
      void setSize(size + 1);
    },
    [error, setSize, size],
  );

  // The outcome of a growth: the new window arrived, or the fetch failed.
  useEffect(() => {
    const g = growth.current;
    if (!g) return;
    const arrived = pages.length >= g.size;
    const failed = !arrived && error !== undefined && error !== g.errorBefore;
    if (!arrived && !failed) return;
    growth.current = null;
    setGrowing(null);
    if (arrived) {
      if (g.mode === 'more' && pages[g.size - 1].length > 0)
        toast({ title: t('step5.calendarUpdated'), sep: ' – ', description: t('step5.moreDates'), duration: 2 });
      return;
    }
    void setSize(pages.length || 1);
    setFailedFor(intent);
    if (g.mode === 'more') toast({ title: t('toast.error'), description: refusalText(error, t('step5.moreDatesFailed')), variant: 'destructive' });
  }, [error, intent, pages, refusalText, setSize, t, toast]);

  // Browsing or picking beyond the loaded days.
  const wantsMore = lastDay !== null && !exhausted && (visibleTo > lastDay || (selected !== null && selected > lastDay));
  useEffect(() => {
    if (wantsMore && !growing && failedFor !== intent) grow('more');
  }, [wantsMore, growing, failedFor, intent, grow]);

  // Proactive: the chosen date is within 10 days of the end of the loaded days.
  const nearEnd = selected !== null && lastDay !== null && !exhausted && !!rangeContaining(selected, ranges) && daysBetween(selected, lastDay) <= PROACTIVE_THRESHOLD_DAYS;
  useEffect(() => {
    if (!nearEnd || growing || failedFor === intent) return;
    const timer = window.setTimeout(() => grow('proactive'), PROACTIVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [nearEnd, growing, failedFor, intent, grow]);

  // Safari safeguards.
  const loaded = useRef(false);
  useEffect(() => {
    loaded.current = data !== undefined;
  }, [data]);
  useEffect(() => {
    if (!isSafari(navigator.userAgent)) return;
    const timers = [
      window.setTimeout(() => !loaded.current && void mutate(), FORCED_INITIAL_LOAD_MS),
      window.setTimeout(() => setLoadingReset(true), LOADING_RESET_MS),
    ];
    return () => timers.forEach((t) => window.clearTimeout(t));
  }, [mutate]);

  const loading = !loadingReset && (isLoading || growing === 'more');
  return {
    slotsOf: (date) => (rangeContaining(date, ranges) ? (days[date] ?? []) : loading ? undefined : []),
    loading,
    reload: mutate,
  };
}
