/**
 * Appointment time rules of SPEC §9 driven by the stored availability rules: Beirut time at a
 * fixed +03:00 offset, slots of `rules.slotMinutes` inside each day's opening hours, days off,
 * the booking window from `rules.minNoticeDays` to `rules.horizonDays` days after today. Pure
 * (luxon), `now` injected.
 */
import { DateTime, FixedOffsetZone } from 'luxon';
import type { AvailabilityRules, IsoWeekdayKey } from '@cabinetry/shared/contracts';
import { minutesOf } from './rules';

export const BEIRUT = FixedOffsetZone.instance(180);

/** 'YYYY-MM-DD' of a Beirut date-time. */
export const dayKey = (dt: DateTime): string => dt.setZone(BEIRUT).toFormat('yyyy-MM-dd');

/** Stable key of a slot, the unique-index field: 'YYYY-MM-DDTHH:MM' in Beirut time. */
export const slotKey = (dt: DateTime): string => dt.setZone(BEIRUT).toFormat("yyyy-MM-dd'T'HH:mm");

/**
 * The booking window, Beirut midnights: `first` = today + minNoticeDays (the first bookable day),
 * `end` = the day after today + horizonDays (the first day no longer bookable).
 */
export function bookingWindow(now: DateTime, rules: AvailabilityRules): { first: DateTime; end: DateTime } {
  const today = now.setZone(BEIRUT).startOf('day');
  return { first: today.plus({ days: rules.minNoticeDays }), end: today.plus({ days: rules.horizonDays + 1 }) };
}

/** Slot starts of one Beirut day (none on a day off or a closed weekday), in time order. */
export function slotStartsOn(day: DateTime, rules: AvailabilityRules): DateTime[] {
  const midnight = day.setZone(BEIRUT).startOf('day');
  if (rules.daysOff.includes(dayKey(midnight))) return [];
  const starts: DateTime[] = [];
  for (const range of rules.weeklyHours[String(midnight.weekday) as IsoWeekdayKey]) {
    for (let m = minutesOf(range.start); m + rules.slotMinutes <= minutesOf(range.end); m += rules.slotMinutes) {
      starts.push(midnight.plus({ minutes: m }));
    }
  }
  return starts;
}

const earliestDayMessage = (days: number) =>
  `Please select a valid date: the earliest bookable day is ${days === 0 ? 'today' : days === 1 ? 'tomorrow' : `${days} days from today`}`;

/**
 * Parses an appointmentDate ('YYYY-MM-DDTHH:MM[:SS]+03:00') into a bookable slot [start, end), or
 * returns the reason it is not bookable (SPEC §5 step 5 messages; outside the booking window).
 */
export function parseBookableSlot(
  iso: string,
  now: DateTime,
  rules: AvailabilityRules,
): { ok: true; start: DateTime; end: DateTime } | { ok: false; error: string } {
  const start = DateTime.fromISO(iso, { setZone: true });
  if (!start.isValid || start.offset !== 180) return { ok: false, error: 'Invalid date and time combination' };
  if (start.year < 1972 || start.year > 2100) return { ok: false, error: 'Please select a valid date' };
  const local = start.setZone(BEIRUT);
  const window = bookingWindow(now, rules);
  if (local < window.first || local <= now) return { ok: false, error: earliestDayMessage(rules.minNoticeDays) };
  if (local >= window.end) return { ok: false, error: `Please select a valid date: bookings open up to ${rules.horizonDays} days ahead` };
  if (!slotStartsOn(local, rules).some((slot) => slot.toMillis() === local.toMillis())) return { ok: false, error: 'Please select a valid time' };
  return { ok: true, start: local, end: local.plus({ minutes: rules.slotMinutes }) };
}

/**
 * An appointmentDate condition for the Beirut days `from`..`to` ('YYYY-MM-DD', both included, either
 * optional), or a message when `from` is after `to`.
 */
export function beirutDayRange(from?: string, to?: string): { $gte?: Date; $lt?: Date } | string {
  if (from && to && from > to) return "'from' must not be after 'to'";
  const day = (d: string) => DateTime.fromISO(d, { zone: BEIRUT }).startOf('day');
  return {
    ...(from ? { $gte: day(from).toJSDate() } : {}),
    ...(to ? { $lt: day(to).plus({ days: 1 }).toJSDate() } : {}),
  };
}

/** The Monday 00:00 (Beirut) of the last `weeks` weeks up to the one holding `now`, oldest first. */
export function beirutWeekStarts(now: DateTime, weeks: number): DateTime[] {
  const current = now.setZone(BEIRUT).startOf('week');
  return Array.from({ length: weeks }, (_, i) => current.minus({ weeks: weeks - 1 - i }));
}
