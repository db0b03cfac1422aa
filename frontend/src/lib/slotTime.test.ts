import { describe, expect, it } from 'vitest';
import { appointmentDateOf, parseSlotTime, slotLabel } from './slotTime';

describe('step-5 slot times', () => {
  it('parses 24 h and AM/PM times', () => {
    expect(parseSlotTime('09:00')).toEqual({ hour: 9, minute: 0 });
    expect(parseSlotTime('02:30 PM')).toEqual({ hour: 14, minute: 30 });
    expect(parseSlotTime('12:00 AM')).toEqual({ hour: 0, minute: 0 });
    expect(parseSlotTime('24:00')).toBeNull();
    expect(parseSlotTime('10:60')).toBeNull();
  });
  it("builds the appointment date with Beirut's offset that day (+02:00 in winter, +03:00 in summer) or explains the problem", () => {
    expect(appointmentDateOf('2026-11-24', '2:00 PM')).toEqual({ ok: true, value: '2026-11-24T14:00:00+02:00' });
    expect(appointmentDateOf('2026-07-14', '10:00')).toEqual({ ok: true, value: '2026-07-14T10:00:00+03:00' });
    // the clocks go forward at midnight on 28 March 2027: 00:30 never happens that day
    expect(appointmentDateOf('2027-03-28', '10:00')).toEqual({ ok: true, value: '2027-03-28T10:00:00+03:00' });
    expect(appointmentDateOf('2027-03-28', '00:30')).toEqual({ ok: false, error: 'Invalid date and time combination' });
    expect(appointmentDateOf(null, '10:00')).toEqual({ ok: false, error: 'Please select a date and time' });
    expect(appointmentDateOf('2026-13-01', '10:00')).toEqual({ ok: false, error: 'Please select a valid date' });
    expect(appointmentDateOf('2026-11-24', '25:00')).toEqual({ ok: false, error: 'Please select a valid time' });
  });
  it('labels slots in Beirut or local time', () => {
    expect(slotLabel('2026-11-24', '9:00', 'beirut')).toBe('09:00');
    expect(slotLabel('2026-11-24', '09:00', 'local', 'UTC')).toBe('07:00');
    expect(slotLabel('2026-11-24', '09:00', 'local', 'Asia/Tokyo')).toBe('16:00');
    expect(slotLabel('2026-07-14', '09:00', 'local', 'UTC')).toBe('06:00');
    // a visitor in Beirut sees the same time on both sides of the toggle, winter and summer
    for (const day of ['2026-10-24', '2026-10-25', '2026-11-24', '2027-03-27', '2027-03-28', '2027-07-14']) {
      expect(slotLabel(day, '09:00', 'local', 'Asia/Beirut')).toBe(slotLabel(day, '09:00', 'beirut'));
    }
    expect(slotLabel('2026-11-24', 'soon', 'local', 'UTC')).toBe('soon');
  });
});
