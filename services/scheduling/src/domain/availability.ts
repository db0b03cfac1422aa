/**
 * Available-slot days of docs/product.md §3/§7 ({date, slots[{time, available}]}) from the
 * availability rules and the seats that can take a slot: the showroom as one calendar when it has no
 * designers, else each active designer (their own hours inside the showroom's). A slot is available
 * when at least one seat works it and has no blocked interval (appointment, Google busy time) over it.
 * Pure.
 */
import type { AvailabilityRules, AvailableDay } from '@cabinetry/shared/contracts';
import { DateTime } from 'luxon';
import { SHOWROOM_ZONE, showroomDay, showroomIso } from '@cabinetry/shared/time';
import { worksSlot } from './designer-hours';
import { bookingWindow, slotStartsOn } from './slot-rules';

/** A half-open interval [start, end) in epoch milliseconds. */
export interface Interval {
  start: number;
  end: number;
}

/** Parses a startDate query ('YYYY-MM-DD', years 1972-2100) as a Beirut day; null if absent; throws RangeError. */
export function parseStartDate(raw: string | undefined): DateTime | null {
  if (raw === undefined || raw === '') return null;
  const day = /^\d{4}-\d{2}-\d{2}$/.test(raw) ? DateTime.fromISO(raw, { zone: SHOWROOM_ZONE }) : null;
  if (!day?.isValid || day.year < 1972 || day.year > 2100) throw new RangeError('startDate must be a date YYYY-MM-DD between 1972 and 2100');
  return day;
}

/** [from, to): the window of `rules.windowDays` Beirut days from max(startDate, first bookable day). */
export function availabilityWindow(now: DateTime, startDate: DateTime | null, rules: AvailabilityRules): { from: DateTime; to: DateTime } {
  const { first } = bookingWindow(now, rules);
  const from = startDate && startDate > first ? startDate.setZone(SHOWROOM_ZONE).startOf('day') : first;
  return { from, to: from.plus({ days: rules.windowDays }) };
}

/** Whether [start, end) overlaps any of `blocked`. */
export const overlapsAny = (start: number, end: number, blocked: readonly Interval[]): boolean =>
  blocked.some((b) => b.start < end && start < b.end);

/** Who can take a slot: the showroom as one calendar, or one designer. */
export interface Seat {
  /** own working time (inside the showroom's); null: the showroom's opening hours */
  hours: { weeklyHours: AvailabilityRules['weeklyHours']; daysOff: readonly string[] } | null;
  /** when they are not free: their active appointments, busy times of their calendars */
  blocked: readonly Interval[];
}

/** The showroom as one calendar, blocked by every appointment and busy time (no designers). */
export const showroomSeat = (blocked: readonly Interval[]): Seat => ({ hours: null, blocked });

/** Whether `seat` works the whole slot [start, start + slotMinutes) and nothing blocks them then. */
export function seatFree(seat: Seat, start: DateTime, slotMinutes: number): boolean {
  if (seat.hours && !worksSlot(seat.hours.weeklyHours, seat.hours.daysOff, start, slotMinutes)) return false;
  return !overlapsAny(start.toMillis(), start.toMillis() + slotMinutes * 60_000, seat.blocked);
}

/**
 * The window's days in order; a slot ('HH:MM' on the showroom clock, and its instant `start` with the zone's offset) is unavailable when it has started by `now`
 * or no seat is free for it. Closed days and days past the booking horizon have no slots.
 */
export function availableDays(now: DateTime, startDate: DateTime | null, rules: AvailabilityRules, seats: readonly Seat[]): AvailableDay[] {
  const { from } = availabilityWindow(now, startDate, rules);
  const { end } = bookingWindow(now, rules);
  const days: AvailableDay[] = [];
  for (let i = 0; i < rules.windowDays; i++) {
    const day = from.plus({ days: i }).startOf('day');
    days.push({
      date: showroomDay(day),
      slots: (day < end ? slotStartsOn(day, rules) : []).map((start) => ({
        time: start.toFormat('HH:mm'),
        start: showroomIso(start),
        available: start > now && seats.some((seat) => seatFree(seat, start, rules.slotMinutes)),
      })),
    });
  }
  return days;
}
