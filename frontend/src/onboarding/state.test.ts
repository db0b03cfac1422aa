import { describe, expect, it } from 'vitest';
import { initialState, loadState, parseStoredState, saveState, STORAGE_KEY } from './state';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('onboarding state persistence', () => {
  it('ignores missing and corrupt data', () => {
    expect(parseStoredState(null)).toEqual(initialState());
    expect(parseStoredState('{not json')).toEqual(initialState());
    expect(parseStoredState('[1,2]')).toEqual(initialState());
    expect(parseStoredState('"text"')).toEqual(initialState());
  });
  it('round-trips through storage under one key', () => {
    const storage = memoryStorage();
    const state = {
      ...initialState(),
      currentStep: 3,
      customerId: 'abc',
      projectTypes: { kitchen: true, wardrobe: false },
      designPreferences: { styles: ['1'], colorPalettes: ['2'] },
      materialSelections: { kitchen: { lowerCabinets: ['5'], upperCabinets: [], tallCabinets: [], countertops: ['9'] } },
    };
    saveState(state, storage);
    expect([...storage.data.keys()]).toEqual([STORAGE_KEY]);
    expect(loadState(storage)).toEqual({ ...state, materialSelections: { ...state.materialSelections, wardrobe: undefined } });
  });
  it('repairs oddly shaped fields', () => {
    const parsed = parseStoredState(
      JSON.stringify({ currentStep: 9, customerInfo: { firstName: 42, email: 'a@b.co' }, designPreferences: { styles: [1, '2'] }, documents: 'x' }),
    );
    expect(parsed.currentStep).toBe(1);
    expect(parsed.customerInfo.firstName).toBe('');
    expect(parsed.customerInfo.email).toBe('a@b.co');
    expect(parsed.designPreferences).toEqual({ styles: ['2'], colorPalettes: [] });
    expect(parsed.documents).toEqual([]);
  });
});
