import { describe, expect, it } from 'vitest';
import {
  addDays,
  appointmentDateOf,
  beirutDate,
  daysBetween,
  earliestBookableDate,
  formatAppointmentDate,
  formatDay,
  isValidResponseDate,
  isWeekend,
  lastDayOfMonth,
  parseSlotTime,
  shiftMonth,
  slotLabel,
} from './beirutTime';

describe('Beirut time helpers', () => {
  it('computes dates on the Beirut clock', () => {
    expect(beirutDate(new Date('2026-11-22T20:59:00Z'))).toBe('2026-11-22');
    expect(beirutDate(new Date('2026-11-22T21:00:00Z'))).toBe('2026-11-23');
    expect(earliestBookableDate(new Date('2026-11-22T21:30:00Z'))).toBe('2026-11-24');
  });
  it('shifts months and finds their last day', () => {
    expect(shiftMonth('2026-11', 1)).toBe('2026-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(lastDayOfMonth('2028-02')).toBe('2028-02-29');
    expect(lastDayOfMonth('2026-02')).toBe('2026-02-28');
    expect(lastDayOfMonth('2026-12')).toBe('2026-12-31');
  });
  it('does date arithmetic', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysBetween('2026-11-20', '2026-11-23')).toBe(3);
    expect(isWeekend('2026-11-21')).toBe(true);
    expect(isWeekend('2026-11-23')).toBe(false);
  });
  it('accepts response dates from 1972 to 2100 only', () => {
    expect(isValidResponseDate('2026-11-24')).toBe(true);
    expect(isValidResponseDate('1971-12-31')).toBe(false);
    expect(isValidResponseDate('2101-01-01')).toBe(false);
    expect(isValidResponseDate('2026-02-30')).toBe(false);
    expect(isValidResponseDate('24/11/2026')).toBe(false);
    expect(isValidResponseDate(20261124)).toBe(false);
  });
  it('parses 24 h and AM/PM times', () => {
    expect(parseSlotTime('09:00')).toEqual({ hour: 9, minute: 0 });
    expect(parseSlotTime('02:30 PM')).toEqual({ hour: 14, minute: 30 });
    expect(parseSlotTime('12:00 AM')).toEqual({ hour: 0, minute: 0 });
    expect(parseSlotTime('24:00')).toBeNull();
    expect(parseSlotTime('10:60')).toBeNull();
  });
  it('builds the +03:00 appointment date or explains the problem', () => {
    expect(appointmentDateOf('2026-11-24', '2:00 PM')).toEqual({ ok: true, value: '2026-11-24T14:00:00+03:00' });
    expect(appointmentDateOf(null, '10:00')).toEqual({ ok: false, error: 'Please select a date and time' });
    expect(appointmentDateOf('2026-13-01', '10:00')).toEqual({ ok: false, error: 'Please select a valid date' });
    expect(appointmentDateOf('2026-11-24', '25:00')).toEqual({ ok: false, error: 'Please select a valid time' });
  });
  it('labels slots in Beirut or local time', () => {
    expect(slotLabel('2026-11-24', '9:00', 'beirut')).toBe('09:00');
    expect(slotLabel('2026-11-24', '09:00', 'local', 'UTC')).toBe('06:00');
    expect(slotLabel('2026-11-24', '09:00', 'local', 'Asia/Tokyo')).toBe('15:00');
  });
  it('formats appointment dates', () => {
    expect(formatAppointmentDate('2026-11-24T10:00:00+03:00')).toBe('Tuesday, November 24, 2026 at 10:00 (Beirut time)');
    expect(formatAppointmentDate('2026-11-24T07:00:00.000Z')).toBe('Tuesday, November 24, 2026 at 10:00 (Beirut time)');
    expect(formatAppointmentDate(undefined)).toBe('Date not available');
    expect(formatAppointmentDate('nonsense')).toBe('Date not available');
    expect(formatDay('2026-11-24')).toBe('Tuesday, November 24, 2026');
  });
});
