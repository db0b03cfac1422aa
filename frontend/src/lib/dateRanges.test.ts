import { describe, expect, it } from 'vitest';
import { isNearRangeEnd, mergeRanges, rangeContaining, rangeOf, validDays } from './dateRanges';

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
});
