/**
 * Step 1's form values ↔ the stored customerInfo (docs/product.md §3, §4): the phone is stored as dial code
 * plus digits and split back on prefill; the address as 'street, country label'; option fields
 * keep only the spec's ids.
 */
import type { CustomerInfo, Step1FormValues } from '@cabinetry/shared/contracts';
import { mergeAddress, splitAddress } from '../../../lib/address';
import { mergePhone, splitPhone } from '../../../lib/phone';
import { sanitizeCustomerInfo } from '../../state';

/** Prefill values for the form from the stored customer info. */
export function toFormValues(c: CustomerInfo): Step1FormValues {
  const { dialCodeId, phoneNumber } = splitPhone(c.phone);
  const { addressCountry, street } = splitAddress(c.projectAddress);
  return { ...c, dialCode: dialCodeId, phoneNumber, addressCountry, street };
}

/** The customer info stored for the form's values (combined phone and address; unknown options dropped: sanitizeCustomerInfo). */
export function toCustomerInfo(v: Partial<Step1FormValues>): CustomerInfo {
  return sanitizeCustomerInfo({ ...v, phone: mergePhone(v.dialCode ?? '', v.phoneNumber ?? ''), projectAddress: mergeAddress(v.street ?? '', v.addressCountry ?? '') });
}
