/** Step 1's WhatsApp opt-in in the wizard state: unticked for a fresh wizard, kept in storage, restored by a resume link. */
import type { ResumedProject } from '@cabinetry/shared/contracts';
import { describe, expect, it } from 'vitest';
import { initialState, parseStoredState, stateFromResumed } from './state';

const resumed: ResumedProject = {
  customerId: 'c1',
  currentStep: 2,
  isCompleted: false,
  customerInfo: { ...initialState().customerInfo, firstName: 'Rania' },
  projectTypes: { kitchen: true, wardrobe: false },
  designPreferences: { styles: [], colorPalettes: [] },
  materialSelections: {},
  notes: '',
  appointment: null,
};

describe('whatsAppOptIn', () => {
  it('is unticked for a fresh wizard and for saved data that says anything but true', () => {
    expect(initialState().whatsAppOptIn).toBe(false);
    expect(parseStoredState(JSON.stringify({ whatsAppOptIn: 'yes' })).whatsAppOptIn).toBe(false);
  });

  it('is kept in storage and restored from a resumed project whose consent holds', () => {
    expect(parseStoredState(JSON.stringify({ ...initialState(), whatsAppOptIn: true })).whatsAppOptIn).toBe(true);
    expect(stateFromResumed({ ...resumed, whatsAppOptIn: true }).whatsAppOptIn).toBe(true);
    expect(stateFromResumed(resumed).whatsAppOptIn).toBe(false);
  });
});
