/** Available-slot days of SPEC §3/§7 ({date, slots[{time, available}]}). Pure. */
import type { AvailableDay } from '@cabinetry/shared/contracts';
import { DateTime } from 'luxon';
import { BEIRUT, WINDOW_DAYS, dailySlotTimes, dayKey, firstBookableDay, isWeekend } from './beirut-time';

/** Parses a startDate query ('YYYY-MM-DD', years 1972-2100) as a Beirut day; null if absent; throws RangeError. */
export function parseStartDate(raw: string | undefined): DateTime | null {
  if (raw === undefined || raw === '') return null;
  const day = /^\d{4}-\d{2}-\d{2}$/.test(raw) ? DateTime.fromISO(raw, { zone: BEIRUT }) : null;
  if (!day?.isValid || day.year < 1972 || day.year > 2100) throw new RangeError('startDate must be a date YYYY-MM-DD between 1972 and 2100');
  return day;
}

/**
 * Days from max(startDate, tomorrow) for WINDOW_DAYS days; weekends have no slots; a slot is
 * unavailable when its key ('YYYY-MM-DDTHH:MM') is in `taken`.
 */
export function availableDays(now: DateTime, startDate: DateTime | null, taken: ReadonlySet<string>): AvailableDay[] {
  const first = firstBookableDay(now);
  const from = startDate && startDate > first ? startDate.startOf('day') : first;
  const times = dailySlotTimes();
  const days: AvailableDay[] = [];
  for (let i = 0; i < WINDOW_DAYS; i++) {
    const day = from.plus({ days: i });
    const date = dayKey(day);
    days.push({ date, slots: isWeekend(day) ? [] : times.map((time) => ({ time, available: !taken.has(`${date}T${time}`) })) });
  }
  return days;
}

/** [first, last] slot keys of the window starting at `from`, for the taken-slots query. */
export function windowBounds(now: DateTime, startDate: DateTime | null): [string, string] {
  const days = availableDays(now, startDate, new Set());
  return [`${days[0].date}T00:00`, `${days[days.length - 1].date}T23:59`];
}
