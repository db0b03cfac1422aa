import { translatedTexts, type AdminMaterial } from '@cabinetry/shared/contracts';
import { describe, expect, it } from 'vitest';
import { duplicateMaterialFormData, materialFormData, materialFormValues, paletteFormData, styleFormData, styleIdStrings } from './multipart';

const entries = (form: FormData) => [...form.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : `file:${(v as File).name}`]);
const png = new File([new Uint8Array([137, 80, 78, 71])], 'oak.png', { type: 'image/png' });

describe('styleFormData', () => {
  it('sends the translations (trimmed, empty when not given), a new image, or the existing imageUrl when none is chosen', () => {
    const values = { name: ' Nordic ', description: 'Light oak', nameFr: ' Nordique ', nameAr: 'شمالي', isActive: false };
    expect(entries(styleFormData(values, { image: png, imageUrl: '/api/media/a.png' }))).toEqual([
      ['name', 'Nordic'],
      ['description', 'Light oak'],
      ['nameFr', 'Nordique'],
      ['descriptionFr', ''],
      ['nameAr', 'شمالي'],
      ['descriptionAr', ''],
      ['isActive', 'false'],
      ['image', 'file:oak.png'],
    ]);
    expect(entries(styleFormData(values, { image: null, imageUrl: '/api/media/a.png' }))).toContainEqual(['imageUrl', '/api/media/a.png']);
    expect(entries(styleFormData(values, {})).map(([k]) => k)).toEqual(['name', 'description', 'nameFr', 'descriptionFr', 'nameAr', 'descriptionAr', 'isActive']);
  });
});

describe('paletteFormData', () => {
  it('sends the colours as colorsJson only (the one spelling the server takes)', () => {
    const form = paletteFormData({ name: 'Sand', description: '', colors: ['#ffffff', '#c89b5e'], isActive: true }, {});
    expect(entries(form)).toEqual([
      ['name', 'Sand'],
      ['description', ''],
      ['nameFr', ''],
      ['descriptionFr', ''],
      ['nameAr', ''],
      ['descriptionAr', ''],
      ['colorsJson', '["#ffffff","#c89b5e"]'],
      ['isActive', 'true'],
    ]);
  });
});

describe('material bodies', () => {
  const values = { name: 'Walnut', description: 'Veneer', categoryId: null, price: '€€', isActive: true, styleIds: ['3', '7'] };
  it('repeats styleIds, or sends styleIdsEmpty when there are none; no category is 0', () => {
    expect(entries(materialFormData(values, png))).toEqual([
      ['name', 'Walnut'],
      ['description', 'Veneer'],
      ['nameFr', ''],
      ['descriptionFr', ''],
      ['nameAr', ''],
      ['descriptionAr', ''],
      ['categoryId', '0'],
      ['price', '€€'],
      ['isActive', 'true'],
      ['styleIds', '3'],
      ['styleIds', '7'],
      ['image', 'file:oak.png'],
    ]);
    const none = entries(materialFormData({ ...values, categoryId: 4, styleIds: [] }));
    expect(none).toContainEqual(['styleIdsEmpty', 'true']);
    expect(none).toContainEqual(['categoryId', '4']);
    expect(none.map(([k]) => k)).not.toContain('image');
  });
  it('duplicates with " (copy)" and the source image URL', () => {
    const source: AdminMaterial = { id: 9, name: 'Walnut', description: 'Veneer', nameFr: 'Noyer', descriptionFr: '', nameAr: '', descriptionAr: 'قشرة', categoryId: 2, price: '€€€', imageUrl: '/api/media/w.jpg', isActive: false, styleIds: [1] };
    expect(entries(duplicateMaterialFormData(source))).toEqual([
      ['name', 'Walnut (copy)'],
      ['description', 'Veneer'],
      ['nameFr', 'Noyer'],
      ['descriptionFr', ''],
      ['nameAr', ''],
      ['descriptionAr', 'قشرة'],
      ['categoryId', '2'],
      ['price', '€€€'],
      ['isActive', 'false'],
      ['styleIds', '1'],
      ['duplicateFromUrl', '/api/media/w.jpg'],
    ]);
  });
});

describe('styleIdStrings / materialFormValues', () => {
  it('accepts a list or a single value and keeps numeric strings without duplicates', () => {
    expect(styleIdStrings([1, '2', 2, 'x'])).toEqual(['1', '2']);
    expect(styleIdStrings(5)).toEqual(['5']);
    expect(styleIdStrings(undefined)).toEqual([]);
  });
  it('maps a missing category to 0', () => {
    const m: AdminMaterial = { id: 1, name: 'Oak', description: '', ...translatedTexts({}), categoryId: null, price: '', imageUrl: '', isActive: true, styleIds: [] };
    expect(materialFormValues(m)).toMatchObject({ categoryId: 0, styleIds: [] });
  });
});
