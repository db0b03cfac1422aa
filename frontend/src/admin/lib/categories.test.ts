import { translatedTexts, type AdminCategory } from '@cabinetry/shared/contracts';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { ADMIN_NS } from '../i18n/adminI18n';
import { categoryTypeLabel, groupedCategoryOptions } from './categories';

const t = i18n.getFixedT('en', ADMIN_NS);

const cat = (id: number, name: string, type: AdminCategory['type'], displayOrder = 0, isActive = true): AdminCategory => ({
  id,
  name,
  description: '',
  ...translatedTexts({}),
  type,
  displayOrder,
  isActive,
});

describe('category helpers', () => {
  it('labels types', () => {
    expect(categoryTypeLabel(t, 'kitchen_lower')).toBe('Kitchen Lower Cabinets');
    expect(categoryTypeLabel(t, 'wardrobe_interior')).toBe('Wardrobe Interior');
    expect(categoryTypeLabel(t, 'other')).toBe('other');
  });
  it('groups by type in the spec order, lower display order first, and marks inactive ones', () => {
    const groups = groupedCategoryOptions(t, [
      cat(1, 'Stone', 'countertop'),
      cat(2, 'Veneers', 'kitchen_lower', 2),
      cat(3, 'Lacquer', 'kitchen_lower', 1, false),
    ]);
    expect(groups).toEqual([
      { label: 'Kitchen Lower Cabinets', options: [{ value: 3, label: 'Lacquer (inactive)' }, { value: 2, label: 'Veneers' }] },
      { label: 'Countertops', options: [{ value: 1, label: 'Stone' }] },
    ]);
  });
});
