/**
 * Appointment slot rules driven by the stored availability rules, on the showroom clock (fixed
 * +03:00, see @cabinetry/shared/time): slots of `rules.slotMinutes` inside each day's opening
 * hours, days off, the booking window from `rules.minNoticeDays` to `rules.horizonDays` days after
 * today, and its public view the SPA's calendar follows. Pure (luxon), `now` injected.
 */
import { DateTime } from 'luxon';
import { type AvailabilityRules, type BookingWindow, ISO_WEEKDAY_KEYS, type IsoWeekdayKey } from '@cabinetry/shared/contracts';
import { SHOWROOM_ZONE, showroomDay } from '@cabinetry/shared/time';
import { minutesOf } from './rules';

/** Stable key of a slot, the unique-index field: 'YYYY-MM-DDTHH:MM' on the showroom clock. */
export const slotKey = (dt: DateTime): string => dt.setZone(SHOWROOM_ZONE).toFormat("yyyy-MM-dd'T'HH:mm");

/**
 * The booking window, showroom midnights: `first` = today + minNoticeDays (the first bookable day),
 * `end` = the day after today + horizonDays (the first day no longer bookable).
 */
export function bookingWindow(now: DateTime, rules: AvailabilityRules): { first: DateTime; end: DateTime } {
  const today = now.setZone(SHOWROOM_ZONE).startOf('day');
  return { first: today.plus({ days: rules.minNoticeDays }), end: today.plus({ days: rules.horizonDays + 1 }) };
}

/** The calendar rules of GET /api/appointments/booking-window at `now`. */
export function publicBookingWindow(now: DateTime, rules: AvailabilityRules): BookingWindow {
  const { first, end } = bookingWindow(now, rules);
  return {
    earliestDate: showroomDay(first),
    latestDate: showroomDay(end.minus({ days: 1 })),
    closedWeekdays: ISO_WEEKDAY_KEYS.filter((k) => rules.weeklyHours[k].length === 0).map(Number),
    daysOff: [...rules.daysOff].sort(),
    slotMinutes: rules.slotMinutes,
    weeklyHours: rules.weeklyHours,
  };
}

/** Slot starts of the showroom day `midnight` begins, as minutes after it (none on a day off or a closed weekday), in time order. */
function slotMinutesOn(midnight: DateTime, rules: AvailabilityRules): number[] {
  if (rules.daysOff.includes(showroomDay(midnight))) return [];
  const minutes: number[] = [];
  for (const range of rules.weeklyHours[String(midnight.weekday) as IsoWeekdayKey]) {
    for (let m = minutesOf(range.start); m + rules.slotMinutes <= minutesOf(range.end); m += rules.slotMinutes) minutes.push(m);
  }
  return minutes;
}

/** Slot starts of one showroom day (none on a day off or a closed weekday), in time order. */
export function slotStartsOn(day: DateTime, rules: AvailabilityRules): DateTime[] {
  const midnight = day.setZone(SHOWROOM_ZONE).startOf('day');
  return slotMinutesOn(midnight, rules).map((m) => midnight.plus({ minutes: m }));
}

const earliestDayMessage = (days: number) =>
  `Please select a valid date: the earliest bookable day is ${days === 0 ? 'today' : days === 1 ? 'tomorrow' : `${days} days from today`}`;

/**
 * Parses an appointmentDate ('YYYY-MM-DDTHH:MM[:SS]+03:00') into a bookable slot [start, end), or
 * returns the reason it is not bookable (the step-5 booking messages; outside the booking window).
 */
export function parseBookableSlot(
  iso: string,
  now: DateTime,
  rules: AvailabilityRules,
): { ok: true; start: DateTime; end: DateTime } | { ok: false; error: string } {
  const start = DateTime.fromISO(iso, { setZone: true });
  if (!start.isValid || start.offset !== 180) return { ok: false, error: 'Invalid date and time combination' };
  if (start.year < 1972 || start.year > 2100) return { ok: false, error: 'Please select a valid date' };
  const local = start.setZone(SHOWROOM_ZONE);
  const window = bookingWindow(now, rules);
  if (local < window.first || local <= now) return { ok: false, error: earliestDayMessage(rules.minNoticeDays) };
  if (local >= window.end) return { ok: false, error: `Please select a valid date: bookings open up to ${rules.horizonDays} days ahead` };
  // the showroom clock has no DST: a slot start is its minutes after midnight (luxon arithmetic per slot cost ~0.3 ms a booking)
  const onTheMinute = local.second === 0 && local.millisecond === 0;
  if (!onTheMinute || !slotMinutesOn(local.startOf('day'), rules).includes(local.hour * 60 + local.minute)) return { ok: false, error: 'Please select a valid time' };
  return { ok: true, start: local, end: local.plus({ minutes: rules.slotMinutes }) };
}

/** The Monday 00:00 (showroom clock) of the last `weeks` weeks up to the one holding `now`, oldest first. */
export function showroomWeekStarts(now: DateTime, weeks: number): DateTime[] {
  const current = now.setZone(SHOWROOM_ZONE).startOf('week');
  return Array.from({ length: weeks }, (_, i) => current.minus({ weeks: weeks - 1 - i }));
}
