/**
 * Shapes of the services' internal routes (/internal/*, INTERNAL_TOKEN; never routed by the
 * gateway): onboarding answers most and scheduling reads them; scheduling answers the active-appointment one.
 */
import { Nullable, shapeOf, type Static, Type } from './schema';
import { appointmentTypeSchema, customerInfoViewSchema, projectTypesSchema } from './types';

/** A customer's active appointment as scheduling holds it (appointmentDate: ISO with the showroom's offset on its date). */
export const bookedAppointmentSchema = Type.Object({
  id: Type.String(),
  appointmentType: appointmentTypeSchema,
  appointmentDate: Type.String(),
  specialRequests: Type.String(),
});
export type BookedAppointment = Static<typeof bookedAppointmentSchema>;

/** GET /internal/customers/:id/active-appointment (scheduling answers, onboarding reads). */
export const activeAppointmentAnswerSchema = Type.Object({
  active: Type.Boolean(),
  /** null when the customer holds none */
  appointment: Nullable(bookedAppointmentSchema),
});
export type ActiveAppointmentAnswer = Static<typeof activeAppointmentAnswerSchema>;

/** Most customer ids one POST /internal/appointments/designers may name (the CSV export asks in chunks). */
export const DESIGNER_BATCH_MAX = 1000;

/** POST /internal/appointments/designers body (onboarding asks, scheduling answers). */
export const customerDesignersRequestSchema = Type.Object(
  { customerIds: Type.Array(Type.String({ pattern: '^[0-9a-f]{24}$' }), { maxItems: DESIGNER_BATCH_MAX, errorMessage: `customerIds must be at most ${DESIGNER_BATCH_MAX} customer ids` }) },
  { additionalProperties: false, errorMessage: { required: { customerIds: 'customerIds is required' } } },
);
/** Its answer: the designer of each named customer's latest appointment not cancelled, for those that have one. */
export const customerDesignersAnswerSchema = Type.Object({ designers: Type.Array(Type.Object({ customerId: Type.String(), designerName: Type.String() })) });
export type CustomerDesignersAnswer = Static<typeof customerDesignersAnswerSchema>;

/**
 * GET /internal/staff/:staffUserId/designer-customers (scheduling answers, onboarding reads): the
 * designer the staff account is linked to now (null: none) and the customers with an appointment
 * assigned to that designer (their leads are the ones a `designer` account may read).
 */
export const designerCustomersAnswerSchema = Type.Object({
  designerId: Nullable(Type.String()),
  customerIds: Type.Array(Type.String()),
});
export type DesignerCustomersAnswer = Static<typeof designerCustomersAnswerSchema>;

/** A customer's name and contact details (POST /internal/customers/batch). */
export const customerContactSchema = Type.Composite([Type.Object({ id: Type.String() }), Type.Pick(customerInfoViewSchema, ['firstName', 'lastName', 'email', 'phone'])]);
export type CustomerContact = Static<typeof customerContactSchema>;

/** A customer's step-1 answers and a summary of the others (GET /internal/customers/:id). */
export const customerProfileSchema = Type.Composite([
  Type.Object({ id: Type.String() }),
  /** every step-1 answer ('' = not given) */
  customerInfoViewSchema,
  Type.Object({
    projectTypes: shapeOf(projectTypesSchema),
    notes: Type.String(),
    /** how many styles, palettes, materials and documents the customer chose or uploaded */
    counts: Type.Object({ styles: Type.Integer(), colorPalettes: Type.Integer(), materials: Type.Integer(), documents: Type.Integer() }),
    /** the customer's language ('en', 'fr', 'ar'; stored from step 1): their e-mails and calendar files are in it, and scheduling prefers a designer who speaks it */
    locale: Type.Optional(Type.String()),
    /**
     * The number (E.164 digits, no '+') the customer agreed to get WhatsApp messages on, present only
     * while that consent holds (ticked at step 1, not withdrawn) and it is still their step-1 phone;
     * absent: send nothing on WhatsApp. Read again before every send.
     */
    whatsAppNumber: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{6,14}$' })),
    /** the WhatsApp ids (waIdOf) of the customer's phone and of the number their WhatsApp consent is for, without repeats */
    whatsAppIds: Type.Array(Type.String()),
  }),
]);
export type CustomerProfile = Static<typeof customerProfileSchema>;
