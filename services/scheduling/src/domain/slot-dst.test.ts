/**
 * The slot domain across Beirut's daylight-saving changes: the clocks go back at 00:00 as Sunday
 * 25 October 2026 starts (23:00-23:59 on Saturday the 24th happens twice) and forward at 00:00 on
 * Sunday 28 March 2027 (00:00-00:59 never happens). Slots are wall times: none at a wall time that
 * does not exist, none twice, each with its own instant and the zone's offset that day.
 */
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { AvailabilityRules } from '@cabinetry/shared/contracts';
import { availableDays, parseStartDate, showroomSeat } from './availability';
import { DEFAULT_RULES } from './rules';
import { bookingWindow, parseBookableSlot, publicBookingWindow, slotKey, slotStartsOn } from './slot-rules';

const allWeek = (start: string, end: string): AvailabilityRules['weeklyHours'] =>
  Object.fromEntries(['1', '2', '3', '4', '5', '6', '7'].map((d) => [d, [{ start, end }]])) as AvailabilityRules['weeklyHours'];
/** Open every day around the clock, 30-minute slots, bookable from today. */
const roundTheClock: AvailabilityRules = { ...DEFAULT_RULES, weeklyHours: allWeek('00:00', '23:59'), slotMinutes: 30, minNoticeDays: 0 };
const day = (iso: string) => DateTime.fromISO(iso, { zone: 'utc' });

describe('slots on the days Beirut changes its clocks', () => {
  it('offers no slot at 00:00-00:59 on 28 March 2027, when that hour does not exist', () => {
    const starts = slotStartsOn(parseStartDate('2027-03-28')!, roundTheClock);
    expect(starts[0].toISO()).toBe('2027-03-28T01:00:00.000+03:00');
    expect(starts.map((s) => s.toFormat('HH:mm'))).not.toContain('00:30');
    expect(starts).toHaveLength(45); // 47 half hours from 00:00 to 23:00, less the two that never happen
    expect(new Set(starts.map((s) => s.toMillis())).size).toBe(starts.length);
  });

  it('offers 23:00 once on 24 October 2026, when that hour happens twice', () => {
    const starts = slotStartsOn(parseStartDate('2026-10-24')!, roundTheClock);
    expect(starts).toHaveLength(47); // 00:00 to 23:00
    expect(starts.filter((s) => s.toFormat('HH:mm') === '23:00').map((s) => s.toISO())).toEqual(['2026-10-24T23:00:00.000+03:00']);
    expect(new Set(starts.map((s) => s.toMillis())).size).toBe(starts.length);
  });

  it("gives each slot of the default hours its instant with that day's offset", () => {
    const days = availableDays(day('2026-10-20T12:00:00'), parseStartDate('2026-10-23'), DEFAULT_RULES, [showroomSeat([])]);
    const friday = days.find((d) => d.date === '2026-10-23')!;
    const monday = days.find((d) => d.date === '2026-10-26')!;
    expect(friday.slots[0]).toEqual({ time: '09:00', start: '2026-10-23T09:00:00+03:00', available: true });
    expect(monday.slots[0]).toEqual({ time: '09:00', start: '2026-10-26T09:00:00+02:00', available: true });
    const spring = availableDays(day('2027-03-20T12:00:00'), parseStartDate('2027-03-26'), DEFAULT_RULES, [showroomSeat([])]);
    expect(spring.find((d) => d.date === '2027-03-26')!.slots[0].start).toBe('2027-03-26T09:00:00+02:00');
    expect(spring.find((d) => d.date === '2027-03-29')!.slots[0].start).toBe('2027-03-29T09:00:00+03:00');
    // the default week has 8 slots on each weekday, whichever side of a change it is
    expect(days.filter((d) => d.slots.length).every((d) => d.slots.length === 8)).toBe(true);
  });

  it('lists the transition days themselves once each, with their own slots', () => {
    const autumn = availableDays(day('2026-10-24T05:00:00'), null, roundTheClock, [showroomSeat([])]);
    expect(autumn.slice(0, 3).map((d) => d.date)).toEqual(['2026-10-24', '2026-10-25', '2026-10-26']);
    expect(autumn[1].slots[0]).toMatchObject({ time: '00:00', start: '2026-10-25T00:00:00+02:00' });
    const spring = availableDays(day('2027-03-27T05:00:00'), null, roundTheClock, [showroomSeat([])]);
    expect(spring.slice(0, 3).map((d) => d.date)).toEqual(['2027-03-27', '2027-03-28', '2027-03-29']);
    expect(spring[1].slots[0]).toMatchObject({ time: '01:00', start: '2027-03-28T01:00:00+03:00' });
    expect(spring[2].slots[0]).toMatchObject({ time: '00:00', start: '2027-03-29T00:00:00+03:00' });
  });

  it('books a wall time by any offset naming its instant, and refuses one the clocks skip or the second of a repeated one', () => {
    const now = day('2027-03-27T05:00:00');
    expect(parseBookableSlot('2027-03-28T01:00:00+03:00', now, roundTheClock)).toMatchObject({ ok: true });
    expect(parseBookableSlot('2027-03-27T22:00:00Z', now, roundTheClock)).toMatchObject({ ok: true }); // = 01:00+03:00, the first instant of the 28th
    expect(parseBookableSlot('2027-03-28T00:30:00+02:00', now, roundTheClock)).toMatchObject({ ok: true }); // the same instant as 01:30+03:00
    const autumnNow = day('2026-10-24T05:00:00');
    expect(parseBookableSlot('2026-10-24T23:00:00+03:00', autumnNow, roundTheClock)).toMatchObject({ ok: true });
    expect(parseBookableSlot('2026-10-24T23:00:00+02:00', autumnNow, roundTheClock)).toEqual({ ok: false, error: 'Please select a valid time' });
  });

  it('keys slots by their UTC instant, so the repeated hour cannot collide', () => {
    expect(slotKey(DateTime.fromISO('2026-10-24T23:30:00+03:00'))).toBe('2026-10-24T20:30Z');
    expect(slotKey(DateTime.fromISO('2026-10-24T23:30:00+02:00'))).toBe('2026-10-24T21:30Z');
    expect(slotKey(DateTime.fromISO('2026-11-24T10:00:00+02:00'))).toBe('2026-11-24T08:00Z');
  });

  it('starts the booking window at a midnight the clocks skip, and names its zone', () => {
    const { first, end } = bookingWindow(day('2027-03-27T05:00:00'), { ...DEFAULT_RULES, minNoticeDays: 1, horizonDays: 1 });
    expect(first.toISO()).toBe('2027-03-28T01:00:00.000+03:00');
    expect(end.toISO()).toBe('2027-03-29T00:00:00.000+03:00');
    const window = publicBookingWindow(day('2027-03-28T05:00:00'), { ...DEFAULT_RULES, minNoticeDays: 1 });
    expect(window).toMatchObject({ timeZone: 'Asia/Beirut', earliestDate: '2027-03-29' });
  });
});
