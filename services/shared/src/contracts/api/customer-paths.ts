/**
 * Method and path of the routes a visitor calls without a staff account (access anonymous, customer
 * or link: the wizard, the resume, erasure and manage links, sign-in), by operation id: all the
 * customer pages name (./customer-client.ts), so a new back-office route adds no byte to them.
 * ./paths.ts spreads each service's part into that service's full list; customer-paths.test.ts checks
 * that exactly the routes of those access kinds are here.
 */
import type { RoutePath } from './route-path';

/** The catalogue's public reads and its images. */
export const CATALOGUE_CUSTOMER_PATHS = {
  listPublicStyles: { method: 'GET', path: '/api/public/styles' },
  listPublicPalettes: { method: 'GET', path: '/api/public/palettes' },
  listPublicMaterials: { method: 'GET', path: '/api/public/materials' },
  listPublicCategories: { method: 'GET', path: '/api/public/categories' },
  getMedia: { method: 'GET', path: '/api/media/{key}' },
} as const satisfies Record<string, RoutePath>;

/** The wizard's steps, the customer's documents and data, the e-mailed links; a staff member's signed document link. */
export const ONBOARDING_CUSTOMER_PATHS = {
  saveStep1: { method: 'POST', path: '/api/onboarding/step1' },
  saveStep2: { method: 'POST', path: '/api/onboarding/step2/{customerId}' },
  saveStep3: { method: 'POST', path: '/api/onboarding/step3/{customerId}' },
  saveStep4: { method: 'POST', path: '/api/onboarding/step4/{customerId}' },
  saveStep5: { method: 'POST', path: '/api/onboarding/step5/{customerId}' },
  listDocuments: { method: 'GET', path: '/api/onboarding/documents/{customerId}' },
  deleteDocument: { method: 'DELETE', path: '/api/onboarding/documents/{documentId}' },
  openDocument: { method: 'GET', path: '/api/onboarding/documents/{documentId}/file' },
  exportCustomerData: { method: 'GET', path: '/api/onboarding/export/{customerId}' },
  requestResumeLink: { method: 'POST', path: '/api/onboarding/resume-links' },
  redeemResumeLink: { method: 'POST', path: '/api/onboarding/resume-links/redeem' },
  requestErasureLink: { method: 'POST', path: '/api/onboarding/erasure-links' },
  confirmErasure: { method: 'POST', path: '/api/onboarding/erasure-links/confirm' },
  getWhatsappConfig: { method: 'GET', path: '/api/config/whatsapp' },
  downloadLeadDocument: { method: 'GET', path: '/api/admin/leads/{id}/documents/{docId}/download' },
} as const satisfies Record<string, RoutePath>;

/** Free slots and booking, the customer's appointments, the manage link; Google's link status. */
export const SCHEDULING_CUSTOMER_PATHS = {
  getAvailability: { method: 'GET', path: '/api/appointments/available' },
  getBookingWindow: { method: 'GET', path: '/api/appointments/booking-window' },
  bookAppointment: { method: 'POST', path: '/api/appointments' },
  listCustomerAppointments: { method: 'GET', path: '/api/appointments/{customerId}' },
  cancelAppointment: { method: 'DELETE', path: '/api/appointments/{id}' },
  rescheduleAppointment: { method: 'POST', path: '/api/appointments/{id}/reschedule' },
  getManagedAppointment: { method: 'GET', path: '/api/appointments/manage/{token}' },
  cancelManagedAppointment: { method: 'DELETE', path: '/api/appointments/manage/{token}' },
  rescheduleManagedAppointment: { method: 'POST', path: '/api/appointments/manage/{token}/reschedule' },
  getGoogleStatus: { method: 'GET', path: '/api/oauth/status' },
} as const satisfies Record<string, RoutePath>;

/** The first account's setup and the sign-in (anonymous until they succeed). */
export const IDENTITY_CUSTOMER_PATHS = {
  setup: { method: 'POST', path: '/api/admin/setup' },
  login: { method: 'POST', path: '/api/admin/login' },
} as const satisfies Record<string, RoutePath>;

/** Every route a visitor calls without a staff account, by operation id. */
export const CUSTOMER_PATHS = { ...CATALOGUE_CUSTOMER_PATHS, ...ONBOARDING_CUSTOMER_PATHS, ...SCHEDULING_CUSTOMER_PATHS, ...IDENTITY_CUSTOMER_PATHS } as const;

/** A customer route's operation id. */
export type CustomerRoute = keyof typeof CUSTOMER_PATHS;
