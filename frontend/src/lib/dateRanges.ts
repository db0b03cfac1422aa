/** Loaded availability ranges of step 5 (docs/product.md §4): merging, membership and the proactive-fetch check. */
import type { AvailableDay } from '@cabinetry/shared/contracts';
import { addDays, daysBetween, isCalendarDay, isoWeekday } from '@cabinetry/shared/time';

export interface DateRange {
  start: string;
  end: string;
}

/** The valid days of an availability response; anything that is not an array yields []. */
export function validDays(data: unknown): AvailableDay[] {
  if (!Array.isArray(data)) return [];
  return data.filter(
    (d): d is AvailableDay => d !== null && typeof d === 'object' && isCalendarDay(d.date) && Array.isArray(d.slots),
  );
}

/** The range a response covers (first to last day), or null when it has no days. */
export function rangeOf(days: AvailableDay[]): DateRange | null {
  if (days.length === 0) return null;
  const dates = days.map((d) => d.date).sort();
  return { start: dates[0], end: dates[dates.length - 1] };
}

function bridgeable(end: string, start: string): boolean {
  const gap = daysBetween(end, start) - 1;
  if (gap <= 0) return true;
  if (gap > 3) return false;
  for (let i = 1; i <= gap; i++) if (isoWeekday(addDays(end, i)) < 6) return false;
  return true;
}

/** Merges overlapping or adjacent ranges, and ranges separated only by weekend days (gap up to 3 days). */
export function mergeRanges(ranges: DateRange[]): DateRange[] {
  const sorted = [...ranges].sort((a, b) => a.start.localeCompare(b.start));
  const out: DateRange[] = [];
  for (const r of sorted) {
    const last = out[out.length - 1];
    if (last && bridgeable(last.end, r.start)) {
      if (r.end > last.end) last.end = r.end;
    } else out.push({ ...r });
  }
  return out;
}

/** The loaded range containing the date, if any. */
export function rangeContaining(date: string, ranges: DateRange[]): DateRange | undefined {
  return ranges.find((r) => r.start <= date && date <= r.end);
}

/** True when the date lies in a loaded range but within `threshold` days of that range's end. */
export function isNearRangeEnd(date: string, ranges: DateRange[], threshold = 10): boolean {
  const range = rangeContaining(date, ranges);
  return !!range && daysBetween(date, range.end) <= threshold;
}

/** The first day from `from` to `to` (inclusive, 'YYYY-MM-DD') that no loaded range holds, or null. */
export function firstUnloadedDate(from: string, to: string, ranges: DateRange[]): string | null {
  let day = from;
  while (day <= to) {
    const range = rangeContaining(day, ranges);
    if (!range) return day;
    day = addDays(range.end, 1);
  }
  return null;
}
