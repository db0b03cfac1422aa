/**
 * JSON Schemas (ajv, with ajv-errors `errorMessage`) for every request body of SPEC §7 that the
 * services accept and the SPA's forms validate. Messages are the exact UI strings of SPEC §5.
 * `Schema<T>` carries the TS type the schema describes, for `validate()` in ./validate.ts.
 */
import type { SchemaObject } from 'ajv';
import {
  ADMIN_ROLES,
  APPOINTMENT_TYPES,
  BUDGETS,
  CATEGORY_TYPES,
  PHONE_DIGITS,
  PROJECT_PURPOSES,
  PROJECT_TIMELINES,
} from './options';
import type {
  AdminLoginRequest,
  AdminSetupRequest,
  AppointmentCreateRequest,
  Step1Request,
  Step2Request,
  Step3Request,
  Step4NotesRequest,
  Step5Request,
} from './types';

/** A JSON Schema tagged with the type of the data it accepts. */
export type Schema<T> = SchemaObject & { readonly __type?: T };

const nonBlank = (max: number, message: string) => ({
  type: 'string',
  minLength: 1,
  maxLength: max,
  pattern: '\\S',
  errorMessage: { minLength: message, pattern: message, type: message },
});

const email = (requiredMessage: string, invalidMessage: string) => ({
  type: 'string',
  minLength: 1,
  maxLength: 254,
  format: 'email',
  errorMessage: { minLength: requiredMessage, format: invalidMessage, maxLength: invalidMessage },
});

const idList = (maxItems: number) => ({
  type: 'array',
  maxItems,
  uniqueItems: true,
  items: { type: 'string', pattern: '^[0-9]{1,9}$' },
});

/** SPEC §5 step 1, the form's own fields (phone digits and address parts before they are combined). */
export interface Step1FormValues {
  firstName: string;
  lastName: string;
  email: string;
  dialCode: string;
  phoneNumber: string;
  addressCountry: string;
  street: string;
  projectDetails: string;
  projectTimeline: string;
  budget: string;
}

export const step1FormSchema: Schema<Step1FormValues> = {
  type: 'object',
  required: ['firstName', 'lastName', 'email', 'phoneNumber'],
  properties: {
    firstName: nonBlank(100, 'First name is required'),
    lastName: nonBlank(100, 'Last name is required'),
    email: email('Email is required', 'Please enter a valid email address'),
    phoneNumber: {
      type: 'string',
      minLength: 1,
      pattern: `^[0-9]{${PHONE_DIGITS.min},${PHONE_DIGITS.max}}$`,
      errorMessage: {
        minLength: 'Phone number is required',
        pattern: 'Please enter a valid phone number (7-15 digits)',
      },
    },
  },
  errorMessage: {
    required: {
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      phoneNumber: 'Phone number is required',
    },
  },
};

const customerInfoSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['firstName', 'lastName', 'email', 'phone', 'projectAddress', 'projectDetails', 'projectTimeline', 'budget'],
  properties: {
    firstName: nonBlank(100, 'First name is required'),
    lastName: nonBlank(100, 'Last name is required'),
    email: email('Email is required', 'Please enter a valid email address'),
    phone: {
      type: 'string',
      pattern: `^\\+[0-9]{1,4} ?[0-9]{${PHONE_DIGITS.min},${PHONE_DIGITS.max}}$`,
      errorMessage: 'Please enter a valid phone number (7-15 digits)',
    },
    projectAddress: { type: 'string', maxLength: 500 },
    projectDetails: { type: 'string', enum: [...PROJECT_PURPOSES] },
    projectTimeline: { type: 'string', enum: ['', ...PROJECT_TIMELINES.map((o) => o.id)] },
    budget: { type: 'string', enum: ['', ...BUDGETS.map((o) => o.id)] },
  },
};

const projectTypesSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['kitchen', 'wardrobe'],
  properties: { kitchen: { type: 'boolean' }, wardrobe: { type: 'boolean' } },
  not: { properties: { kitchen: { const: false }, wardrobe: { const: false } } },
  errorMessage: { not: 'Please select at least one project type.' },
};

export const step1RequestSchema: Schema<Step1Request> = {
  type: 'object',
  additionalProperties: false,
  required: ['customerInfo', 'projectTypes'],
  properties: { customerInfo: customerInfoSchema, projectTypes: projectTypesSchema },
};

export const step2RequestSchema: Schema<Step2Request> = {
  type: 'object',
  additionalProperties: false,
  required: ['designPreferences'],
  properties: {
    designPreferences: {
      type: 'object',
      additionalProperties: false,
      required: ['styles', 'colorPalettes'],
      properties: {
        styles: { ...idList(50), minItems: 1, errorMessage: { minItems: 'Please select at least one style preference.' } },
        colorPalettes: {
          ...idList(50),
          minItems: 1,
          errorMessage: { minItems: 'Please select at least one color palette.' },
        },
      },
    },
  },
};

const section = (keys: string[]) => ({
  type: 'object',
  additionalProperties: false,
  required: keys,
  properties: Object.fromEntries(keys.map((k) => [k, idList(100)])),
});

/** SPEC §7 step 3 body; the "at least one per section" rules of §5 are checked by `materialSelectionError`. */
export const step3RequestSchema: Schema<Step3Request> = {
  type: 'object',
  additionalProperties: false,
  required: ['materialSelections'],
  properties: {
    materialSelections: {
      type: 'object',
      additionalProperties: false,
      properties: {
        kitchen: section(['lowerCabinets', 'upperCabinets', 'tallCabinets', 'countertops']),
        wardrobe: section(['exteriors', 'interiors']),
      },
    },
  },
};

export const step4NotesRequestSchema: Schema<Step4NotesRequest> = {
  type: 'object',
  additionalProperties: false,
  required: ['notes'],
  properties: {
    notes: { type: 'string', maxLength: 5000, errorMessage: { maxLength: 'Notes must be at most 5000 characters' } },
    files: { type: 'array', maxItems: 0 },
  },
};

export const appointmentCreateRequestSchema: Schema<AppointmentCreateRequest> = {
  type: 'object',
  additionalProperties: false,
  required: ['appointmentType', 'appointmentDate', 'customerId'],
  properties: {
    appointmentType: {
      type: 'string',
      enum: [...APPOINTMENT_TYPES],
      errorMessage: 'Please select an appointment type and date.',
    },
    appointmentDate: {
      type: 'string',
      pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}(:[0-9]{2}(\\.[0-9]{1,3})?)?\\+03:00$',
      errorMessage: 'Invalid date and time combination',
    },
    specialRequests: { type: 'string', maxLength: 2000 },
    customerId: {
      type: 'string',
      pattern: '^[0-9a-f]{24}$',
      errorMessage: 'Customer ID not found. Please complete previous steps first.',
    },
  },
  errorMessage: {
    required: {
      appointmentType: 'Please select an appointment type and date.',
      appointmentDate: 'Please select an appointment type and date.',
      customerId: 'Customer ID not found. Please complete previous steps first.',
    },
  },
};

/** The longest password bcrypt reads in full (bytes of UTF-8): longer ones are refused, not truncated. */
export const PASSWORD_MAX_BYTES = 72;
const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX_BYTES} bytes`;

/** A new password (setup, user create/edit): 8 characters to 72 bytes. */
export const newPasswordSchema = {
  type: 'string',
  minLength: 8,
  maxBytes: PASSWORD_MAX_BYTES,
  errorMessage: { minLength: 'Password must be at least 8 characters', maxBytes: PASSWORD_TOO_LONG },
};

export const adminLoginRequestSchema: Schema<AdminLoginRequest> = {
  type: 'object',
  additionalProperties: false,
  required: ['username', 'password'],
  properties: {
    username: { type: 'string', minLength: 1, maxLength: 100, errorMessage: { minLength: 'Username is required' } },
    password: { type: 'string', minLength: 1, maxBytes: PASSWORD_MAX_BYTES, errorMessage: { minLength: 'Password is required', maxBytes: PASSWORD_TOO_LONG } },
  },
  errorMessage: { required: { username: 'Username is required', password: 'Password is required' } },
};

/** An admin username (SPEC §5: at least 3 characters), shared by setup and the users API. */
export const usernameSchema = {
  type: 'string',
  minLength: 3,
  maxLength: 50,
  pattern: '^[A-Za-z0-9._-]+$',
  errorMessage: {
    minLength: 'Username must be at least 3 characters',
    maxLength: 'Username must be at most 50 characters',
    pattern: 'Username may contain letters, digits, dots, dashes and underscores only',
  },
};

export const adminSetupRequestSchema: Schema<AdminSetupRequest> = {
  type: 'object',
  additionalProperties: false,
  required: ['username', 'email', 'firstName', 'lastName', 'password', 'confirmPassword'],
  properties: {
    username: usernameSchema,
    email: email('Please enter a valid email', 'Please enter a valid email'),
    firstName: nonBlank(100, 'First name is required'),
    lastName: nonBlank(100, 'Last name is required'),
    password: newPasswordSchema,
    confirmPassword: {
      type: 'string',
      minLength: 8,
      const: { $data: '1/password' },
      errorMessage: { minLength: 'Please confirm your password', const: "Passwords don't match" },
    },
    setupToken: { type: 'string', maxLength: 200 },
  },
  errorMessage: {
    required: {
      username: 'Username must be at least 3 characters',
      email: 'Please enter a valid email',
      firstName: 'First name is required',
      lastName: 'Last name is required',
      password: 'Password must be at least 8 characters',
      confirmPassword: 'Please confirm your password',
    },
  },
};

/** Role and category-type enums, exported for admin schemas. */
export const roleEnum = [...ADMIN_ROLES];
export const categoryTypeEnum = CATEGORY_TYPES.map((t) => t.id);

/** SPEC §7 step 5 body: the booked appointment's request payload, recorded with the wizard answers. */
export const step5RequestSchema: Schema<Step5Request> = {
  type: 'object',
  additionalProperties: false,
  required: ['appointment'],
  properties: { appointment: appointmentCreateRequestSchema },
};
