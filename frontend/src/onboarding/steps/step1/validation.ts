/**
 * Step 1 form validation with the shared ajv schema (docs/product.md §5 step 1 messages). The validator (ajv)
 * is loaded on demand so the first page a customer opens stays small.
 */
import { step1FormSchema, type Step1FormValues } from '@cabinetry/shared/contracts';

/** Field name → first error message; empty when the form is valid. */
export type Step1Validator = (values: Step1FormValues) => Record<string, string>;

let loading: Promise<Step1Validator> | undefined;

/** Loads ajv once and resolves to the step 1 validator; a failed load is retried on the next call. */
export function loadStep1Validator(): Promise<Step1Validator> {
  loading ??= import('@cabinetry/shared/contracts/validate').then(
    ({ validate }): Step1Validator =>
      (values) => {
        const result = validate(step1FormSchema, values);
        return result.ok ? {} : result.errors;
      },
    (err: unknown) => {
      loading = undefined;
      throw err;
    },
  );
  return loading;
}
