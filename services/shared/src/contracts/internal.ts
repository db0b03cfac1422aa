/**
 * Shapes of the services' internal routes (/internal/*, INTERNAL_TOKEN; never routed by the
 * gateway): onboarding answers them, scheduling reads them.
 */

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
