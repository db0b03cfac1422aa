import { describe, expect, it } from 'vitest';
import { budgetLabel, chosenMaterialSections, linkIsFresh, projectTypesLabel, stepTag, timelineLabel } from './leads';

describe('leads helpers', () => {
  it('labels options, types and steps', () => {
    expect(timelineLabel('12months+')).toBe('More than 12 months');
    expect(budgetLabel('100k+')).toBe('$100,000+');
    expect(budgetLabel('')).toBe('—');
    expect(projectTypesLabel({ kitchen: true, wardrobe: true })).toBe('Kitchen & Wardrobe');
    expect(stepTag({ currentStep: 3, isCompleted: false })).toEqual({ text: 'Step 3/5', title: 'Materials Selection', done: false, percent: 40 });
    expect(stepTag({ currentStep: 5, isCompleted: true })).toMatchObject({ text: 'Completed', percent: 100 });
    expect(stepTag({ currentStep: 9, isCompleted: false })).toMatchObject({ text: 'Step 5/5', title: 'Consultation Booking' });
    expect(stepTag({ currentStep: 0, isCompleted: false })).toMatchObject({ text: 'Step 1/5', percent: 0 });
  });
  it('lists the material sections with choices, in step 3 order', () => {
    const sections = chosenMaterialSections({
      kitchen: { lowerCabinets: ['1'], upperCabinets: [], tallCabinets: [], countertops: ['7', '8'] },
      wardrobe: { exteriors: [], interiors: ['4'] },
    });
    expect(sections.map((s) => [s.title, s.ids])).toEqual([
      ['Lower Cabinet Materials', ['1']],
      ['Countertop Materials', ['7', '8']],
      ['Interior Materials', ['4']],
    ]);
  });
  it('knows when a signed link is about to expire', () => {
    const url = '/api/admin/leads/a/documents/b/download?exp=1000&sig=x';
    expect(linkIsFresh(url, 900_000)).toBe(true);
    expect(linkIsFresh(url, 990_000)).toBe(false);
    expect(linkIsFresh('/no-exp', 0)).toBe(false);
  });
});
