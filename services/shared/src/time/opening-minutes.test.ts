import { describe, expect, it } from 'vitest';
import { addOpeningMinutes, showroomIso, type WeeklyHours } from './showroom-time';

const office = [{ start: '09:00', end: '17:00' }];
const weekdays: WeeklyHours = { '1': office, '2': office, '3': office, '4': office, '5': office };

describe('addOpeningMinutes (first-contact deadline: one business hour on the showroom clock)', () => {
  it('adds the hour inside opening time', () => {
    // Tuesday 24 Nov 2026, 10:15 Beirut (UTC+2)
    expect(showroomIso(addOpeningMinutes(new Date('2026-11-24T08:15:00Z'), 60, weekdays)!)).toBe('2026-11-24T11:15:00+02:00');
  });

  it('carries what is left of the hour past closing to the next opening day', () => {
    // Friday 27 Nov, 16:30: 30 minutes Friday, 30 minutes Monday
    expect(showroomIso(addOpeningMinutes(new Date('2026-11-27T14:30:00Z'), 60, weekdays)!)).toBe('2026-11-30T09:30:00+02:00');
  });

  it('starts counting at opening for a lead arriving at night or on a closed day', () => {
    expect(showroomIso(addOpeningMinutes(new Date('2026-11-28T20:00:00Z'), 60, weekdays)!)).toBe('2026-11-30T10:00:00+02:00');
  });

  it('skips the lunch break between two stretches, and follows summer time', () => {
    const split: WeeklyHours = { '3': [{ start: '13:00', end: '17:00' }, { start: '09:00', end: '12:00' }] };
    // Wednesday 15 Jul 2026, 11:30 Beirut (UTC+3)
    expect(showroomIso(addOpeningMinutes(new Date('2026-07-15T08:30:00Z'), 60, split)!)).toBe('2026-07-15T13:30:00+03:00');
  });

  it('answers null when the showroom never opens', () => {
    expect(addOpeningMinutes(new Date('2026-11-24T08:15:00Z'), 60, {})).toBeNull();
  });
});
