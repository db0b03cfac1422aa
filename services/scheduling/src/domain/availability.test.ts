import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { AvailabilityRules } from '@cabinetry/shared/contracts';
import { availableDays, availabilityWindow, parseStartDate, showroomSeat } from './availability';
import { SHOWROOM_ZONE } from '@cabinetry/shared/time';
import { parseBookableSlot } from './slot-rules';
import { calendarEventIdFor } from './google-event-id';
import { DEFAULT_RULES, normalizeRules, rulesProblem } from './rules';

// Sunday 22 Nov 2026, 22:30 in Beirut (20:30 UTC; UTC+2 in winter)
const now = DateTime.fromISO('2026-11-22T20:30:00Z');
const at = (iso: string) => DateTime.fromISO(iso).toMillis();

describe('availableDays', () => {
  it('starts tomorrow in Beirut, has no weekend slots and 8 one-hour slots on weekdays', () => {
    const days = availableDays(now, null, DEFAULT_RULES, [showroomSeat([])]);
    expect(days).toHaveLength(28);
    expect(days[0].date).toBe('2026-11-23');
    expect(days[0].slots.map((s) => s.time)).toEqual(['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00']);
    const saturday = days.find((d) => d.date === '2026-11-28')!;
    expect(saturday.slots).toEqual([]);
  });

  it('uses Beirut time for "tomorrow" even when UTC is still on the previous day', () => {
    const lateUtc = DateTime.fromISO('2026-11-22T22:30:00Z'); // already Monday 00:30 in Beirut
    expect(availableDays(lateUtc, null, DEFAULT_RULES, [showroomSeat([])])[0].date).toBe('2026-11-24');
  });

  it('marks slots overlapping a blocked interval unavailable and honours startDate', () => {
    const blocked = [{ start: at('2026-12-01T10:00:00+02:00'), end: at('2026-12-01T11:00:00+02:00') }, { start: at('2026-12-01T13:30:00+02:00'), end: at('2026-12-01T13:45:00+02:00') }];
    const days = availableDays(now, parseStartDate('2026-12-01'), DEFAULT_RULES, [showroomSeat(blocked)]);
    expect(days[0].date).toBe('2026-12-01');
    const free = Object.fromEntries(days[0].slots.map((s) => [s.time, s.available]));
    expect(free).toMatchObject({ '09:00': true, '10:00': false, '11:00': true, '13:00': false, '14:00': true });
  });

  it('never starts before the first bookable day, whatever startDate says', () => {
    expect(availableDays(now, parseStartDate('2020-01-01'), DEFAULT_RULES, [showroomSeat([])])[0].date).toBe('2026-11-23');
  });

  it('follows the rules: opening hours, slot length, days off, notice and window', () => {
    const rules: AvailabilityRules = {
      ...DEFAULT_RULES,
      weeklyHours: { ...DEFAULT_RULES.weeklyHours, '1': [{ start: '10:00', end: '12:00' }, { start: '14:00', end: '15:00' }], '6': [{ start: '09:00', end: '10:00' }] },
      slotMinutes: 30,
      minNoticeDays: 2,
      windowDays: 10,
      daysOff: ['2026-11-25'],
    };
    const days = availableDays(now, null, rules, [showroomSeat([])]);
    expect(days).toHaveLength(10);
    expect(days[0].date).toBe('2026-11-24');
    expect(days.find((d) => d.date === '2026-11-25')!.slots).toEqual([]);
    expect(days.find((d) => d.date === '2026-11-28')!.slots.map((s) => s.time)).toEqual(['09:00', '09:30']);
    expect(days.find((d) => d.date === '2026-11-30')!.slots.map((s) => s.time)).toEqual(['10:00', '10:30', '11:00', '11:30', '14:00', '14:30']);
    expect(availabilityWindow(now, null, rules).to.toISODate()).toBe('2026-12-04');
  });

  it('with no notice, offers only the rest of today', () => {
    const noon = DateTime.fromISO('2026-11-23T12:10:00+02:00');
    const today = availableDays(noon, null, { ...DEFAULT_RULES, minNoticeDays: 0 }, [showroomSeat([])])[0];
    expect(today.date).toBe('2026-11-23');
    expect(today.slots.filter((s) => s.available).map((s) => s.time)).toEqual(['13:00', '14:00', '15:00', '16:00']);
  });

  it('offers no slots past the booking horizon, whatever startDate says', () => {
    const rules = { ...DEFAULT_RULES, horizonDays: 10 }; // today is Sunday 22 Nov: the last bookable day is Wednesday 2 Dec
    const days = availableDays(now, parseStartDate('2026-11-30'), rules, [showroomSeat([])]);
    expect(days.filter((d) => d.slots.length).map((d) => d.date)).toEqual(['2026-11-30', '2026-12-01', '2026-12-02']);
    expect(availableDays(now, parseStartDate('2099-01-05'), rules, [showroomSeat([])]).every((d) => d.slots.length === 0)).toBe(true);
  });

  it('rejects malformed or out-of-range startDate', () => {
    expect(() => parseStartDate('2026-13-01')).toThrow(RangeError);
    expect(() => parseStartDate('1971-05-01')).toThrow(RangeError);
    expect(() => parseStartDate('2101-01-01')).toThrow(RangeError);
    expect(() => parseStartDate('tomorrow')).toThrow(RangeError);
  });
});

describe('parseBookableSlot', () => {
  it('accepts a weekday business-hour slot from tomorrow on, one slot long', () => {
    const r = parseBookableSlot('2026-11-23T10:00:00+02:00', now, DEFAULT_RULES);
    expect(r.ok && r.start.setZone(SHOWROOM_ZONE).toFormat('yyyy-MM-dd HH:mm')).toBe('2026-11-23 10:00');
    expect(r.ok && r.end.diff(r.start, 'minutes').minutes).toBe(60);
  });
  it("accepts any explicit offset naming a slot's instant, and reads it on Beirut's clock", () => {
    for (const iso of ['2026-11-23T08:00:00Z', '2026-11-23T03:00:00-05:00', '2026-11-23T09:00:00+01:00']) {
      const r = parseBookableSlot(iso, now, DEFAULT_RULES);
      expect(r.ok && r.start.toISO()).toBe('2026-11-23T10:00:00.000+02:00');
    }
    // what a client on the old fixed clock sends for '10:00' is 09:00 in Beirut in November
    const old = parseBookableSlot('2026-11-23T10:00:00+03:00', now, DEFAULT_RULES);
    expect(old.ok && old.start.toFormat('HH:mm')).toBe('09:00');
    expect(parseBookableSlot('2026-11-23T16:30:00+03:00', now, DEFAULT_RULES)).toEqual({ ok: false, error: 'Please select a valid time' });
  });
  it.each([
    ['2026-11-22T10:00:00+02:00', 'earliest bookable day is tomorrow'],
    ['2026-11-28T10:00:00+02:00', 'valid time'],
    ['2026-11-23T08:00:00+02:00', 'valid time'],
    ['2026-11-23T17:00:00+02:00', 'valid time'],
    ['2026-11-23T10:30:00+02:00', 'valid time'],
    ['2026-11-23T10:00:30+02:00', 'valid time'],
    ['2026-11-23T10:00:00', 'Invalid date and time combination'],
    ['2026-02-30T10:00:00+02:00', 'Invalid date and time combination'],
  ])('refuses %s', (iso, reason) => {
    const r = parseBookableSlot(iso, now, DEFAULT_RULES);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error).toContain(reason);
  });
  it('refuses days off and honours a longer notice', () => {
    const rules = { ...DEFAULT_RULES, daysOff: ['2026-11-24'], minNoticeDays: 2 };
    expect(parseBookableSlot('2026-11-23T10:00:00+02:00', now, rules)).toMatchObject({ ok: false, error: expect.stringContaining('2 days from today') });
    expect(parseBookableSlot('2026-11-24T10:00:00+02:00', now, rules)).toMatchObject({ ok: false, error: 'Please select a valid time' });
    expect(parseBookableSlot('2026-11-25T10:00:00+02:00', now, rules).ok).toBe(true);
  });
  it('refuses a slot past the booking horizon (the last day counts)', () => {
    const rules = { ...DEFAULT_RULES, horizonDays: 10 };
    expect(parseBookableSlot('2026-12-02T16:00:00+02:00', now, rules).ok).toBe(true);
    expect(parseBookableSlot('2026-12-03T09:00:00+02:00', now, rules)).toEqual({ ok: false, error: 'Please select a valid date: bookings open up to 10 days ahead' });
    expect(parseBookableSlot('2099-01-05T10:00:00+02:00', now, DEFAULT_RULES)).toMatchObject({ ok: false, error: expect.stringContaining('90 days ahead') });
  });
});

describe('rules', () => {
  it('finds inverted and overlapping opening hours', () => {
    expect(rulesProblem(DEFAULT_RULES)).toBeNull();
    const inverted = { ...DEFAULT_RULES, weeklyHours: { ...DEFAULT_RULES.weeklyHours, '2': [{ start: '12:00', end: '09:00' }] } };
    expect(rulesProblem(inverted)).toBe('Tuesday: each opening time must be before its closing time');
    const overlapping = { ...DEFAULT_RULES, weeklyHours: { ...DEFAULT_RULES.weeklyHours, '7': [{ start: '12:00', end: '14:00' }, { start: '09:00', end: '12:30' }] } };
    expect(rulesProblem(overlapping)).toBe('Sunday: opening hours must not overlap');
    expect(rulesProblem({ ...DEFAULT_RULES, minNoticeDays: 5, horizonDays: 4 })).toBe('Bookings must open at least as far ahead as the minimum notice');
  });
  it('stores stretches and days off in order', () => {
    const messy = { ...DEFAULT_RULES, daysOff: ['2026-12-25', '2026-12-24'], weeklyHours: { ...DEFAULT_RULES.weeklyHours, '1': [{ start: '14:00', end: '15:00' }, { start: '09:00', end: '12:00' }] } };
    const clean = normalizeRules(messy);
    expect(clean.daysOff).toEqual(['2026-12-24', '2026-12-25']);
    expect(clean.weeklyHours['1'].map((r) => r.start)).toEqual(['09:00', '14:00']);
  });
});

describe('calendarEventIdFor', () => {
  it('derives a stable Google event id in the base32hex alphabet', () => {
    const id = calendarEventIdFor('65f1a2b3c4d5e6f708192a3b');
    expect(id).toBe('appt65f1a2b3c4d5e6f708192a3b');
    expect(id).toMatch(/^[a-v0-9]{5,1024}$/);
    expect(() => calendarEventIdFor('not-an-id')).toThrow();
  });
});
