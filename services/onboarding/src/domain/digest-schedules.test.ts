/** The morning digest's schedules (issue 39 item 3): at each day's first opening time, closed days left out. */
import { describe, expect, it } from 'vitest';
import { digestSchedules, parseOpeningHours } from './pipeline';

const hours = (text: string) => {
  const parsed = parseOpeningHours(text);
  if (typeof parsed === 'string') throw new Error(parsed);
  return parsed;
};

describe('digestSchedules', () => {
  it('runs at the first opening of each open day, grouped by time, Sunday as cron day 0', () => {
    expect(digestSchedules(hours('1-5 09:00-17:00; 6 10:00-14:00'), 'd@')).toEqual([
      { id: 'd@09:00', pattern: '0 9 * * 1,2,3,4,5' },
      { id: 'd@10:00', pattern: '0 10 * * 6' },
    ]);
    expect(digestSchedules(hours('1 14:00-18:00,08:30-12:00; 7 11:15-13:00'), 'd@')).toEqual([
      { id: 'd@08:30', pattern: '30 8 * * 1' },
      { id: 'd@11:15', pattern: '15 11 * * 0' },
    ]);
  });

  it('has nothing for a showroom that never opens', () => {
    expect(digestSchedules({}, 'd@')).toEqual([]);
  });
});
