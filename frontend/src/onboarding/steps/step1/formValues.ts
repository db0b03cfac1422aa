/**
 * Step 1's form values ↔ the stored customerInfo (docs/product.md §3, §4): the phone is stored as dial code
 * plus digits and split back on prefill; the address as 'street, country label'; option fields
 * keep only the spec's ids.
 */
import { BUDGETS, HEARD_FROM, PROJECT_TIMELINES, type CustomerInfo, type Step1FormValues } from '@cabinetry/shared/contracts';
import { mergeAddress, splitAddress } from '../../../lib/address';
import { mergePhone, splitPhone } from '../../../lib/phone';

/** Prefill values for the form from the stored customer info. */
export function toFormValues(c: CustomerInfo): Step1FormValues {
  const { dialCodeId, phoneNumber } = splitPhone(c.phone);
  const { addressCountry, street } = splitAddress(c.projectAddress);
  return { ...c, dialCode: dialCodeId, phoneNumber, addressCountry, street };
}

const optionId = <Id extends string>(options: readonly { id: Id }[], value: string | undefined): Id | '' =>
  options.find((o) => o.id === value)?.id ?? '';

/** The customer info stored for the form's values (combined phone and address). */
export function toCustomerInfo(v: Partial<Step1FormValues>): CustomerInfo {
  return {
    firstName: v.firstName ?? '',
    lastName: v.lastName ?? '',
    email: v.email ?? '',
    phone: mergePhone(v.dialCode ?? '', v.phoneNumber ?? ''),
    projectAddress: mergeAddress(v.street ?? '', v.addressCountry ?? ''),
    projectDetails: v.projectDetails === 'commercial' ? 'commercial' : 'residential',
    projectTimeline: optionId(PROJECT_TIMELINES, v.projectTimeline),
    budget: optionId(BUDGETS, v.budget),
    heardFrom: optionId(HEARD_FROM, v.heardFrom),
  };
}
