/**
 * Shapes of the services' internal routes (/internal/*, INTERNAL_TOKEN; never routed by the
 * gateway): onboarding answers most and scheduling reads them; scheduling answers the active-appointment one.
 */

/** A customer's active appointment as scheduling holds it (appointmentDate: ISO with +03:00). */
export interface BookedAppointment {
  id: string;
  appointmentType: 'in-person' | 'virtual';
  appointmentDate: string;
  specialRequests: string;
}

/** GET /internal/customers/:id/active-appointment (scheduling answers, onboarding reads). */
export interface ActiveAppointmentAnswer {
  active: boolean;
  /** null when the customer holds none */
  appointment: BookedAppointment | null;
}

/** A customer's name and contact details (POST /internal/customers/batch). */
export interface CustomerContact {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/** A customer's contact details and a summary of their answers (GET /internal/customers/:id). */
export interface CustomerProfile extends CustomerContact {
  projectAddress: string;
  projectTypes: { kitchen: boolean; wardrobe: boolean };
  notes: string;
  /** 'residential' | 'commercial' | '' */
  projectDetails: string;
  /** option ids ('' = not given) */
  projectTimeline: string;
  budget: string;
  /** how many styles, palettes, materials and documents the customer chose or uploaded */
  counts: { styles: number; colorPalettes: number; materials: number; documents: number };
}
