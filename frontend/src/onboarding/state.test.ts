import { describe, expect, it } from 'vitest';
import { hasSavedState, initialState, loadState, parseStoredState, saveState, stateFromResumed, STORAGE_KEY } from './state';

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
  it('tells a saved wizard from a fresh one (pre-rendered pages show a fresh one)', () => {
    const storage = memoryStorage();
    expect(hasSavedState(storage)).toBe(false);
    expect(hasSavedState(undefined)).toBe(false);
    saveState(initialState(), storage);
    expect(hasSavedState(storage)).toBe(false);
    saveState({ ...initialState(), customerInfo: { ...initialState().customerInfo, firstName: 'Rana' } }, storage);
    expect(hasSavedState(storage)).toBe(true);
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
  it('drops values outside the option lists and documents without their fields', () => {
    const parsed = parseStoredState(
      JSON.stringify({
        customerInfo: { projectDetails: 'industrial', projectTimeline: 'tomorrow', budget: '25k-50k' },
        projectTypes: { kitchen: 'yes', wardrobe: true },
        materialSelections: { kitchen: 'all', wardrobe: { exteriors: ['1', 2, null], interiors: 'x' } },
        appointment: { appointmentType: 3 },
        documents: [{ id: 'd1', filename: 'plan.pdf', fileSize: 10, fileType: 'application/pdf', uploadedAt: '2026-01-01' }, { id: 'd2' }, null],
        customerId: 42,
        notes: ['x'],
      }),
    );
    expect(parsed.customerInfo.projectDetails).toBe('residential');
    expect(parsed.customerInfo.projectTimeline).toBe('');
    expect(parsed.customerInfo.budget).toBe('25k-50k');
    expect(parsed.projectTypes).toEqual({ kitchen: false, wardrobe: true });
    expect(parsed.materialSelections).toEqual({ kitchen: undefined, wardrobe: { exteriors: ['1'], interiors: [] } });
    expect(parsed.appointment).toBeUndefined();
    expect(parsed.documents.map((d) => d.id)).toEqual(['d1']);
    expect(parsed.customerId).toBeNull();
    expect(parsed.notes).toBe('');
  });
  it('falls back to a fresh wizard when storage itself throws', () => {
    const broken = { getItem: () => { throw new Error('denied'); } };
    expect(loadState(broken)).toEqual(initialState());
    expect(() => saveState(initialState(), { setItem: () => { throw new Error('quota'); } })).not.toThrow();
  });
});

describe('a project restored by a resume link', () => {
  it('becomes the wizard: the server’s answers, its step and appointment, documents left to step 4', () => {
    const customerInfo = { ...initialState().customerInfo, firstName: 'Rana', lastName: 'Haddad', email: 'rana@example.com', phone: '+96171123456', budget: '25k-50k' };
    const state = stateFromResumed({
      customerId: '0123456789abcdef01234567',
      currentStep: 4,
      isCompleted: false,
      customerInfo,
      projectTypes: { kitchen: false, wardrobe: true },
      designPreferences: { styles: ['3'], colorPalettes: ['4'] },
      materialSelections: { wardrobe: { exteriors: ['7'], interiors: ['8'] } },
      notes: 'by the window',
      appointment: { appointmentType: 'virtual', appointmentDate: '2026-12-01T10:00:00+03:00' },
    });
    expect(state).toEqual({
      ...initialState(),
      currentStep: 4,
      customerId: '0123456789abcdef01234567',
      customerInfo,
      projectTypes: { kitchen: false, wardrobe: true },
      designPreferences: { styles: ['3'], colorPalettes: ['4'] },
      materialSelections: { kitchen: undefined, wardrobe: { exteriors: ['7'], interiors: ['8'] } },
      notes: 'by the window',
      appointment: { appointmentType: 'virtual', appointmentDate: '2026-12-01T10:00:00+03:00' },
    });
  });
});
