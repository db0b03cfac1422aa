import { describe, expect, it } from 'vitest';
import { firstUnloadedDate, isNearRangeEnd, mergeRanges, rangeContaining, rangeOf, validDays } from './dateRanges';

describe('availability ranges', () => {
  it('keeps only valid days of an array response', () => {
    expect(validDays({ error: 'x' })).toEqual([]);
    expect(validDays([{ date: '2026-11-24', slots: [] }, { date: '1960-01-01', slots: [] }, { date: '2026-11-25' }])).toEqual([
      { date: '2026-11-24', slots: [] },
    ]);
  });
  it('computes the range of a response', () => {
    expect(rangeOf([])).toBeNull();
    expect(rangeOf([{ date: '2026-11-26', slots: [] }, { date: '2026-11-24', slots: [] }])).toEqual({ start: '2026-11-24', end: '2026-11-26' });
  });
  it('merges overlapping, adjacent and weekend-separated ranges', () => {
    expect(
      mergeRanges([
        { start: '2026-11-30', end: '2026-12-04' },
        { start: '2026-11-23', end: '2026-11-27' }, // Fri 27 → Mon 30: only Sat+Sun between
        { start: '2026-12-05', end: '2026-12-10' },
      ]),
    ).toEqual([{ start: '2026-11-23', end: '2026-12-10' }]);
  });
  it('does not merge across weekdays', () => {
    expect(mergeRanges([{ start: '2026-11-23', end: '2026-11-24' }, { start: '2026-11-26', end: '2026-11-27' }])).toHaveLength(2);
  });
  it('finds ranges and the proactive threshold', () => {
    const ranges = [{ start: '2026-11-23', end: '2026-12-20' }];
    expect(rangeContaining('2026-12-01', ranges)).toEqual(ranges[0]);
    expect(rangeContaining('2026-12-21', ranges)).toBeUndefined();
    expect(isNearRangeEnd('2026-12-09', ranges)).toBe(false);
    expect(isNearRangeEnd('2026-12-10', ranges)).toBe(true);
  });
  it('finds the first day of a span that is not loaded yet', () => {
    const ranges = [
      { start: '2026-11-23', end: '2026-11-30' },
      { start: '2026-12-01', end: '2026-12-05' },
      { start: '2026-12-10', end: '2026-12-31' },
    ];
    expect(firstUnloadedDate('2026-11-23', '2026-11-30', ranges)).toBeNull();
    expect(firstUnloadedDate('2026-11-25', '2026-12-31', ranges)).toBe('2026-12-06');
    expect(firstUnloadedDate('2026-12-10', '2027-01-31', ranges)).toBe('2027-01-01');
    expect(firstUnloadedDate('2026-11-01', '2026-11-30', ranges)).toBe('2026-11-01');
    expect(firstUnloadedDate('2026-12-01', '2026-11-30', [])).toBeNull();
  });
});
