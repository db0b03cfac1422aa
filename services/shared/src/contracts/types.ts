/**
 * Shapes of docs/product.md §3 and §7 shared by the SPA and the services, each declared once as a
 * schema with its type derived from it (./schema.ts). Ids of catalogue items are numbers on the wire;
 * the wizard state keeps them as strings (docs/product.md §3). Request bodies with their messages are
 * in ./schemas.ts.
 */
import { ERROR_CODES, type ErrorCode } from './errors';
import { APPOINTMENT_STATUSES, APPOINTMENT_TYPES, BUDGETS, CATEGORY_TYPES, FILE_CATEGORIES, HEARD_FROM_IDS, PROJECT_PURPOSES, PROJECT_TIMELINES } from './options';
import { DateTimeString, Nullable, type Static, StringEnum, Type } from './schema';

/** A name, e-mail or phone as entered in step 1 (required, not blank). */
const nonBlank = (max: number, message: string) =>
  Type.String({ minLength: 1, maxLength: max, pattern: '\\S', errorMessage: { minLength: message, pattern: message, type: message } });

/** The step-1 e-mail address. */
const emailAddress = (requiredMessage: string, invalidMessage: string) =>
  Type.String({ minLength: 1, maxLength: 254, format: 'email', errorMessage: { minLength: requiredMessage, format: invalidMessage, maxLength: invalidMessage } });

/** docs/product.md §5 step 1: the contact fields every customer-info shape is made of (declared once). */
export const contactFields = {
  firstName: nonBlank(100, 'First name is required'),
  lastName: nonBlank(100, 'Last name is required'),
  email: emailAddress('Email is required', 'Please enter a valid email address'),
};

/** Timeline option ids, with '' for "not given". */
export const TIMELINE_IDS = ['', ...PROJECT_TIMELINES.map((o) => o.id)] as const;
/** Budget option ids, with '' for "not given". */
export const BUDGET_IDS = ['', ...BUDGETS.map((o) => o.id)] as const;

/** The customer's contact and project answers of step 1 (docs/product.md §3). */
export const customerInfoSchema = Type.Object(
  {
    ...contactFields,
    /** Dial code plus local digits, e.g. '+96171123456'. */
    phone: Type.String({ pattern: '^\\+[0-9]{1,4} ?[0-9]{7,15}$', errorMessage: 'Please enter a valid phone number (7-15 digits)' }),
    /** 'street, country label', e.g. 'Gemmayze St 12, Beirut, Lebanon'; may be ''. */
    projectAddress: Type.Optional(Type.String({ maxLength: 500 })),
    projectDetails: Type.Optional(StringEnum(PROJECT_PURPOSES)),
    projectTimeline: Type.Optional(StringEnum(TIMELINE_IDS)),
    budget: Type.Optional(StringEnum(BUDGET_IDS)),
    /** "How did you hear about us?" (HEARD_FROM), '' = not given */
    heardFrom: Type.Optional(StringEnum(HEARD_FROM_IDS)),
  },
  { additionalProperties: false },
);
/** The step-1 answers as staff and other services read them: every answer a string ('' = not given). */
export const customerInfoViewSchema = Type.Mapped(Type.KeyOf(customerInfoSchema), () => Type.String());

/** The step-1 answers as a client may send them (the project answers are optional). */
export type CustomerInfoInput = Static<typeof customerInfoSchema>;
/** The step-1 answers as stored and shown (every field present; '' = not given). */
export type CustomerInfo = Required<CustomerInfoInput>;

export const projectTypesSchema = Type.Object(
  { kitchen: Type.Boolean(), wardrobe: Type.Boolean() },
  { additionalProperties: false, not: { properties: { kitchen: { const: false }, wardrobe: { const: false } } }, errorMessage: { not: 'Please select at least one project type.' } },
);
export type ProjectTypes = Static<typeof projectTypesSchema>;

/** Catalogue ids as the wizard keeps them (numeric strings). */
const idList = (maxItems: number, options: object = {}) =>
  Type.Array(Type.String({ pattern: '^[0-9]{1,9}$' }), { maxItems, uniqueItems: true, ...options });

export const designPreferencesSchema = Type.Object(
  {
    styles: idList(50, { minItems: 1, errorMessage: { minItems: 'Please select at least one style preference.' } }),
    colorPalettes: idList(50, { minItems: 1, errorMessage: { minItems: 'Please select at least one color palette.' } }),
  },
  { additionalProperties: false },
);
export type DesignPreferences = Static<typeof designPreferencesSchema>;

const section = <K extends string>(keys: readonly K[]) =>
  Type.Object(Object.fromEntries(keys.map((k) => [k, idList(100)])) as Record<K, ReturnType<typeof idList>>, { additionalProperties: false });

export const kitchenSelectionsSchema = section(['lowerCabinets', 'upperCabinets', 'tallCabinets', 'countertops'] as const);
export type KitchenSelections = Static<typeof kitchenSelectionsSchema>;
export const wardrobeSelectionsSchema = section(['exteriors', 'interiors'] as const);
export type WardrobeSelections = Static<typeof wardrobeSelectionsSchema>;

export const materialSelectionsSchema = Type.Object(
  { kitchen: Type.Optional(kitchenSelectionsSchema), wardrobe: Type.Optional(wardrobeSelectionsSchema) },
  { additionalProperties: false },
);
export type MaterialSelections = Static<typeof materialSelectionsSchema>;

/** A customer's uploaded document (docs/product.md §7 step 4). */
export const uploadedDocumentSchema = Type.Object({
  id: Type.String(),
  filename: Type.String(),
  /** bytes */
  fileSize: Type.Integer({ minimum: 0 }),
  /** MIME type detected from the content */
  fileType: Type.String(),
  fileCategory: StringEnum(FILE_CATEGORIES),
  uploadedAt: DateTimeString(),
});
export type UploadedDocument = Static<typeof uploadedDocumentSchema>;

export const step1ResponseSchema = Type.Object({ customerId: Type.String(), currentStep: Type.Integer() });
export type Step1Response = Static<typeof step1ResponseSchema>;

export const stepResponseSchema = Type.Object({ customerId: Type.String(), currentStep: Type.Integer() });
export const step4NotesResponseSchema = Type.Object({ customerId: Type.String(), notes: Type.String() });
export const step4UploadResponseSchema = Type.Object({ uploadedFiles: Type.Array(uploadedDocumentSchema) });
export type Step4UploadResponse = Static<typeof step4UploadResponseSchema>;
export const step5ResponseSchema = Type.Object({ customerId: Type.String(), isCompleted: Type.Boolean() });

export const publicStyleSchema = Type.Object({ id: Type.Integer(), name: Type.String(), imageUrl: Type.String(), description: Type.String() });
export type PublicStyle = Static<typeof publicStyleSchema>;

export const publicPaletteSchema = Type.Object({ id: Type.Integer(), name: Type.String(), description: Type.String(), colors: Type.Array(Type.String()) });
export type PublicPalette = Static<typeof publicPaletteSchema>;

export const publicMaterialSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  imageUrl: Type.String(),
  /** null = no category ('Multi-purpose') */
  categoryId: Nullable(Type.Integer()),
  price: Type.String(),
});
export type PublicMaterial = Static<typeof publicMaterialSchema>;

export const categoryTypeSchema = StringEnum(CATEGORY_TYPES.map((t) => t.id));

export const publicCategorySchema = Type.Object({ id: Type.Integer(), name: Type.String(), type: categoryTypeSchema, displayOrder: Type.Integer() });
export type PublicCategory = Static<typeof publicCategorySchema>;

export const slotSchema = Type.Object({
  /** 'HH:MM', 24 h, the wall time on the showroom's clock (SHOWROOM_TIME_ZONE, Beirut) */
  time: Type.String(),
  /** the slot's instant, ISO 8601 with the showroom's offset that day, e.g. '2026-11-24T10:00:00+02:00' (the appointmentDate to book it) */
  start: Type.String(),
  available: Type.Boolean(),
});
export type Slot = Static<typeof slotSchema>;

export const availableDaySchema = Type.Object({
  /** 'YYYY-MM-DD', a day on the showroom's clock */
  date: Type.String(),
  slots: Type.Array(slotSchema),
});
export type AvailableDay = Static<typeof availableDaySchema>;

export const appointmentTypeSchema = StringEnum(APPOINTMENT_TYPES);
export const appointmentStatusSchema = StringEnum(APPOINTMENT_STATUSES);

/** An appointment as the customer's calls read it (docs/product.md §7). */
export const appointmentSchema = Type.Object({
  id: Type.String(),
  customerId: Type.String(),
  appointmentType: appointmentTypeSchema,
  /** ISO date-time with the showroom's offset on that date (Beirut: +02:00 in winter, +03:00 in summer) */
  appointmentDate: Type.String(),
  /** ISO date-time (the showroom's offset) the appointment ends: one slot of the availability rules when it was booked */
  endDate: Type.Optional(Type.String()),
  specialRequests: Type.Optional(Type.String()),
  status: appointmentStatusSchema,
  /** the Google event's id: staff views only (null in every customer view) */
  calendarEventId: Nullable(Type.String()),
  /** hangoutLink: a virtual meeting's link; htmlLink: the Google event's page, staff views only (null in every customer view) */
  calendarEvent: Nullable(Type.Object({ hangoutLink: Nullable(Type.String()), htmlLink: Nullable(Type.String()) })),
  /** English note for staff of where a virtual booking's link comes from; the SPA words `meetingLinkStatus` in the customer's language instead */
  notificationNote: Type.Optional(Type.String()),
});
export type Appointment = Static<typeof appointmentSchema>;

export const whatsappConfigSchema = Type.Object({ whatsappNumber: Nullable(Type.String()) });
export type WhatsappConfig = Static<typeof whatsappConfigSchema>;

/** The one error answer of every route: a sentence, a stable code for the SPA, and details (e.g. the fields that failed). */
const errorCodeSchema = StringEnum(Object.keys(ERROR_CODES) as ErrorCode[]);

export const errorResponseSchema = Type.Object(
  {
    error: Type.String(),
    code: Type.Optional(errorCodeSchema),
    details: Type.Optional(Type.Unknown()),
  },
  { additionalProperties: true },
);

/** POST /api/appointments failure (docs/product.md §7): the spec's fields at the top level. */
export const appointmentErrorResponseSchema = Type.Object(
  {
    error: Type.String(),
    code: Type.Optional(errorCodeSchema),
    existingAppointment: Type.Optional(appointmentSchema),
    isVirtualMeetingError: Type.Optional(Type.Boolean()),
    details: Type.Optional(Type.Unknown()),
  },
  { additionalProperties: true },
);
export type AppointmentErrorResponse = Static<typeof appointmentErrorResponseSchema>;
