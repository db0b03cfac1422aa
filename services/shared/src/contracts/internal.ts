/**
 * Shapes of the services' internal routes (/internal/*, INTERNAL_TOKEN; never routed by the
 * gateway): onboarding answers them, scheduling reads them.
 */
import { Type, type Static } from './schema';
import { customerInfoSchema, projectTypesSchema } from './types';

/** A customer's name and contact details (POST /internal/customers/batch). */
export const customerContactSchema = Type.Composite([
  Type.Object({ id: Type.String() }),
  Type.Pick(customerInfoSchema, ['firstName', 'lastName', 'email', 'phone']),
]);
export type CustomerContact = Static<typeof customerContactSchema>;

/** A customer's contact details and a summary of their answers (GET /internal/customers/:id). */
export const customerProfileSchema = Type.Composite([
  customerContactSchema,
  Type.Object({
    projectAddress: Type.String(),
    projectTypes: projectTypesSchema,
    notes: Type.String(),
    /** 'residential' | 'commercial' | '' */
    projectDetails: Type.String(),
    /** option ids ('' = not given) */
    projectTimeline: Type.String(),
    budget: Type.String(),
    /** how many styles, palettes, materials and documents the customer chose or uploaded */
    counts: Type.Object({ styles: Type.Integer(), colorPalettes: Type.Integer(), materials: Type.Integer(), documents: Type.Integer() }),
  }),
]);
export type CustomerProfile = Static<typeof customerProfileSchema>;
