/** Step 1 'Design Your Perfect Space': project type, purpose, personal and project details (docs/product.md §2, §4, §5). */
import type { Step1FormValues } from '@cabinetry/shared/contracts';
import type { FormApi } from 'final-form';
import { useCallback, useEffect, useState } from 'react';
import { Form, useFormState } from 'react-final-form';
import { focusField } from '../../../lib/focusField';
import { useOnboarding } from '../../OnboardingContext';
import { StepLayout } from '../../StepLayout';
import { ErrorSummary } from './ErrorSummary';
import { toCustomerInfo, toFormValues } from './formValues';
import { PersonalDetails } from './PersonalDetails';
import { ProjectDetails } from './ProjectDetails';
import { ProjectTypeSection } from './ProjectTypeSection';
import { loadStep1Validator, type Step1Validator } from './validation';
import { WhatsAppOptIn } from './WhatsAppOptIn';
import { useTranslation } from 'react-i18next';

const REQUIRED = ['firstName', 'lastName', 'email', 'phoneNumber'] as const;
const SUBMIT_DELAY_MS = 50;

/** Keeps the wizard state (and storage) in step with the form: combined phone and address. */
function SyncToState() {
  const { update } = useOnboarding();
  const { values } = useFormState<Step1FormValues>({ subscription: { values: true } });
  useEffect(() => update({ customerInfo: toCustomerInfo(values) }), [values, update]);
  return null;
}

/** The first wizard step. */
export default function Step1() {
  const { t } = useTranslation();
  const { state, submitStep, saveAndExit } = useOnboarding();
  // Prefill once from the saved wizard; later changes flow from the form into the state.
  const [initialValues] = useState(() => toFormValues(state.customerInfo));
  const [validator, setValidator] = useState<Step1Validator | null>(null);
  // ajv arrives with the first focus in the form (errors only show once a field has been left).
  const needValidator = () => {
    if (!validator) loadStep1Validator().then((v) => setValidator(() => v), console.error);
  };
  const validateForm = useCallback((values: Step1FormValues) => (validator ? validator(values) : {}), [validator]);

  // docs/product.md §4: touch the four required fields; stop at the first invalid one, else submit after 50 ms.
  const onContinue = async (form: FormApi<Step1FormValues>) => {
    const check = await loadStep1Validator();
    setValidator(() => check);
    REQUIRED.forEach((f) => form.blur(f));
    const errors = check(form.getState().values);
    const first = REQUIRED.find((f) => errors[f]);
    if (first) return focusField(first);
    window.setTimeout(() => void submitStep(1), SUBMIT_DELAY_MS);
  };

  return (
    <Form<Step1FormValues> onSubmit={() => undefined} initialValues={initialValues} validate={validateForm}>
      {({ form }) => (
        <StepLayout
          step={1}
          title={t('step1.title')}
          subtitle={t('step1.subtitle')}
          onContinue={() => void onContinue(form)}
          onSaveExit={() => void saveAndExit(1)}
        >
          <form
            noValidate
            className="step-card"
            onFocus={needValidator}
            onSubmit={(e) => {
              e.preventDefault();
              void onContinue(form);
            }}
          >
            <SyncToState />
            <ErrorSummary order={REQUIRED} />
            <ProjectTypeSection />
            <PersonalDetails />
            <WhatsAppOptIn />
            <ProjectDetails />
          </form>
        </StepLayout>
      )}
    </Form>
  );
}
