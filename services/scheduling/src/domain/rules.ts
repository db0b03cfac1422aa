/**
 * Availability rules (kept in the database, edited by staff): the defaults and the checks
 * JSON Schema cannot express (each stretch starts before it ends; a day's stretches do not overlap).
 * Pure.
 */
import { type AvailabilityRules, DEFAULT_AVAILABILITY_RULES, ISO_WEEKDAY_KEYS, ISO_WEEKDAY_NAMES } from '@cabinetry/shared/contracts';

/** The rules until an admin saves some (DEFAULT_AVAILABILITY_RULES of the contracts: Monday–Friday 09:00–17:00, one-hour slots). */
export const DEFAULT_RULES: AvailabilityRules = DEFAULT_AVAILABILITY_RULES;

type WeeklyHours = AvailabilityRules['weeklyHours'];

/** 'HH:MM' → minutes after midnight. */
export const minutesOf = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The first problem of schema-valid weekly hours (a stretch ending before it starts, two overlapping), as a message for staff, or null. */
export function weeklyHoursProblem(weeklyHours: WeeklyHours): string | null {
  for (const key of ISO_WEEKDAY_KEYS) {
    const ranges = [...weeklyHours[key]].sort((a, b) => minutesOf(a.start) - minutesOf(b.start));
    for (const [i, range] of ranges.entries()) {
      if (minutesOf(range.start) >= minutesOf(range.end)) return `${ISO_WEEKDAY_NAMES[key]}: each opening time must be before its closing time`;
      if (i > 0 && minutesOf(range.start) < minutesOf(ranges[i - 1].end)) return `${ISO_WEEKDAY_NAMES[key]}: opening hours must not overlap`;
    }
  }
  return null;
}

/** The first problem of schema-valid rules, as a message for staff, or null when they are consistent. */
export function rulesProblem(rules: AvailabilityRules): string | null {
  const hours = weeklyHoursProblem(rules.weeklyHours);
  if (hours) return hours;
  if (rules.horizonDays < rules.minNoticeDays) return 'Bookings must open at least as far ahead as the minimum notice';
  return null;
}

/** Each day's stretches sorted by start. */
export function normalizeWeeklyHours(weeklyHours: WeeklyHours): WeeklyHours {
  return Object.fromEntries(
    ISO_WEEKDAY_KEYS.map((key) => [key, [...weeklyHours[key]].sort((a, b) => minutesOf(a.start) - minutesOf(b.start)).map(({ start, end }) => ({ start, end }))]),
  ) as WeeklyHours;
}

/** Rules with each day's stretches sorted and days off sorted (the stored form). */
export function normalizeRules(rules: AvailabilityRules): AvailabilityRules {
  return { weeklyHours: normalizeWeeklyHours(rules.weeklyHours), daysOff: [...rules.daysOff].sort(), slotMinutes: rules.slotMinutes, minNoticeDays: rules.minNoticeDays, windowDays: rules.windowDays, horizonDays: rules.horizonDays,
    changeNoticeHours: rules.changeNoticeHours ?? DEFAULT_RULES.changeNoticeHours,
    maxReschedules: rules.maxReschedules ?? DEFAULT_RULES.maxReschedules,
  };
}
