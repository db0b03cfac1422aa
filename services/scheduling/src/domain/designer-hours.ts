/**
 * A designer's working time inside the showroom's availability rules (issue 23): the check of the
 * hours an admin saves (each stretch inside the showroom's hours that weekday), and whether a
 * designer works a given slot. Times are showroom wall-clock 'HH:MM'; pure.
 */
import { type AvailabilityRules, ISO_WEEKDAY_KEYS, ISO_WEEKDAY_NAMES, type IsoWeekdayKey } from '@cabinetry/shared/contracts';
import type { DateTime } from 'luxon';
import { minutesOf, weeklyHoursProblem } from './rules';
import { isDayOff } from './slot-rules';

type WeeklyHours = AvailabilityRules['weeklyHours'];

const within = (hours: WeeklyHours, day: IsoWeekdayKey, from: number, to: number) =>
  hours[day].some((r) => minutesOf(r.start) <= from && to <= minutesOf(r.end));

/** The first problem of a designer's schema-valid weekly hours against the showroom's `rules`, as a message for staff, or null. */
export function designerHoursProblem(hours: WeeklyHours, rules: AvailabilityRules): string | null {
  const own = weeklyHoursProblem(hours);
  if (own) return own;
  for (const day of ISO_WEEKDAY_KEYS) {
    const outside = hours[day].find((r) => !within(rules.weeklyHours, day, minutesOf(r.start), minutesOf(r.end)));
    if (outside) return `${ISO_WEEKDAY_NAMES[day]}: ${outside.start}–${outside.end} is outside the showroom's opening hours`;
  }
  return null;
}

/** Whether someone with `hours` and `daysOff` works at all on the day of `at` (on the showroom clock): not a day off, and some hours that weekday. */
export const worksOn = (hours: WeeklyHours, daysOff: readonly string[], at: DateTime): boolean =>
  !isDayOff(daysOff, at) && hours[String(at.weekday) as IsoWeekdayKey].length > 0;

/** Whether someone with `hours` and `daysOff` works the whole slot of `slotMinutes` starting at `start` (showroom clock). */
export function worksSlot(hours: WeeklyHours, daysOff: readonly string[], start: DateTime, slotMinutes: number): boolean {
  if (isDayOff(daysOff, start)) return false;
  const from = start.hour * 60 + start.minute;
  return within(hours, String(start.weekday) as IsoWeekdayKey, from, from + slotMinutes);
}
