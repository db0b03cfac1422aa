/**
 * Request bodies of docs/product.md §7 that the services accept and the SPA's forms validate, with
 * the exact UI messages of docs/product.md §5 (ajv-errors `errorMessage`). Each type is derived from
 * its schema (./schema.ts).
 */
import { CUSTOMER_LOCALES, PHONE_DIGITS, WHATSAPP_CONSENT_VERSION } from './options';
import { StringEnum, Type, type Static } from './schema';
import { firstTouchSchema } from './lead-sources';
import {
  appointmentTypeSchema,
  contactFields,
  customerInfoSchema,
  designPreferencesSchema,
  materialSelectionsSchema,
  projectTypesSchema,
} from './types';

export type { Schema } from './schema';

/** docs/product.md §5 step 1, the form's own fields (phone digits and address parts before they are combined). */
export const step1FormSchema = Type.Object(
  {
    ...contactFields,
    dialCode: Type.Optional(Type.String()),
    phoneNumber: Type.String({
      minLength: 1,
      pattern: `^[0-9]{${PHONE_DIGITS.min},${PHONE_DIGITS.max}}$`,
      errorMessage: { minLength: 'Phone number is required', pattern: 'Please enter a valid phone number (7-15 digits)' },
    }),
    addressCountry: Type.Optional(Type.String()),
    street: Type.Optional(Type.String()),
    projectDetails: Type.Optional(Type.String()),
    projectTimeline: Type.Optional(Type.String()),
    budget: Type.Optional(Type.String()),
    heardFrom: Type.Optional(Type.String()),
  },
  {
    errorMessage: {
      required: {
        firstName: 'First name is required',
        lastName: 'Last name is required',
        email: 'Email is required',
        phoneNumber: 'Phone number is required',
      },
    },
  },
);
export type Step1FormValues = Static<typeof step1FormSchema>;

/** Step 1's WhatsApp opt-in as sent: ticked or not, and the version of the wording shown. */
export const whatsAppOptInSchema = Type.Object(
  { optIn: Type.Boolean(), wordingVersion: Type.Integer({ minimum: 1, maximum: WHATSAPP_CONSENT_VERSION }) },
  { additionalProperties: false },
);
export type WhatsAppOptIn = Static<typeof whatsAppOptInSchema>;

/**
 * docs/product.md §7 step 1 body; `locale` is the language of the page the customer answered on (default English), kept for their e-mails;
 * `firstTouch` is where the browser's first visit came from (stored when the customer is created, never changed after);
 * `whatsApp` the WhatsApp opt-in (absent: unchanged; issue 38).
 */
export const step1RequestSchema = Type.Object(
  {
    customerInfo: customerInfoSchema,
    projectTypes: projectTypesSchema,
    locale: Type.Optional(StringEnum(CUSTOMER_LOCALES)),
    firstTouch: Type.Optional(firstTouchSchema),
    whatsApp: Type.Optional(whatsAppOptInSchema),
  },
  { additionalProperties: false },
);
export type Step1Request = Static<typeof step1RequestSchema>;

export const step2RequestSchema = Type.Object({ designPreferences: designPreferencesSchema }, { additionalProperties: false });
export type Step2Request = Static<typeof step2RequestSchema>;

/** docs/product.md §7 step 3 body; the "at least one per section" rules of §5 are checked by `materialSelectionError`. */
export const step3RequestSchema = Type.Object({ materialSelections: materialSelectionsSchema }, { additionalProperties: false });
export type Step3Request = Static<typeof step3RequestSchema>;

export const step4NotesRequestSchema = Type.Object(
  {
    notes: Type.String({ maxLength: 5000, errorMessage: { maxLength: 'Notes must be at most 5000 characters' } }),
    files: Type.Optional(Type.Array(Type.Never(), { maxItems: 0 })),
  },
  { additionalProperties: false },
);
export type Step4NotesRequest = Static<typeof step4NotesRequestSchema>;

const SELECT_TYPE_AND_DATE = 'Please select an appointment type and date.';
const CUSTOMER_ID_MISSING = 'We cannot find your project. Please start again from step 1.';

export const appointmentCreateRequestSchema = Type.Object(
  {
    appointmentType: { ...appointmentTypeSchema, errorMessage: SELECT_TYPE_AND_DATE } as typeof appointmentTypeSchema,
    /**
     * a slot's instant with an explicit offset (any: 'Z', '+02:00', '-05:00'), e.g. the slot's `start`
     * '2026-11-24T10:00:00+02:00'; answers carry the showroom's offset on that date
     */
    appointmentDate: Type.String({
      pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}(:[0-9]{2}(\\.[0-9]{1,3})?)?(Z|[+-][0-9]{2}:[0-9]{2})$',
      errorMessage: 'Invalid date and time combination',
    }),
    specialRequests: Type.Optional(Type.String({ maxLength: 2000 })),
    customerId: Type.String({ pattern: '^[0-9a-f]{24}$', errorMessage: CUSTOMER_ID_MISSING }),
  },
  {
    additionalProperties: false,
    errorMessage: { required: { appointmentType: SELECT_TYPE_AND_DATE, appointmentDate: SELECT_TYPE_AND_DATE, customerId: CUSTOMER_ID_MISSING } },
  },
);
export type AppointmentCreateRequest = Static<typeof appointmentCreateRequestSchema>;
export type Step5Request = AppointmentCreateRequest;

/** The longest password bcrypt reads in full (bytes of UTF-8): longer ones are refused, not truncated. */
export const PASSWORD_MAX_BYTES = 72;
const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX_BYTES} bytes`;

/** A new password (setup, user create/edit): 8 characters to 72 bytes. */
export const newPasswordSchema = Type.String({
  minLength: 8,
  maxBytes: PASSWORD_MAX_BYTES,
  errorMessage: { minLength: 'Password must be at least 8 characters', maxBytes: PASSWORD_TOO_LONG },
});

export const adminLoginRequestSchema = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 100, errorMessage: { minLength: 'Username is required' } }),
    password: Type.String({ minLength: 1, maxBytes: PASSWORD_MAX_BYTES, errorMessage: { minLength: 'Password is required', maxBytes: PASSWORD_TOO_LONG } }),
  },
  { additionalProperties: false, errorMessage: { required: { username: 'Username is required', password: 'Password is required' } } },
);
export type AdminLoginRequest = Static<typeof adminLoginRequestSchema>;

/** An admin username (docs/product.md §5: at least 3 characters), shared by setup and the users API. */
export const usernameSchema = Type.String({
  minLength: 3,
  maxLength: 50,
  pattern: '^[A-Za-z0-9._-]+$',
  errorMessage: {
    minLength: 'Username must be at least 3 characters',
    maxLength: 'Username must be at most 50 characters',
    pattern: 'Username may contain letters, digits, dots, dashes and underscores only',
  },
});

/** `confirmPassword`: equal to the sibling `password` (ajv `$data`), with `message` when it is not. */
export const confirmPasswordSchema = (extra: object, errorMessage: string | object) =>
  Type.Unsafe<string>({ type: 'string', ...extra, const: { $data: '1/password' }, errorMessage });

export const adminSetupRequestSchema = Type.Object(
  {
    username: usernameSchema,
    email: Type.String({ minLength: 1, maxLength: 254, format: 'email', errorMessage: { minLength: 'Please enter a valid email', format: 'Please enter a valid email', maxLength: 'Please enter a valid email' } }),
    firstName: contactFields.firstName,
    lastName: contactFields.lastName,
    password: newPasswordSchema,
    confirmPassword: confirmPasswordSchema({ minLength: 8 }, { minLength: 'Please confirm your password', const: "Passwords don't match" }),
    /** the operator's setup token (the `?token=` of the setup link), required when the server sets one */
    setupToken: Type.Optional(Type.String({ maxLength: 200 })),
  },
  {
    additionalProperties: false,
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
  },
);
export type AdminSetupRequest = Static<typeof adminSetupRequestSchema>;
