/** docs/product.md §5 checks run before a step is submitted, as the toast each failure shows. */
import { materialSelectionError } from '@cabinetry/shared/contracts';
import type { OnboardingState } from './state';

export interface StepProblem {
  title: string;
  description: string;
}

/** The first rule a step breaks, or null when the step may be submitted. */
export function stepProblem(step: number, state: OnboardingState): StepProblem | null {
  const { customerInfo: c, projectTypes, designPreferences, materialSelections, appointment } = state;
  switch (step) {
    case 1:
      if (!c.firstName.trim() || !c.lastName.trim() || !c.email.trim() || !c.phone.trim())
        return { title: 'Missing Information', description: 'Please fill in all required personal details.' };
      if (!projectTypes.kitchen && !projectTypes.wardrobe)
        return { title: 'Project Type Required', description: 'Please select at least one project type.' };
      return null;
    case 2:
      if (designPreferences.styles.length === 0)
        return { title: 'Style Selection Required', description: 'Please select at least one style preference.' };
      if (designPreferences.colorPalettes.length === 0)
        return { title: 'Color Selection Required', description: 'Please select at least one color palette.' };
      return null;
    case 3: {
      const error = materialSelectionError(projectTypes, materialSelections);
      return error ? { title: 'Material Selection Required', description: error } : null;
    }
    case 5:
      if (!appointment?.appointmentType || !appointment.appointmentDate)
        return { title: 'Appointment Details Required', description: 'Please select an appointment type and date.' };
      return null;
    default:
      return null;
  }
}
