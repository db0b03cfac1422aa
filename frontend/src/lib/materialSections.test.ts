import type { PublicMaterial } from '@cabinetry/shared/contracts';
import { describe, expect, it } from 'vitest';
import { SECTIONS, isMultiPurpose, materialsForSection, sectionIds, setSectionIds, withSelectionContainers } from './materialSections';

const mat = (id: number, name: string, categoryId: number | null): PublicMaterial => ({
  id, name, categoryId, description: '', imageUrl: '', price: '€',
});
const categories = {
  kitchen_lower: [{ id: 1, name: 'Lower', type: 'kitchen_lower' as const, displayOrder: 0 }],
  countertop: [{ id: 4, name: 'Tops', type: 'countertop' as const, displayOrder: 0 }],
};
const materials = [mat(1, 'Walnut', 1), mat(2, 'Ash', null), mat(3, 'Marble', 4), mat(4, 'Oak', 1), mat(5, 'Granite', 4), mat(6, 'Mystery', 99)];
const section = (key: string) => SECTIONS.find((s) => s.key === key)!;

describe('materialsForSection', () => {
  it('lists matching materials first, then unknown-category ones, each by name', () => {
    expect(materialsForSection(materials, section('lowerCabinets'), categories).map((m) => m.name)).toEqual(['Oak', 'Walnut', 'Ash', 'Mystery']);
  });
  it('shows unknown-category materials only in sections without a match', () => {
    expect(materialsForSection(materials, section('upperCabinets'), categories).map((m) => m.name)).toEqual(['Ash', 'Mystery']);
  });
  it('countertops only show countertop materials by name', () => {
    expect(materialsForSection(materials, section('countertops'), categories).map((m) => m.name)).toEqual(['Granite', 'Marble']);
  });
});

describe('selections', () => {
  it('detects multi-purpose materials', () => {
    expect(isMultiPurpose({ categoryId: null })).toBe(true);
    expect(isMultiPurpose({ categoryId: 0 })).toBe(true);
    expect(isMultiPurpose({ categoryId: 3 })).toBe(false);
  });
  it('creates empty containers for chosen project types only', () => {
    expect(withSelectionContainers({}, { kitchen: false, wardrobe: true })).toEqual({ wardrobe: { exteriors: [], interiors: [] } });
    expect(withSelectionContainers({ kitchen: { lowerCabinets: ['1'], upperCabinets: [], tallCabinets: [], countertops: [] } }, { kitchen: true, wardrobe: false }).kitchen?.lowerCabinets).toEqual(['1']);
  });
  it('sets a section without duplicates', () => {
    const next = setSectionIds({}, section('interiors'), ['2', '2', '3']);
    expect(next).toEqual({ wardrobe: { exteriors: [], interiors: ['2', '3'] } });
    expect(sectionIds(next, section('interiors'))).toEqual(['2', '3']);
    expect(sectionIds(next, section('countertops'))).toEqual([]);
  });
});
