/**
 * Method and path of every route, by operation id, and nothing else: no schema, so a client can
 * name a route for the cost of its path (./client.ts, the typed client). The routes a visitor calls
 * without a staff account are written in ./customer-paths.ts (all the customer pages load) and
 * spread here into their service's list; the rest are written here. The route tables beside this
 * file spread their entry from here (`...SCHEDULING_PATHS.bookAppointment`), so a path is written
 * once; paths.test.ts checks that every table entry has its line here and no other. A new route:
 * its line here (or in ./customer-paths.ts when its access is anonymous, customer or link) first,
 * then its entry in the service's table (docs/architecture.md "The API as data").
 */
import { CATALOGUE_CUSTOMER_PATHS, IDENTITY_CUSTOMER_PATHS, ONBOARDING_CUSTOMER_PATHS, SCHEDULING_CUSTOMER_PATHS } from './customer-paths';
import type { RoutePath } from './route-path';

export { pathOf, type RoutePath } from './route-path';

/** The catalogue service's routes. */
export const CATALOGUE_PATHS = {
  ...CATALOGUE_CUSTOMER_PATHS,
  listStyles: { method: 'GET', path: '/api/admin/styles' },
  createStyle: { method: 'POST', path: '/api/admin/styles' },
  updateStyle: { method: 'PUT', path: '/api/admin/styles/{id}' },
  deleteStyleImage: { method: 'DELETE', path: '/api/admin/styles/{id}/image' },
  deleteStyle: { method: 'DELETE', path: '/api/admin/styles/{id}' },
  listPalettes: { method: 'GET', path: '/api/admin/palettes' },
  createPalette: { method: 'POST', path: '/api/admin/palettes' },
  updatePalette: { method: 'PUT', path: '/api/admin/palettes/{id}' },
  deletePalette: { method: 'DELETE', path: '/api/admin/palettes/{id}' },
  listMaterials: { method: 'GET', path: '/api/admin/materials' },
  getMaterial: { method: 'GET', path: '/api/admin/materials/{id}' },
  createMaterial: { method: 'POST', path: '/api/admin/materials' },
  duplicateMaterial: { method: 'POST', path: '/api/admin/materials/duplicate' },
  updateMaterial: { method: 'PUT', path: '/api/admin/materials/{id}' },
  deleteMaterial: { method: 'DELETE', path: '/api/admin/materials/{id}' },
  listCategories: { method: 'GET', path: '/api/admin/categories' },
  createCategory: { method: 'POST', path: '/api/admin/categories' },
  updateCategory: { method: 'PUT', path: '/api/admin/categories/{id}' },
  deleteCategory: { method: 'DELETE', path: '/api/admin/categories/{id}' },
} as const satisfies Record<string, RoutePath>;

/** The onboarding service's routes. */
export const ONBOARDING_PATHS = {
  ...ONBOARDING_CUSTOMER_PATHS,
  listLeads: { method: 'GET', path: '/api/admin/leads' },
  exportLeads: { method: 'GET', path: '/api/admin/leads/export.csv' },
  getLead: { method: 'GET', path: '/api/admin/leads/{id}' },
  getLeadWhatsApp: { method: 'GET', path: '/api/admin/leads/{id}/whatsapp' },
  answerLeadWhatsApp: { method: 'POST', path: '/api/admin/leads/{id}/whatsapp' },
  exportLeadData: { method: 'GET', path: '/api/admin/leads/{id}/export' },
  getFunnel: { method: 'GET', path: '/api/admin/funnel' },
  getCustomerProfile: { method: 'GET', path: '/internal/customers/{customerId}' },
  getCustomerSessions: { method: 'POST', path: '/internal/customers/sessions' },
  setCustomerLocale: { method: 'PUT', path: '/internal/customers/{customerId}/locale' },
  getCustomerContacts: { method: 'POST', path: '/internal/customers/batch' },
  eraseLead: { method: 'POST', path: '/api/admin/leads/{id}/erasure' },
  eraseCustomer: { method: 'DELETE', path: '/internal/customers/{customerId}' },
  listStaleDrafts: { method: 'GET', path: '/internal/stale-drafts' },
  getTodayLeads: { method: 'GET', path: '/api/admin/leads/today' },
  getLeadBoard: { method: 'GET', path: '/api/admin/leads/board' },
  setLeadValue: { method: 'PUT', path: '/api/admin/leads/{id}/value' },
  getLostReasons: { method: 'GET', path: '/api/admin/lost-reasons' },
  setLostReasons: { method: 'PUT', path: '/api/admin/lost-reasons' },
  changeLeadStage: { method: 'POST', path: '/api/admin/leads/{id}/stage' },
  logLeadActivity: { method: 'POST', path: '/api/admin/leads/{id}/activities' },
  setLeadNextAction: { method: 'PUT', path: '/api/admin/leads/{id}/next-action' },
  setLeadOwner: { method: 'PUT', path: '/api/admin/leads/{id}/owner' },
  recordAppointmentEvent: { method: 'POST', path: '/internal/customers/{customerId}/appointment-events' },
  getLeadDigests: { method: 'POST', path: '/internal/leads/digests' },
  createLead: { method: 'POST', path: '/api/admin/leads' },
  sendLeadResumeLink: { method: 'POST', path: '/api/admin/leads/{id}/resume-link' },
  withdrawWhatsAppConsent: { method: 'POST', path: '/internal/whatsapp-consent/withdrawals' },
  findWhatsAppContacts: { method: 'POST', path: '/internal/whatsapp-contacts' },
  requestCallback: { method: 'POST', path: '/internal/customers/{customerId}/callback-requests' },
  getPipelineReport: { method: 'GET', path: '/api/admin/reports/pipeline' },
  exportPipelineReport: { method: 'GET', path: '/api/admin/reports/pipeline.csv' },
} as const satisfies Record<string, RoutePath>;

/** The scheduling service's routes. */
export const SCHEDULING_PATHS = {
  ...SCHEDULING_CUSTOMER_PATHS,
  listAppointments: { method: 'GET', path: '/api/admin/appointments' },
  getBookingStats: { method: 'GET', path: '/api/admin/appointments/stats' },
  getNoShowStats: { method: 'GET', path: '/api/admin/appointments/no-shows' },
  setAppointmentStatus: { method: 'POST', path: '/api/admin/appointments/{id}/status' },
  cancelAppointmentByStaff: { method: 'POST', path: '/api/admin/appointments/{id}/cancel' },
  moveAppointmentByStaff: { method: 'POST', path: '/api/admin/appointments/{id}/move' },
  getAvailabilityRules: { method: 'GET', path: '/api/admin/availability' },
  putAvailabilityRules: { method: 'PUT', path: '/api/admin/availability' },
  listDesigners: { method: 'GET', path: '/api/admin/designers' },
  createDesigner: { method: 'POST', path: '/api/admin/designers' },
  updateDesigner: { method: 'PUT', path: '/api/admin/designers/{id}' },
  deleteDesigner: { method: 'DELETE', path: '/api/admin/designers/{id}' },
  startDesignerGoogleLogin: { method: 'GET', path: '/api/admin/designers/{id}/google/login' },
  revokeDesignerGoogle: { method: 'DELETE', path: '/api/admin/designers/{id}/google' },
  getMyGoogle: { method: 'GET', path: '/api/admin/me/google' },
  startMyGoogleLogin: { method: 'GET', path: '/api/admin/me/google/login' },
  revokeMyGoogle: { method: 'DELETE', path: '/api/admin/me/google' },
  startGoogleLogin: { method: 'GET', path: '/api/oauth/login' },
  completeGoogleLogin: { method: 'POST', path: '/api/oauth/callback' },
  revokeGoogle: { method: 'POST', path: '/api/oauth/revoke' },
  getDesignerCustomers: { method: 'GET', path: '/internal/staff/{staffUserId}/designer-customers' },
  getActiveAppointment: { method: 'GET', path: '/internal/customers/{customerId}/active-appointment' },
  getCustomerRecords: { method: 'GET', path: '/internal/customers/{customerId}/records' },
  getWhatsAppMessages: { method: 'GET', path: '/internal/customers/{customerId}/whatsapp' },
  queueWhatsAppAnswer: { method: 'POST', path: '/internal/customers/{customerId}/whatsapp-answers' },
  getCustomerDesigners: { method: 'POST', path: '/internal/appointments/designers' },
  pickDesigner: { method: 'POST', path: '/internal/designers/pick' },
  getMessageChannels: { method: 'GET', path: '/api/admin/channels' },
  verifyWhatsAppWebhook: { method: 'GET', path: '/api/webhooks/whatsapp' },
  receiveWhatsAppWebhook: { method: 'POST', path: '/api/webhooks/whatsapp' },
} as const satisfies Record<string, RoutePath>;

/** The identity service's routes. */
export const IDENTITY_PATHS = {
  ...IDENTITY_CUSTOMER_PATHS,
  me: { method: 'GET', path: '/api/admin/me' },
  updateMyPreferences: { method: 'PUT', path: '/api/admin/me/preferences' },
  logout: { method: 'POST', path: '/api/admin/logout' },
  listUsers: { method: 'GET', path: '/api/admin/users' },
  createUser: { method: 'POST', path: '/api/admin/users' },
  updateUser: { method: 'PUT', path: '/api/admin/users/{id}' },
  deleteUser: { method: 'DELETE', path: '/api/admin/users/{id}' },
  listAudit: { method: 'GET', path: '/api/admin/audit' },
  getAdminSession: { method: 'GET', path: '/internal/admin-sessions/{sub}' },
  getStaffLocales: { method: 'POST', path: '/internal/staff/locales' },
  recordAudit: { method: 'POST', path: '/internal/audit' },
  pseudonymiseAudit: { method: 'POST', path: '/internal/audit/pseudonymise' },
} as const satisfies Record<string, RoutePath>;

/** Every route of every service behind the gateway, by operation id (ids are unique across services). */
export const API_PATHS = { ...CATALOGUE_PATHS, ...ONBOARDING_PATHS, ...SCHEDULING_PATHS, ...IDENTITY_PATHS } as const;

/** A route's operation id. */
export type RouteName = keyof typeof API_PATHS;
