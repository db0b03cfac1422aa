import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { availableDays, parseStartDate } from './availability';
import { BEIRUT, parseBookableSlot } from './beirut-time';

// Sunday 22 Nov 2026, 23:30 in Beirut (20:30 UTC)
const now = DateTime.fromISO('2026-11-22T20:30:00Z');

describe('availableDays', () => {
  it('starts tomorrow in Beirut, has no weekend slots and 8 one-hour slots on weekdays', () => {
    const days = availableDays(now, null, new Set());
    expect(days[0].date).toBe('2026-11-23');
    expect(days[0].slots.map((s) => s.time)).toEqual(['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00']);
    const saturday = days.find((d) => d.date === '2026-11-28')!;
    expect(saturday.slots).toEqual([]);
  });

  it('uses Beirut time for "tomorrow" even when UTC is still on the previous day', () => {
    const lateUtc = DateTime.fromISO('2026-11-22T22:30:00Z'); // already Monday 01:30 in Beirut
    expect(availableDays(lateUtc, null, new Set())[0].date).toBe('2026-11-24');
  });

  it('marks taken slots unavailable and honours startDate', () => {
    const days = availableDays(now, parseStartDate('2026-12-01'), new Set(['2026-12-01T10:00']));
    expect(days[0].date).toBe('2026-12-01');
    expect(days[0].slots.find((s) => s.time === '10:00')!.available).toBe(false);
    expect(days[0].slots.find((s) => s.time === '11:00')!.available).toBe(true);
  });

  it('never starts before tomorrow, whatever startDate says', () => {
    expect(availableDays(now, parseStartDate('2020-01-01'), new Set())[0].date).toBe('2026-11-23');
  });

  it('rejects malformed or out-of-range startDate', () => {
    expect(() => parseStartDate('2026-13-01')).toThrow(RangeError);
    expect(() => parseStartDate('1971-05-01')).toThrow(RangeError);
    expect(() => parseStartDate('2101-01-01')).toThrow(RangeError);
    expect(() => parseStartDate('tomorrow')).toThrow(RangeError);
  });
});

describe('parseBookableSlot', () => {
  it('accepts a weekday business-hour slot from tomorrow on', () => {
    const r = parseBookableSlot('2026-11-23T10:00:00+03:00', now);
    expect(r.ok && r.start.setZone(BEIRUT).toFormat('yyyy-MM-dd HH:mm')).toBe('2026-11-23 10:00');
  });
  it.each([
    ['2026-11-22T10:00:00+03:00', 'earliest bookable day'],
    ['2026-11-28T10:00:00+03:00', 'valid time'],
    ['2026-11-23T08:00:00+03:00', 'valid time'],
    ['2026-11-23T17:00:00+03:00', 'valid time'],
    ['2026-11-23T10:30:00+03:00', 'valid time'],
    ['2026-11-23T10:00:00+02:00', 'Invalid date and time combination'],
    ['2026-02-30T10:00:00+03:00', 'Invalid date and time combination'],
  ])('refuses %s', (iso, reason) => {
    const r = parseBookableSlot(iso, now);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error).toContain(reason);
  });
});
