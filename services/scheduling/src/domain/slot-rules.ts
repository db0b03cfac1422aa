/**
 * Appointment slot rules driven by the stored availability rules, on the showroom clock (the IANA
 * zone SHOWROOM_TIME_ZONE, see @cabinetry/shared/time): slots of `rules.slotMinutes` are wall times
 * inside each day's opening hours (on a day the clocks change, a wall time that does not exist is
 * no slot and one that happens twice is one slot, its first occurrence), days off, the booking window from `rules.minNoticeDays` to `rules.horizonDays` days after
 * today, and its public view the SPA's calendar follows. Pure (luxon), `now` injected.
 */
import { DateTime } from 'luxon';
import { type AvailabilityRules, type BookingWindow, ISO_WEEKDAY_KEYS, type IsoWeekdayKey } from '@cabinetry/shared/contracts';
import { SHOWROOM_TIME_ZONE, SHOWROOM_ZONE, showroomDay, showroomWallTime } from '@cabinetry/shared/time';
import { minutesOf } from './rules';

/**
 * Stable key of a slot, the unique-index field: its instant in UTC to the minute, 'YYYY-MM-DDTHH:MMZ'
 * (not a wall time: a wall time happens twice when the clocks go back, and the showroom's zone may
 * change). Keys written before the showroom kept its zone's clock were +03:00 wall times without the
 * 'Z'; `rekeySlots` (upgrade.ts) rewrites those of active appointments on start.
 */
export const slotKey = (dt: DateTime): string => dt.toUTC().toFormat("yyyy-MM-dd'T'HH:mm'Z'");

/**
 * The booking window, showroom midnights: `first` = today + minNoticeDays (the first bookable day),
 * `end` = the day after today + horizonDays (the first day no longer bookable).
 */
export function bookingWindow(now: DateTime, rules: AvailabilityRules): { first: DateTime; end: DateTime } {
  const today = now.setZone(SHOWROOM_ZONE).startOf('day');
  // startOf again: a midnight the clocks skip starts its day at 01:00, and plus() would keep that hour
  return { first: today.plus({ days: rules.minNoticeDays }).startOf('day'), end: today.plus({ days: rules.horizonDays + 1 }).startOf('day') };
}

/** The calendar rules of GET /api/appointments/booking-window at `now`. */
export function publicBookingWindow(now: DateTime, rules: AvailabilityRules): BookingWindow {
  const { first, end } = bookingWindow(now, rules);
  return {
    timeZone: SHOWROOM_TIME_ZONE,
    earliestDate: showroomDay(first),
    latestDate: showroomDay(end.minus({ days: 1 })),
    closedWeekdays: ISO_WEEKDAY_KEYS.filter((k) => rules.weeklyHours[k].length === 0).map(Number),
    daysOff: [...rules.daysOff].sort(),
    slotMinutes: rules.slotMinutes,
    weeklyHours: rules.weeklyHours,
  };
}

/** Whether the showroom day holding instant `at` is one of `daysOff` ('YYYY-MM-DD' showroom dates: the showroom's closed dates, or a designer's days off). */
export const isDayOff = (daysOff: readonly string[], at: DateTime): boolean => daysOff.includes(showroomDay(at));

/** Slot wall times of the showroom day `midnight` begins, as minutes after its wall midnight (none on a day off or a closed weekday), in time order. */
function slotMinutesOn(midnight: DateTime, rules: AvailabilityRules): number[] {
  if (isDayOff(rules.daysOff, midnight)) return [];
  const minutes: number[] = [];
  for (const range of rules.weeklyHours[String(midnight.weekday) as IsoWeekdayKey]) {
    for (let m = minutesOf(range.start); m + rules.slotMinutes <= minutesOf(range.end); m += rules.slotMinutes) minutes.push(m);
  }
  return minutes;
}

/** 'HH:MM' of `minutes` after wall midnight. */
const wallClock = (minutes: number): string => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * Slot starts of one showroom day (none on a day off or a closed weekday), in time order: each
 * wall time of the opening hours that exists that day, once.
 */
export function slotStartsOn(day: DateTime, rules: AvailabilityRules): DateTime[] {
  const midnight = day.setZone(SHOWROOM_ZONE).startOf('day');
  const date = midnight.toFormat('yyyy-MM-dd');
  return slotMinutesOn(midnight, rules).flatMap((m) => showroomWallTime(date, wallClock(m)) ?? []);
}

const earliestDayMessage = (days: number) =>
  `Please select a valid date: the earliest bookable day is ${days === 0 ? 'today' : days === 1 ? 'tomorrow' : `${days} days from today`}`;

/**
 * Parses an appointmentDate ('YYYY-MM-DDTHH:MM[:SS]' with any explicit offset or 'Z', naming the
 * slot's instant) into a bookable slot [start, end) on the showroom clock, or returns the reason it
 * is not bookable (the step-5 booking messages; outside the booking window; not a slot's instant).
 */
export function parseBookableSlot(
  iso: string,
  now: DateTime,
  rules: AvailabilityRules,
): { ok: true; start: DateTime; end: DateTime } | { ok: false; error: string } {
  const start = DateTime.fromISO(iso, { setZone: true });
  if (!start.isValid || !/(Z|[+-]\d{2}:\d{2})$/.test(iso)) return { ok: false, error: 'Invalid date and time combination' };
  if (start.year < 1972 || start.year > 2100) return { ok: false, error: 'Please select a valid date' };
  const local = start.setZone(SHOWROOM_ZONE);
  const window = bookingWindow(now, rules);
  if (local < window.first || local <= now) return { ok: false, error: earliestDayMessage(rules.minNoticeDays) };
  if (local >= window.end) return { ok: false, error: `Please select a valid date: bookings open up to ${rules.horizonDays} days ahead` };
  // a slot is a wall time of the opening hours whose first occurrence is this instant (only the candidate is built: luxon per slot costs ~0.3 ms)
  const onTheMinute = local.second === 0 && local.millisecond === 0;
  const wall = local.hour * 60 + local.minute;
  const isSlot = onTheMinute && slotMinutesOn(local.startOf('day'), rules).includes(wall) && showroomWallTime(local.toFormat('yyyy-MM-dd'), wallClock(wall))?.toMillis() === local.toMillis();
  if (!isSlot) return { ok: false, error: 'Please select a valid time' };
  return { ok: true, start: local, end: local.plus({ minutes: rules.slotMinutes }) };
}

/** The Monday 00:00 (showroom clock) of the last `weeks` weeks up to the one holding `now`, oldest first. */
export function showroomWeekStarts(now: DateTime, weeks: number): DateTime[] {
  const current = now.setZone(SHOWROOM_ZONE).startOf('week');
  return Array.from({ length: weeks }, (_, i) => current.minus({ weeks: weeks - 1 - i }));
}
