import { describe, expect, it } from 'vitest';
import { filterStylesByProjectType, toggleId } from './styleFilter';

const styles = [
  { id: 1, description: 'Warm KITCHEN cabinetry' },
  { id: 2, description: 'Walk-in closet systems' },
  { id: 3, description: 'Wardrobe fronts' },
  { id: 4, description: 'Timeless shaker' },
];

describe('filterStylesByProjectType', () => {
  it('returns all styles when no type is chosen', () => {
    expect(filterStylesByProjectType(styles, { kitchen: false, wardrobe: false })).toHaveLength(4);
  });
  it('matches kitchen case-insensitively', () => {
    expect(filterStylesByProjectType(styles, { kitchen: true, wardrobe: false }).map((s) => s.id)).toEqual([1]);
  });
  it('matches wardrobe or closet', () => {
    expect(filterStylesByProjectType(styles, { kitchen: false, wardrobe: true }).map((s) => s.id)).toEqual([2, 3]);
    expect(filterStylesByProjectType(styles, { kitchen: true, wardrobe: true }).map((s) => s.id)).toEqual([1, 2, 3]);
  });
  it('falls back to all styles when none matches', () => {
    expect(filterStylesByProjectType([styles[3]], { kitchen: true, wardrobe: false })).toEqual([styles[3]]);
  });
});

describe('toggleId', () => {
  it('adds when absent and removes when present', () => {
    expect(toggleId(['1'], '2')).toEqual(['1', '2']);
    expect(toggleId(['1', '2'], '1')).toEqual(['2']);
  });
  it('treats a missing description as no match', () => {
    expect(filterStylesByProjectType([{ id: 9, description: null }, styles[0]], { kitchen: true, wardrobe: false }).map((s) => s.id)).toEqual([1]);
  });
});
