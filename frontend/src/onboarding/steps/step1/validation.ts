/**
 * Step 1 form validation with the shared schema's standalone validator (docs/product.md §5 step 1
 * messages). The validator is loaded on demand so the first page a customer opens stays small.
 */
import { validateWith, type Step1FormValues } from '@cabinetry/shared/contracts';

/** Field name → first error message; empty when the form is valid. */
export type Step1Validator = (values: Step1FormValues) => Record<string, string>;

let loading: Promise<Step1Validator> | undefined;

/** Loads the validator once and resolves to the step 1 validator; a failed load is retried on the next call. */
export function loadStep1Validator(): Promise<Step1Validator> {
  loading ??= import('virtual:validator/step1FormSchema').then(
    ({ default: step1Validator }): Step1Validator =>
      (values) => {
        const result = validateWith(step1Validator, values);
        return result.ok ? {} : result.errors;
      },
    (err: unknown) => {
      loading = undefined;
      throw err;
    },
  );
  return loading;
}
