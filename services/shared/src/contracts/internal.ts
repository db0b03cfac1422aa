/**
 * Shapes of the services' internal routes (/internal/*, INTERNAL_TOKEN; never routed by the
 * gateway): onboarding answers most and scheduling reads them; scheduling answers the active-appointment one.
 */
import { Nullable, shapeOf, type Static, Type } from './schema';
import { appointmentTypeSchema, customerInfoViewSchema, projectTypesSchema } from './types';

/** A customer's active appointment as scheduling holds it (appointmentDate: ISO with +03:00). */
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

/** A customer's contact details and a summary of their answers (GET /internal/customers/:id). */
export const customerProfileSchema = Type.Composite([
  customerContactSchema,
  Type.Pick(customerInfoViewSchema, ['projectAddress', 'projectDetails', 'projectTimeline', 'budget']),
  Type.Object({
    projectTypes: shapeOf(projectTypesSchema),
    notes: Type.String(),
    /** how many styles, palettes, materials and documents the customer chose or uploaded */
    counts: Type.Object({ styles: Type.Integer(), colorPalettes: Type.Integer(), materials: Type.Integer(), documents: Type.Integer() }),
    /** the customer's language ('en', 'fr', 'ar'), when onboarding knows it: scheduling prefers a designer who speaks it */
    locale: Type.Optional(Type.String()),
  }),
]);
export type CustomerProfile = Static<typeof customerProfileSchema>;
