/** Step 1 'Design Your Perfect Space': project type, purpose, personal and project details (SPEC §2, §4, §5). */
import { step1FormSchema, validate, type Step1FormValues } from '@cabinetry/shared/contracts';
import type { FormApi } from 'final-form';
import { useEffect, useState } from 'react';
import { Form, useFormState } from 'react-final-form';
import { mergeAddress, splitAddress } from '../../../lib/address';
import { mergePhone, splitPhone } from '../../../lib/phone';
import { useOnboarding } from '../../OnboardingContext';
import type { OnboardingState } from '../../state';
import { StepLayout } from '../../StepLayout';
import { ErrorSummary } from './ErrorSummary';
import { PersonalDetails } from './PersonalDetails';
import { ProjectDetails } from './ProjectDetails';
import { ProjectTypeSection } from './ProjectTypeSection';

const REQUIRED = ['firstName', 'lastName', 'email', 'phoneNumber'] as const;
const SUBMIT_DELAY_MS = 50;

function toFormValues({ customerInfo: c }: OnboardingState): Step1FormValues {
  const { dialCodeId, phoneNumber } = splitPhone(c.phone);
  const { addressCountry, street } = splitAddress(c.projectAddress);
  return { ...c, dialCode: dialCodeId, phoneNumber, addressCountry, street };
}

function toCustomerInfo(v: Step1FormValues): OnboardingState['customerInfo'] {
  return {
    firstName: v.firstName ?? '',
    lastName: v.lastName ?? '',
    email: v.email ?? '',
    phone: mergePhone(v.dialCode, v.phoneNumber ?? ''),
    projectAddress: mergeAddress(v.street ?? '', v.addressCountry),
    projectDetails: v.projectDetails === 'commercial' ? 'commercial' : 'residential',
    projectTimeline: (v.projectTimeline ?? '') as OnboardingState['customerInfo']['projectTimeline'],
    budget: (v.budget ?? '') as OnboardingState['customerInfo']['budget'],
  };
}

/** Keeps the wizard state (and storage) in step with the form: combined phone and address. */
function SyncToState() {
  const { update } = useOnboarding();
  const { values } = useFormState<Step1FormValues>({ subscription: { values: true } });
  useEffect(() => update({ customerInfo: toCustomerInfo(values) }), [values, update]);
  return null;
}

const validateForm = (values: Step1FormValues) => {
  const result = validate(step1FormSchema, values);
  return result.ok ? {} : result.errors;
};

/** The first wizard step. */
export default function Step1() {
  const { state, submitStep, saveAndExit } = useOnboarding();
  // Prefill once from the saved wizard; later changes flow from the form into the state.
  const [initialValues] = useState(() => toFormValues(state));

  const onContinue = (form: FormApi<Step1FormValues>) => {
    REQUIRED.forEach((f) => form.blur(f));
    const errors = form.getState().errors ?? {};
    const first = REQUIRED.find((f) => errors[f]);
    if (first) {
      const el = document.getElementById(first);
      el?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      el?.focus({ preventScroll: true });
      return;
    }
    window.setTimeout(() => void submitStep(1), SUBMIT_DELAY_MS);
  };

  return (
    <Form<Step1FormValues> onSubmit={() => undefined} initialValues={initialValues} validate={validateForm}>
      {({ form }) => (
        <StepLayout
          step={1}
          title="Design Your Perfect Space"
          subtitle="Tell us about your project to get started with your custom furniture journey."
          onContinue={() => onContinue(form)}
          onSaveExit={() => void saveAndExit(1)}
        >
          <form
            noValidate
            className="step-card"
            onSubmit={(e) => {
              e.preventDefault();
              onContinue(form);
            }}
          >
            <SyncToState />
            <ErrorSummary order={REQUIRED} />
            <ProjectTypeSection />
            <PersonalDetails />
            <ProjectDetails />
          </form>
        </StepLayout>
      )}
    </Form>
  );
}
