/**
 * The shared schemas' validation messages (ajv-errors `errorMessage` in @cabinetry/shared/contracts,
 * the English sentences the services answer with) as catalogue keys, so a form shows the same
 * sentence as the server in the visitor's language. i18n.test.ts checks every customer schema's
 * message has its key here.
 */
import type { TFunction } from 'i18next';

/** English schema message → key under `validation.` of the catalogues. */
export const VALIDATION_KEYS: Record<string, string> = {
  'First name is required': 'validation.firstNameRequired',
  'Last name is required': 'validation.lastNameRequired',
  'Email is required': 'validation.emailRequired',
  'Please enter a valid email address': 'validation.emailInvalid',
  'Phone number is required': 'validation.phoneRequired',
  'Please enter a valid phone number (7-15 digits)': 'validation.phoneInvalid',
  'Please select at least one project type.': 'validation.projectTypeRequired',
  'Please select at least one style preference.': 'validation.styleRequired',
  'Please select at least one color palette.': 'validation.colorRequired',
  'Notes must be at most 5000 characters': 'validation.notesTooLong',
  'Please select an appointment type and date.': 'validation.appointmentRequired',
  'Invalid date and time combination': 'validation.appointmentDateInvalid',
  'We cannot find your project. Please start again from step 1.': 'validation.customerIdMissing',
  // step 5's own checks before a booking is sent (lib/slotTime.ts)
  'Please select a date and time': 'validation.dateTimeRequired',
  'Please select a valid date': 'validation.dateInvalid',
  'Please select a valid time': 'validation.timeInvalid',
};

/**
 * A schema's message in `t`'s language (the English one when it has no key); `keys` maps messages to
 * `t`'s keys (the back office passes its own map, admin/lib/validation.ts).
 */
export function validationText(t: TFunction, message: string, keys: Record<string, string> = VALIDATION_KEYS): string {
  const key = keys[message];
  return key ? t(key) : message;
}
