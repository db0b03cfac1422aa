import { describe, expect, it } from 'vitest';
import { initialState } from './state';
import { stepProblem } from './stepRules';

const filled = {
  ...initialState(),
  customerInfo: { ...initialState().customerInfo, firstName: 'Rana', lastName: 'Haddad', email: 'rana@example.com', phone: '+96171123456' },
};

describe('stepProblem', () => {
  it('step 1 needs personal details, then a project type', () => {
    expect(stepProblem(1, initialState())?.title).toBe('rules.missingInformation');
    expect(stepProblem(1, filled)).toEqual({ title: 'rules.projectTypeRequired', description: 'validation.projectTypeRequired' });
    expect(stepProblem(1, { ...filled, projectTypes: { kitchen: false, wardrobe: true } })).toBeNull();
  });
  it('step 2 needs a style and a palette', () => {
    expect(stepProblem(2, filled)?.title).toBe('rules.styleRequired');
    expect(stepProblem(2, { ...filled, designPreferences: { styles: ['1'], colorPalettes: [] } })?.description).toBe('validation.colorRequired');
  });
  it('step 3 applies the material rules of the chosen project types', () => {
    const kitchen = { ...filled, projectTypes: { kitchen: true, wardrobe: false } };
    expect(stepProblem(3, kitchen)?.description).toBe('rules.kitchenMaterials');
    expect(
      stepProblem(3, { ...kitchen, materialSelections: { kitchen: { lowerCabinets: ['1'], upperCabinets: [], tallCabinets: [], countertops: ['2'] } } }),
    ).toBeNull();
  });
  it('step 4 has no rules; step 5 needs an appointment', () => {
    expect(stepProblem(4, filled)).toBeNull();
    expect(stepProblem(5, filled)?.title).toBe('rules.appointmentRequired');
    expect(stepProblem(5, { ...filled, appointment: { appointmentType: 'virtual', appointmentDate: '2026-11-24T10:00:00+03:00' } })).toBeNull();
  });
});
