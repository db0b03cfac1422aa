import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  formatAppointmentDate,
  formatDay,
  isCalendarDay,
  isoWeekday,
  lastDayOfMonth,
  mondayOf,
  shiftMonth,
  showroomClock,
  showroomDay,
  showroomDayRange,
  showroomMinutes,
} from './showroom-time';

describe('showroom time (fixed +03:00)', () => {
  it('puts instants on the showroom clock, whatever the date (no daylight-saving change)', () => {
    expect(showroomDay(new Date('2026-11-22T20:59:00Z'))).toBe('2026-11-22');
    expect(showroomDay(new Date('2026-11-22T21:00:00Z'))).toBe('2026-11-23');
    expect(showroomDay('2026-07-01T21:00:00Z')).toBe('2026-07-02');
    expect(showroomClock('2026-07-01T07:30:00Z')).toBe('10:30');
    expect(showroomClock('2026-01-01T07:30:00Z')).toBe('10:30');
    expect(showroomMinutes('2026-11-24T22:15:00Z')).toBe(75);
  });
  it('shifts months and finds their last day', () => {
    expect(shiftMonth('2026-11', 1)).toBe('2026-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(lastDayOfMonth('2028-02')).toBe('2028-02-29');
    expect(lastDayOfMonth('2026-02')).toBe('2026-02-28');
    expect(lastDayOfMonth('2026-12')).toBe('2026-12-31');
  });
  it('does day arithmetic and weekdays', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-11-20', '2026-11-23')).toBe(3);
    expect(isoWeekday('2026-11-21')).toBe(6);
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
  });
  it('accepts calendar days from 1972 to 2100 only', () => {
    expect(isCalendarDay('2026-11-24')).toBe(true);
    expect(isCalendarDay('1971-12-31')).toBe(false);
    expect(isCalendarDay('2101-01-01')).toBe(false);
    expect(isCalendarDay('2026-02-30')).toBe(false);
    expect(isCalendarDay('24/11/2026')).toBe(false);
    expect(isCalendarDay(20261124)).toBe(false);
  });
  it('reads day ranges as whole showroom days', () => {
    expect(showroomDayRange('2025-03-01', '2025-03-03')).toEqual({
      $gte: new Date('2025-02-28T21:00:00.000Z'),
      $lt: new Date('2025-03-03T21:00:00.000Z'),
    });
    expect(showroomDayRange(undefined, '2025-03-03')).toEqual({ $lt: new Date('2025-03-03T21:00:00.000Z') });
    expect(showroomDayRange('2025-03-05', '2025-03-04')).toBe("'from' must not be after 'to'");
  });
  it('formats appointment dates and days', () => {
    expect(formatAppointmentDate('2026-11-24T10:00:00+03:00')).toBe('Tuesday, November 24, 2026 at 10:00 (Beirut time)');
    expect(formatAppointmentDate('2026-11-24T07:00:00.000Z')).toBe('Tuesday, November 24, 2026 at 10:00 (Beirut time)');
    expect(formatAppointmentDate(undefined)).toBe('Date not available');
    expect(formatAppointmentDate('nonsense')).toBe('Date not available');
    expect(formatDay('2026-11-24')).toBe('Tuesday, November 24, 2026');
  });
});
