import { describe, expect, it } from 'vitest';
import materialValidator from 'virtual:validator/materialFormSchema';
import paletteValidator from 'virtual:validator/paletteFormSchema';
import styleValidator from 'virtual:validator/styleFormSchema';
import { categoryErrors, categoryRequest, NEW_USER, schemaErrors, toDisplayOrder, userCreateRequest, userErrors, userUpdateRequest } from './forms';

describe('schemaErrors', () => {
  it("reports the spec's messages per top-level field", () => {
    expect(schemaErrors(styleValidator, { name: ' ', description: '', isActive: true })).toEqual({ name: 'Name is required' });
    expect(schemaErrors(paletteValidator, { name: 'Sand', description: '', colors: [], isActive: true })).toEqual({
      colors: 'At least one color is required',
    });
    expect(schemaErrors(paletteValidator, { name: 'Sand', description: '', colors: ['#fff', '!!'], isActive: true })).toHaveProperty('colors');
    expect(schemaErrors(materialValidator, { name: 'Oak', description: '', categoryId: 0, price: '€€', isActive: true, styleIds: ['1'] })).toEqual({});
  });
});

describe('categories', () => {
  it('coerces displayOrder to an integer', () => {
    expect(toDisplayOrder('3.7')).toBe(3);
    expect(toDisplayOrder(2.9)).toBe(2);
    expect(toDisplayOrder('')).toBe(0);
    expect(toDisplayOrder(null)).toBe(0);
    expect(categoryRequest({ name: ' Doors ', description: '', nameAr: ' أبواب ', type: 'kitchen_lower', displayOrder: '5', isActive: true })).toEqual({
      name: 'Doors',
      description: '',
      nameFr: '',
      descriptionFr: '',
      nameAr: 'أبواب',
      descriptionAr: '',
      type: 'kitchen_lower',
      displayOrder: 5,
      isActive: true,
    });
  });
  it('requires a type', () => {
    expect(categoryErrors({ name: 'Doors', description: '', type: '', displayOrder: 0, isActive: true })).toEqual({ type: 'Type is required' });
  });
  it('holds translations to the English limits', () => {
    expect(categoryErrors({ name: 'Doors', description: '', nameFr: 'x'.repeat(101), type: 'countertop', displayOrder: 0, isActive: true })).toEqual({
      nameFr: 'French name must be at most 100 characters',
    });
  });
});

describe('users', () => {
  const filled = { ...NEW_USER, username: 'lina', email: 'lina@example.com', password: 'longenough', confirmPassword: 'longenough' };
  it('defaults to an active editor', () => {
    expect(NEW_USER).toMatchObject({ role: 'editor', isActive: true });
  });
  it('create: password of 8+ that matches', () => {
    expect(userErrors(filled, false)).toEqual({});
    expect(userErrors({ ...filled, confirmPassword: 'different1' }, false)).toEqual({ confirmPassword: 'Passwords do not match' });
    expect(userErrors({ ...filled, password: 'short', confirmPassword: 'short' }, false)).toHaveProperty('password', 'Password must be at least 8 characters');
    expect(userErrors({ ...filled, email: 'nope' }, false)).toEqual({ email: 'Please enter a valid email address' });
    expect(userErrors({ ...filled, username: 'li' }, false)).toEqual({ username: 'Username must be at least 3 characters' });
    expect(userCreateRequest(filled)).toHaveProperty('confirmPassword', 'longenough');
  });
  it('edit: password optional, matched only when given, omitted when blank', () => {
    const blank = { ...filled, password: '', confirmPassword: '' };
    expect(userErrors(blank, true)).toEqual({});
    expect(userUpdateRequest(blank)).not.toHaveProperty('password');
    expect(userUpdateRequest(filled)).toHaveProperty('password', 'longenough');
    expect(userUpdateRequest(filled)).not.toHaveProperty('confirmPassword');
    expect(userErrors({ ...filled, confirmPassword: 'x' }, true)).toEqual({ confirmPassword: 'Passwords do not match' });
    expect(userErrors({ ...blank, password: 'short', confirmPassword: 'short' }, true)).toEqual({ password: 'Password must be at least 8 characters' });
  });
});
