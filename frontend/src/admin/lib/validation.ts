/**
 * The back office forms' validation messages in the staff user's language: the shared schemas'
 * English sentences (ajv-errors `errorMessage` in @cabinetry/shared/contracts admin.ts and schemas.ts,
 * what the services answer with too) as keys of the admin catalogue, read with the customer side's
 * validationText (../../i18n/validation). i18n/catalogues.test.ts checks every admin form schema's
 * message has its key here and that the English says exactly what the schema says.
 */
import { LOCALE_REGISTRY, TRANSLATED_LOCALES, translatedFieldsOf, translatedTooLong } from '@cabinetry/shared/contracts';
import type { TFunction } from 'i18next';
import { validationText } from '../../i18n/validation';
import type { FormErrors } from './forms';

/** English schema message → key of the admin catalogue. */
export const ADMIN_VALIDATION_KEYS: Record<string, string> = {
  'Name is required': 'forms.validation.nameRequired',
  'Name must be at most 100 characters': 'forms.validation.nameTooLong',
  'Description must be at most 1000 characters': 'forms.validation.descriptionTooLong',
  // each translated language's too long name and description ('French name must be at most 100 characters' → forms.validation.nameFrTooLong)
  ...Object.fromEntries(
    TRANSLATED_LOCALES.flatMap((code) =>
      Object.entries(translatedFieldsOf(code)).map(([field, key]) => [translatedTooLong(LOCALE_REGISTRY[code].englishName, field as 'name' | 'description'), `forms.validation.${key}TooLong`]),
    ),
  ),
  'Please enter a valid color': 'forms.validation.colorInvalid',
  'At least one color is required': 'forms.validation.colorRequired',
  'A palette can have at most 24 colors': 'forms.validation.tooManyColors',
  'Please select a valid category': 'forms.validation.categoryInvalid',
  'Price must be up to 8 € symbols': 'forms.validation.priceInvalid',
  'Please select valid styles': 'forms.validation.stylesInvalid',
  'Type is required': 'forms.validation.typeRequired',
  'Display order must be a whole number': 'forms.validation.displayOrderInvalid',
  'Please enter a valid email address': 'forms.validation.emailInvalid',
  'Role must be admin, editor or designer': 'forms.validation.roleInvalid',
  'Username must be at least 3 characters': 'forms.validation.usernameTooShort',
  'Username must be at most 50 characters': 'forms.validation.usernameTooLong',
  'Username may contain letters, digits, dots, dashes and underscores only': 'forms.validation.usernameInvalid',
  'Password must be at least 8 characters': 'forms.validation.passwordTooShort',
  'Password must be at most 72 bytes': 'forms.validation.passwordTooLong',
  'Passwords do not match': 'forms.validation.passwordMismatch',
  'First name is required': 'leadForm.validation.firstNameRequired',
  'Last name is required': 'leadForm.validation.lastNameRequired',
  'Email is required': 'leadForm.validation.emailRequired',
  'Phone number is required': 'leadForm.validation.phoneRequired',
  'Please enter a valid phone number (7-15 digits)': 'leadForm.validation.phoneInvalid',
  'Please select at least one project type.': 'leadForm.validation.projectTypeRequired',
  'Choose how the lead reached us': 'leadForm.validation.sourceRequired',
};

/** `errors` (field → English message) with each message in `t`'s language (as given when it has no key). */
export function localizedErrors(t: TFunction, errors: FormErrors): FormErrors {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, validationText(t, message, ADMIN_VALIDATION_KEYS)]));
}
