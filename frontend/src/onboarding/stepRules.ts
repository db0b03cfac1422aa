/** docs/product.md §5 checks run before a step is submitted, as the toast each failure shows (catalogue keys: src/i18n/locales). */
import { KITCHEN_MATERIALS_REQUIRED, materialSelectionError, WARDROBE_MATERIALS_REQUIRED } from '@cabinetry/shared/contracts';
import type { OnboardingState } from './state';

/** The toast of a broken rule, as message keys. */
export interface StepProblem {
  title: string;
  description: string;
}

/** The shared rule's message (materialSelectionError) as its catalogue key. */
const MATERIAL_RULE_KEYS: Record<string, string> = {
  [KITCHEN_MATERIALS_REQUIRED]: 'rules.kitchenMaterials',
  [WARDROBE_MATERIALS_REQUIRED]: 'rules.wardrobeMaterials',
};

/** The first rule a step breaks, or null when the step may be submitted. */
export function stepProblem(step: number, state: OnboardingState): StepProblem | null {
  const { customerInfo: c, projectTypes, designPreferences, materialSelections, appointment } = state;
  switch (step) {
    case 1:
      if (!c.firstName.trim() || !c.lastName.trim() || !c.email.trim() || !c.phone.trim())
        return { title: 'rules.missingInformation', description: 'rules.missingInformationText' };
      if (!projectTypes.kitchen && !projectTypes.wardrobe)
        return { title: 'rules.projectTypeRequired', description: 'validation.projectTypeRequired' };
      return null;
    case 2:
      if (designPreferences.styles.length === 0)
        return { title: 'rules.styleRequired', description: 'validation.styleRequired' };
      if (designPreferences.colorPalettes.length === 0)
        return { title: 'rules.colorRequired', description: 'validation.colorRequired' };
      return null;
    case 3: {
      const error = materialSelectionError(projectTypes, materialSelections);
      return error ? { title: 'rules.materialRequired', description: MATERIAL_RULE_KEYS[error] } : null;
    }
    case 5:
      if (!appointment?.appointmentType || !appointment.appointmentDate)
        return { title: 'rules.appointmentRequired', description: 'validation.appointmentRequired' };
      return null;
    default:
      return null;
  }
}
