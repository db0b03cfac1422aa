/**
 * The 'Add lead' form (pages/NewLeadDialog.tsx) as the server takes it (issue 39 item 5): its values,
 * the request they make (staffLeadRequestSchema) and that schema's errors by the form's fields.
 */
import { DEFAULT_DIAL_CODE_ID, type StaffLeadRequest } from '@cabinetry/shared/contracts';
import staffLeadValidator from 'virtual:validator/staffLeadRequestSchema';
import { mergePhone } from '../../lib/phone';
import { schemaErrors } from './forms';

/** The form's values: the phone as dial code and local digits, the project types as two boxes. */
export interface NewLeadValues {
  firstName: string;
  lastName: string;
  email: string;
  dialCode: string;
  phoneNumber: string;
  kitchen: boolean;
  wardrobe: boolean;
  source: string;
  heardFrom: string;
  locale: string;
}

/** A blank form: Lebanon's dial code, a walk-in, English e-mails. */
export const NEW_LEAD: NewLeadValues = { firstName: '', lastName: '', email: '', dialCode: DEFAULT_DIAL_CODE_ID, phoneNumber: '', kitchen: false, wardrobe: false, source: 'walk-in', heardFrom: '', locale: 'en' };

/** The request for the form's values (blank e-mail and answer left out). */
export function newLeadRequest(v: Partial<NewLeadValues>): StaffLeadRequest {
  const email = v.email?.trim();
  return {
    firstName: v.firstName ?? '',
    lastName: v.lastName ?? '',
    ...(email && { email }),
    phone: mergePhone(v.dialCode ?? '', v.phoneNumber ?? ''),
    projectTypes: { kitchen: !!v.kitchen, wardrobe: !!v.wardrobe },
    source: v.source as StaffLeadRequest['source'],
    ...(v.heardFrom && { heardFrom: v.heardFrom as StaffLeadRequest['heardFrom'] }),
    locale: (v.locale || 'en') as StaffLeadRequest['locale'],
  };
}

/** The schema's errors of the form's values, by the form's fields (phone → phoneNumber, projectTypes → kitchen). */
export function newLeadErrors(v: Partial<NewLeadValues>): Record<string, string> {
  const field: Record<string, string> = { phone: 'phoneNumber', projectTypes: 'kitchen' };
  return Object.fromEntries(Object.entries(schemaErrors(staffLeadValidator, newLeadRequest(v))).map(([k, message]) => [field[k] ?? k, message]));
}
