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
    expect(slotLabel('2026-11-24', 'soon', 'local', 'UTC')).toBe('soon');
  });
});
