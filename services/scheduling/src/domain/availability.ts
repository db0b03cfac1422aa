/**
 * Available-slot days of SPEC §3/§7 ({date, slots[{time, available}]}) from the availability rules
 * and the blocked intervals (active appointments, busy times of the linked Google calendar). Pure.
 */
import type { AvailabilityRules, AvailableDay } from '@cabinetry/shared/contracts';
import { DateTime } from 'luxon';
import { BEIRUT, bookingWindow, dayKey, slotStartsOn } from './beirut-time';

/** A half-open interval [start, end) in epoch milliseconds. */
export interface Interval {
  start: number;
  end: number;
}

/** Parses a startDate query ('YYYY-MM-DD', years 1972-2100) as a Beirut day; null if absent; throws RangeError. */
export function parseStartDate(raw: string | undefined): DateTime | null {
  if (raw === undefined || raw === '') return null;
  const day = /^\d{4}-\d{2}-\d{2}$/.test(raw) ? DateTime.fromISO(raw, { zone: BEIRUT }) : null;
  if (!day?.isValid || day.year < 1972 || day.year > 2100) throw new RangeError('startDate must be a date YYYY-MM-DD between 1972 and 2100');
  return day;
}

/** [from, to): the window of `rules.windowDays` Beirut days from max(startDate, first bookable day). */
export function availabilityWindow(now: DateTime, startDate: DateTime | null, rules: AvailabilityRules): { from: DateTime; to: DateTime } {
  const { first } = bookingWindow(now, rules);
  const from = startDate && startDate > first ? startDate.setZone(BEIRUT).startOf('day') : first;
  return { from, to: from.plus({ days: rules.windowDays }) };
}

/** Whether [start, end) overlaps any of `blocked`. */
export const overlapsAny = (start: number, end: number, blocked: readonly Interval[]): boolean =>
  blocked.some((b) => b.start < end && start < b.end);

/**
 * The window's days in order; a slot ('HH:MM', Beirut) is unavailable when it has started by `now`
 * or overlaps a blocked interval. Closed days and days past the booking horizon have no slots.
 */
export function availableDays(now: DateTime, startDate: DateTime | null, rules: AvailabilityRules, blocked: readonly Interval[]): AvailableDay[] {
  const { from } = availabilityWindow(now, startDate, rules);
  const { end } = bookingWindow(now, rules);
  const slotMs = rules.slotMinutes * 60_000;
  const days: AvailableDay[] = [];
  for (let i = 0; i < rules.windowDays; i++) {
    const day = from.plus({ days: i });
    days.push({
      date: dayKey(day),
      slots: (day < end ? slotStartsOn(day, rules) : []).map((start) => ({
        time: start.toFormat('HH:mm'),
        available: start > now && !overlapsAny(start.toMillis(), start.toMillis() + slotMs, blocked),
      })),
    });
  }
  return days;
}
