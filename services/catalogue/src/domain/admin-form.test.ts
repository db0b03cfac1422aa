/** Multipart dialog fields → form values, issues, and media URL → storage key. Pure. */
import { describe, expect, it } from 'vitest';
import { styleFormSchema } from '@cabinetry/shared/contracts';
import { catalogueRoutes } from '@cabinetry/shared/contracts/api';
import { boolField, categoryIdOf, colorsOf, formFieldProblem, materialFormValues, paletteColorsProblem, styleIdsOf, validationIssues } from './admin-form';

const PALETTE_FIELDS = catalogueRoutes.routes.createPalette.multipart;
import { mediaKeyOf } from './views';

const form = (entries: [string, string][]) => {
  const f = new FormData();
  for (const [k, v] of entries) f.append(k, v);
  return f;
};

describe('admin form fields', () => {
  it('reads booleans sent as text, keeping junk for validation to name', () => {
    expect([boolField('true', false), boolField('false', true), boolField(undefined, true), boolField('yes', true)]).toEqual([true, false, true, 'yes']);
  });

  it('reads colours from colorsJson, else from colors[0..n] in index order, keeping text that is not JSON for validation to name', () => {
    expect(colorsOf(form([['colorsJson', '["#111111","#222222"]']]))).toEqual(['#111111', '#222222']);
    expect(colorsOf(form([['colorsJson', 'not json']]))).toBe('not json');
    expect(colorsOf(form([['colors[1]', '#222222'], ['colors[0]', '#111111']]))).toEqual(['#111111', '#222222']);
    expect(colorsOf(form([]))).toBeUndefined();
  });

  it("takes the fields of the route's table entry: another spelling, or the text undefined, is a problem", () => {
    expect(formFieldProblem(form([['name', 'Warm'], ['colorsJson', '[]']]), PALETTE_FIELDS)).toBeUndefined();
    expect(formFieldProblem(form([['name', 'Warm'], ['colorsJson', '["#111111"]'], ['colors[0]', '#111111'], ['imageUrl', '/api/media/x']]), PALETTE_FIELDS)).toBeUndefined();
    for (const other of ['colors[]', 'colors', 'colors[01]', 'colors[-1]', 'colors[0]x']) {
      expect(formFieldProblem(form([['name', 'Warm'], [other, '#111111']]), PALETTE_FIELDS), other).toMatch(/^Unknown field '.*': this form takes name, .*colors\[0\.\.n\]$/);
    }
    expect(formFieldProblem(form([['name', 'undefined']]), PALETTE_FIELDS)).toBe("'name' holds the text 'undefined'");
  });

  it('wants colors[0..n] counted from 0 and, beside colorsJson, naming the same colours', () => {
    const both = (json: string, ...indexed: [string, string][]) => paletteColorsProblem(form([['colorsJson', json], ...indexed]));
    expect(both('["#111111","#222222"]', ['colors[0]', '#111111'], ['colors[1]', '#222222'])).toBeUndefined();
    expect(paletteColorsProblem(form([['colors[0]', '#111111']]))).toBeUndefined();
    expect(both('["#111111","#222222"]', ['colors[0]', '#222222'], ['colors[1]', '#111111'])).toBe('colorsJson and colors[0..n] name different colors');
    expect(both('["#111111"]', ['colors[0]', '#111111'], ['colors[1]', '#222222'])).toBe('colorsJson and colors[0..n] name different colors');
    expect(paletteColorsProblem(form([['colors[0]', '#111111'], ['colors[2]', '#222222']]))).toBe('colors[0..n] must count from colors[0], each index once');
    expect(paletteColorsProblem(form([['colors[0]', '#111111'], ['colors[0]', '#222222']]))).toBe('colors[0..n] must count from colors[0], each index once');
  });

  it("maps categoryId '0' or absent to none and style ids from repeated styleIds, keeping other spellings as sent", () => {
    expect([categoryIdOf('0'), categoryIdOf(undefined), categoryIdOf('12'), categoryIdOf(''), categoryIdOf('null'), categoryIdOf('x')]).toEqual([null, null, 12, '', 'null', 'x']);
    expect(styleIdsOf(form([['styleIds', '1'], ['styleIds', '2'], ['styleIds', '2']]))).toEqual(['1', '2']);
    expect(styleIdsOf(form([['styleIdsEmpty', 'true']]))).toEqual([]);
    expect(styleIdsOf(form([['styleIdsEmpty', 'true'], ['styleIds', '1']]))).toEqual(['true', '1']);
    expect(styleIdsOf(form([]))).toBeUndefined();
    expect(materialFormValues(form([['name', ' Oak '], ['price', '€€']]))).toEqual({ name: 'Oak', description: '', nameFr: '', descriptionFr: '', nameAr: '', descriptionAr: '', isActive: true, categoryId: null, price: '€€' });
  });

  it('describes field errors as code, path, expected and received', () => {
    const values = { name: '', isActive: 'maybe' };
    expect(validationIssues(styleFormSchema, values, { name: 'Name is required', isActive: 'must be boolean' })).toEqual([
      { code: 'invalid_value', path: ['name'], expected: 'string', received: 'string', message: 'Name is required' },
      { code: 'invalid_type', path: ['isActive'], expected: 'boolean', received: 'string', message: 'must be boolean' },
    ]);
  });

  it("accepts only this service's media URLs as image sources", () => {
    const key = 'materials/0f8fad5b-d9cb-469f-a165-70867728950e.webp';
    expect(mediaKeyOf(`/api/media/${key}`)).toBe(key);
    expect(mediaKeyOf(`http://localhost:8080/api/media/${key}?w=300`)).toBe(key);
    for (const bad of ['/api/media/../secrets.txt', 'https://evil.example/a.webp', '/api/media/x', '', 'http://[bad']) expect(mediaKeyOf(bad)).toBeNull();
  });
});
