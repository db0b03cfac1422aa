/**
 * Availability rules (issue 5: kept in the database, edited by staff): the defaults and the checks
 * JSON Schema cannot express (each stretch starts before it ends; a day's stretches do not overlap).
 * Pure.
 */
import { ISO_WEEKDAY_KEYS, ISO_WEEKDAY_NAMES, type AvailabilityRules } from '@cabinetry/shared/contracts';


const officeHours = [{ start: '09:00', end: '17:00' }];

/**
 * Monday–Friday 09:00–17:00 Beirut, one-hour slots, from tomorrow up to 90 days ahead (a quarter:
 * far enough for any real project, not a calendar a script can book out for months), 28 days per
 * availability call.
 */
export const DEFAULT_RULES: AvailabilityRules = {
  weeklyHours: { '1': officeHours, '2': officeHours, '3': officeHours, '4': officeHours, '5': officeHours, '6': [], '7': [] },
  daysOff: [],
  slotMinutes: 60,
  minNoticeDays: 1,
  windowDays: 28,
  horizonDays: 90,
};

/** 'HH:MM' → minutes after midnight. */
export const minutesOf = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The first problem of schema-valid rules, as a message for staff, or null when they are consistent. */
export function rulesProblem(rules: AvailabilityRules): string | null {
  for (const key of ISO_WEEKDAY_KEYS) {
    const ranges = [...rules.weeklyHours[key]].sort((a, b) => minutesOf(a.start) - minutesOf(b.start));
    for (const [i, range] of ranges.entries()) {
      if (minutesOf(range.start) >= minutesOf(range.end)) return `${ISO_WEEKDAY_NAMES[key]}: each opening time must be before its closing time`;
      if (i > 0 && minutesOf(range.start) < minutesOf(ranges[i - 1].end)) return `${ISO_WEEKDAY_NAMES[key]}: opening hours must not overlap`;
    }
  }
  if (rules.horizonDays < rules.minNoticeDays) return 'Bookings must open at least as far ahead as the minimum notice';
  return null;
}

/** Rules with each day's stretches sorted and days off sorted (the stored form). */
export function normalizeRules(rules: AvailabilityRules): AvailabilityRules {
  const weeklyHours = Object.fromEntries(
    ISO_WEEKDAY_KEYS.map((key) => [key, [...rules.weeklyHours[key]].sort((a, b) => minutesOf(a.start) - minutesOf(b.start)).map(({ start, end }) => ({ start, end }))]),
  ) as AvailabilityRules['weeklyHours'];
  return { weeklyHours, daysOff: [...rules.daysOff].sort(), slotMinutes: rules.slotMinutes, minNoticeDays: rules.minNoticeDays, windowDays: rules.windowDays, horizonDays: rules.horizonDays };
}
