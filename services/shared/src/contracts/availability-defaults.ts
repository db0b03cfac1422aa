/**
 * The default availability rules as plain data, apart from the schemas (./availability.ts) so the
 * customer pages that word opening hours from them load no schema builder. Browser-safe.
 */
import type { AvailabilityRules, TimeRange } from './availability';

const officeHours: TimeRange[] = [{ start: '09:00', end: '17:00' }];

/**
 * The rules until an admin saves some: Monday–Friday 09:00–17:00 Beirut, one-hour slots, from
 * tomorrow up to 90 days ahead (a quarter: far enough for any real project, not a calendar a script
 * can book out for months), 28 days per availability call. The SPA words time with them until the
 * server's booking window arrives.
 */
export const DEFAULT_AVAILABILITY_RULES: AvailabilityRules = {
  weeklyHours: { '1': officeHours, '2': officeHours, '3': officeHours, '4': officeHours, '5': officeHours, '6': [], '7': [] },
  daysOff: [],
  slotMinutes: 60,
  minNoticeDays: 1,
  windowDays: 28,
  horizonDays: 90,
  changeNoticeHours: 24,
  maxReschedules: 2,
};
