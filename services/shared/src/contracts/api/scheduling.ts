/**
 * The scheduling service's routes (docs/product.md §7 'Appointments and config', 'Admin'):
 * availability and booking (the customer's session), the e-mailed manage link, the staff's
 * appointments and availability rules (admins only), the Google account link, and what onboarding
 * asks it (/internal: whether a customer holds an appointment).
 */
import { adminAppointmentListResponseSchema, adminAppointmentQuerySchema, adminAppointmentSchema, appointmentMoveRequestSchema, appointmentStatusRequestSchema, bookingsPerWeekSchema, bookingStatsQuerySchema } from '../appointments-admin';
import { appointmentViewSchema, availabilityRulesSchema, bookingWindowSchema, googleAuthStatusSchema } from '../availability';
import { type Static, StringEnum, Type } from '../schema';
import { appointmentCreateRequestSchema } from '../schemas';
import { availableDaySchema } from '../types';
import { objectIdParams } from './common';
import { ANONYMOUS, CUSTOMER, defineRoutes, INTERNAL, LINK, SIGNED, staff } from './route';
import { activeAppointmentAnswerSchema, customerDesignersAnswerSchema, customerDesignersRequestSchema, designerCustomersAnswerSchema } from '../internal';
import { designerRequestSchema, designerSchema, myGoogleStatusSchema } from '../designers';
import { customerRecordsSchema } from '../data-export';
import { pageLocaleQuerySchema } from '../page-locale';
import { designerPickAnswerSchema, designerPickRequestSchema } from '../pipeline';
import { noShowQuerySchema, noShowWeekSchema } from '../reports';
import { SCHEDULING_PATHS } from './paths';
import { whatsAppAnswerQueuedSchema, whatsAppAnswerQueueRequestSchema, whatsAppMessagesAnswerSchema } from '../whatsapp-messages';

const cancelledSchema = Type.Object({ success: Type.Literal(true), appointment: appointmentViewSchema });
const manageTokenParams = Type.Object({ token: Type.String({ minLength: 1, maxLength: 512 }) });
const okSchema = Type.Object({ success: Type.Literal(true) });

/** The channels the showroom can reach customers on: e-mail always, WhatsApp when configured, SMS (the twin of an undelivered WhatsApp message) when configured (issue 38). */
const MESSAGE_CHANNELS = ['email', 'whatsapp', 'sms'] as const;
/** Which customer channels are live on this deployment (GET /api/admin/channels). */
const messageChannelsSchema = Type.Object({
  channels: Type.Array(Type.Object({ channel: StringEnum(MESSAGE_CHANNELS), live: Type.Boolean() })),
});
export type MessageChannels = Static<typeof messageChannelsSchema>;
/** Meta's GET subscription check of the webhook (each parameter absent from a stray visit). */
const whatsAppVerifyQuerySchema = Type.Object({
  'hub.mode': Type.Optional(Type.String({ maxLength: 64 })),
  'hub.verify_token': Type.Optional(Type.String({ maxLength: 256 })),
  'hub.challenge': Type.Optional(Type.String({ maxLength: 256 })),
});
const rescheduleRequestSchema = Type.Object(
  { appointmentDate: appointmentCreateRequestSchema.properties.appointmentDate },
  { additionalProperties: false, errorMessage: { required: { appointmentDate: 'Please select a date and time' } } },
);

export const schedulingRoutes = defineRoutes('scheduling', {
  getAvailability: {
    ...SCHEDULING_PATHS.getAvailability,
    summary: 'Free and taken one-hour slots per showroom day, from startDate (default: the earliest bookable day)',
    description: 'Each distinct startDate a client asks about spends one point of its availability budget.',
    access: ANONYMOUS,
    query: Type.Object({ startDate: Type.Optional(Type.String({ description: 'YYYY-MM-DD, a showroom day from 1972 to 2100' })) }, { additionalProperties: true }),
    responses: { 200: { description: 'Days with their slots (Beirut time)', schema: Type.Array(availableDaySchema) } },
    budget: 'availabilityDates',
  },
  getBookingWindow: {
    ...SCHEDULING_PATHS.getBookingWindow,
    summary: "The step-5 calendar's rules: earliest and latest bookable day, closed weekdays, days off",
    access: ANONYMOUS,
    responses: { 200: { description: 'The booking window', schema: bookingWindowSchema } },
  },
  bookAppointment: {
    ...SCHEDULING_PATHS.bookAppointment,
    summary: 'Book a consultation for the session’s customer',
    description:
      'One active appointment per customer (409 with `existingAppointment`); a slot taken meanwhile answers 409. Spends the client’s booking budget. `locale`, the page’s language, becomes the customer’s: their e-mails (this confirmation, the reminder) are in it; so for a move or cancellation.',
    access: CUSTOMER,
    query: pageLocaleQuerySchema,
    body: appointmentCreateRequestSchema,
    responses: { 201: { description: 'The appointment', schema: appointmentViewSchema } },
    budget: 'bookings',
  },
  listCustomerAppointments: {
    ...SCHEDULING_PATHS.listCustomerAppointments,
    summary: "The session customer's appointments, latest first",
    access: CUSTOMER,
    params: objectIdParams('customerId'),
    responses: { 200: { description: 'The appointments', schema: Type.Object({ appointments: Type.Array(appointmentViewSchema) }) } },
  },
  cancelAppointment: {
    ...SCHEDULING_PATHS.cancelAppointment,
    summary: 'Cancel the session customer’s appointment',
    access: CUSTOMER,
    query: pageLocaleQuerySchema,
    params: objectIdParams('id'),
    responses: { 200: { description: 'Cancelled', schema: cancelledSchema } },
    budget: 'cancels',
  },
  rescheduleAppointment: {
    ...SCHEDULING_PATHS.rescheduleAppointment,
    summary: 'Move the session customer’s appointment to another free slot',
    description:
      'One step: the appointment moves (same designer when free, else re-assigned) or stays as it was (409 `slot_taken`). Refused inside the notice before a change (409 `change_too_late`) and past the reschedules allowed (409 `reschedule_limit`). Spends the client’s booking budget.',
    access: CUSTOMER,
    query: pageLocaleQuerySchema,
    params: objectIdParams('id'),
    body: rescheduleRequestSchema,
    responses: { 200: { description: 'The appointment, moved', schema: appointmentViewSchema } },
    budget: 'bookings',
  },
  getManagedAppointment: {
    ...SCHEDULING_PATHS.getManagedAppointment,
    summary: 'The appointment an e-mailed manage link names (no Google event: the .ics instead)',
    description: 'The link reaches this one appointment and nothing else. 404 for a link that is not valid, 410 once the appointment has ended (plus a day) and, with code `appointment_cancelled`, once it is cancelled (then every manage-link call answers so).',
    access: LINK,
    params: manageTokenParams,
    responses: { 200: { description: 'The appointment', schema: appointmentViewSchema } },
  },
  cancelManagedAppointment: {
    ...SCHEDULING_PATHS.cancelManagedAppointment,
    summary: 'Cancel the appointment an e-mailed manage link names',
    access: LINK,
    query: pageLocaleQuerySchema,
    params: manageTokenParams,
    responses: { 200: { description: 'Cancelled', schema: cancelledSchema } },
    budget: 'cancels',
  },
  rescheduleManagedAppointment: {
    ...SCHEDULING_PATHS.rescheduleManagedAppointment,
    summary: 'Move the appointment an e-mailed manage link names to another free slot',
    description: 'As the customer’s own reschedule; the link keeps working for the moved appointment.',
    access: LINK,
    query: pageLocaleQuerySchema,
    params: manageTokenParams,
    body: rescheduleRequestSchema,
    responses: { 200: { description: 'The appointment, moved', schema: appointmentViewSchema } },
    budget: 'bookings',
  },
  listAppointments: {
    ...SCHEDULING_PATHS.listAppointments,
    summary: 'Appointments, filtered and paginated, with their customers',
    description: 'A `designer` account gets only the appointments assigned to the designer linked to it now (403 `designer_unlinked` when none is).',
    access: staff('admin', 'designer'),
    query: adminAppointmentQuerySchema,
    responses: { 200: { description: 'A page of appointments', schema: adminAppointmentListResponseSchema } },
  },
  getBookingStats: {
    ...SCHEDULING_PATHS.getBookingStats,
    summary: 'Bookings made per showroom week, oldest first',
    access: staff('admin'),
    query: bookingStatsQuerySchema,
    responses: { 200: { description: 'One count per week', schema: Type.Array(bookingsPerWeekSchema) } },
  },
  getNoShowStats: {
    ...SCHEDULING_PATHS.getNoShowStats,
    summary: 'No-show rate per showroom week, oldest first: in all, per designer and per reminder channel',
    description: "Appointments of each week that were due to take place (not cancelled, started by now) and how many of them were marked no-show; the channel is 'whatsapp' when the customer had agreed to WhatsApp messages when booking, else 'email'.",
    access: staff('admin'),
    query: noShowQuerySchema,
    responses: { 200: { description: 'One row per week', schema: Type.Array(noShowWeekSchema) } },
  },
  setAppointmentStatus: {
    ...SCHEDULING_PATHS.setAppointmentStatus,
    summary: 'Mark a started appointment completed or no-show',
    description: 'A `designer` account only their own designer’s appointments (404 for any other).',
    access: staff('admin', 'designer'),
    params: objectIdParams('id'),
    body: appointmentStatusRequestSchema,
    responses: { 200: { description: 'The appointment', schema: adminAppointmentSchema } },
    audit: 'appointment.status',
  },
  cancelAppointmentByStaff: {
    ...SCHEDULING_PATHS.cancelAppointmentByStaff,
    summary: 'Cancel an appointment for the customer (they are e-mailed)',
    access: staff('admin'),
    params: objectIdParams('id'),
    responses: { 200: { description: 'The appointment', schema: adminAppointmentSchema } },
    audit: 'appointment.cancel',
  },
  moveAppointmentByStaff: {
    ...SCHEDULING_PATHS.moveAppointmentByStaff,
    summary: 'Move an appointment to another time and/or reassign it to another free designer (the customer is e-mailed)',
    description:
      'The customer’s reschedule path without the notice and the moves allowed: one step, the old time kept when the new one is taken (409 `slot_taken`) or the designer named is not free (409 `designer_taken`); the Google event is patched in place.',
    access: staff('admin'),
    params: objectIdParams('id'),
    body: appointmentMoveRequestSchema,
    responses: { 200: { description: 'The appointment, moved', schema: adminAppointmentSchema } },
    audit: 'appointment.move',
  },
  getAvailabilityRules: {
    ...SCHEDULING_PATHS.getAvailabilityRules,
    summary: 'The availability rules in force',
    access: staff('admin'),
    responses: { 200: { description: 'The rules', schema: availabilityRulesSchema } },
  },
  putAvailabilityRules: {
    ...SCHEDULING_PATHS.putAvailabilityRules,
    summary: 'Replace the availability rules',
    access: staff('admin'),
    body: availabilityRulesSchema,
    responses: { 200: { description: 'The rules as stored', schema: availabilityRulesSchema } },
    audit: 'availability.update',
  },

  listDesigners: {
    ...SCHEDULING_PATHS.listDesigners,
    summary: 'The designers customers are assigned to, by name',
    access: staff('admin'),
    responses: { 200: { description: 'The designers', schema: Type.Array(designerSchema) } },
  },
  createDesigner: {
    ...SCHEDULING_PATHS.createDesigner,
    summary: 'Add a designer',
    description: 'Their hours and days must lie inside the showroom’s availability rules (400 `designer_hours`); e-mail addresses are unique (409 `designer_exists`).',
    access: staff('admin'),
    body: designerRequestSchema,
    responses: { 201: { description: 'The designer', schema: designerSchema } },
    audit: 'designer.create',
  },
  updateDesigner: {
    ...SCHEDULING_PATHS.updateDesigner,
    summary: 'Replace a designer’s details, hours, weight and active flag',
    access: staff('admin'),
    params: objectIdParams('id'),
    body: designerRequestSchema,
    responses: { 200: { description: 'The designer', schema: designerSchema } },
    audit: 'designer.update',
  },
  deleteDesigner: {
    ...SCHEDULING_PATHS.deleteDesigner,
    summary: 'Delete a designer who has no upcoming appointment (409 `designer_booked` otherwise: deactivate them instead)',
    access: staff('admin'),
    params: objectIdParams('id'),
    responses: { 200: { description: 'Deleted', schema: okSchema } },
    audit: 'designer.delete',
  },
  startDesignerGoogleLogin: {
    ...SCHEDULING_PATHS.startDesignerGoogleLogin,
    summary: "The Google consent page's address for linking the designer's own account (single-use state and PKCE; completed by POST /api/oauth/callback)",
    access: staff('admin'),
    params: objectIdParams('id'),
    responses: { 200: { description: 'Where to send the browser', schema: Type.Object({ authUrl: Type.String() }) } },
  },
  revokeDesignerGoogle: {
    ...SCHEDULING_PATHS.revokeDesignerGoogle,
    summary: "Unlink the designer's own Google account (the showroom's then holds their new events)",
    description: "First deletes the customers' events of past appointments from that calendar; 409 `designer_calendar_busy` while upcoming appointments' events are on it.",
    access: staff('admin'),
    params: objectIdParams('id'),
    responses: { 200: { description: 'Unlinked', schema: okSchema } },
    audit: 'designer.google.revoke',
  },

  getMyGoogle: {
    ...SCHEDULING_PATHS.getMyGoogle,
    summary: 'The own Google account of the designer linked to the calling designer account: linked or not, and its address',
    description: '403 `designer_unlinked` when no designer is linked to the account now.',
    access: staff('designer'),
    responses: { 200: { description: 'The status', schema: myGoogleStatusSchema } },
  },
  startMyGoogleLogin: {
    ...SCHEDULING_PATHS.startMyGoogleLogin,
    summary: "The Google consent page's address for linking the caller's own designer's account (single-use state bound to the caller and that designer, PKCE; completed by POST /api/oauth/callback)",
    description: 'The designer is the one linked to the calling account now, never one named in the request (403 `designer_unlinked` when none is).',
    access: staff('designer'),
    responses: { 200: { description: 'Where to send the browser', schema: Type.Object({ authUrl: Type.String() }) } },
  },
  revokeMyGoogle: {
    ...SCHEDULING_PATHS.revokeMyGoogle,
    summary: "Unlink the caller's own designer's Google account (the showroom's then holds their new events)",
    description: "403 `designer_unlinked` when no designer is linked to the account now. First deletes the customers' events of past appointments from that calendar; 409 `designer_calendar_busy` while upcoming appointments' events are on it.",
    access: staff('designer'),
    responses: { 200: { description: 'Unlinked', schema: okSchema } },
    audit: 'designer.google.revoke',
  },

  getMessageChannels: {
    ...SCHEDULING_PATHS.getMessageChannels,
    summary: 'Which channels customers are reached on here: e-mail always, WhatsApp when its credentials are configured',
    access: staff('admin'),
    responses: { 200: { description: 'The channels and whether each is live', schema: messageChannelsSchema } },
  },

  verifyWhatsAppWebhook: {
    ...SCHEDULING_PATHS.verifyWhatsAppWebhook,
    summary: 'Meta’s subscription check of the WhatsApp webhook: answers hub.challenge when hub.verify_token is WHATSAPP_VERIFY_TOKEN',
    description: '403 `webhook_verify_refused` for another mode or token; 503 `whatsapp_not_configured` while the channel is off.',
    access: SIGNED,
    query: whatsAppVerifyQuerySchema,
    responses: { 200: { description: 'hub.challenge, as sent', schema: Type.String(), contentType: 'text/plain' } },
    budget: 'webhooks',
  },
  receiveWhatsAppWebhook: {
    ...SCHEDULING_PATHS.receiveWhatsAppWebhook,
    summary: 'Meta’s WhatsApp webhook (message statuses and customers’ messages): checked, queued for the worker, answered at once',
    description:
      'The raw body must carry X-Hub-Signature-256, the HMAC-SHA256 of its bytes with WHATSAPP_APP_SECRET (403 `webhook_signature_invalid` otherwise, before anything is read); then Meta’s webhook shape (400). A redelivered body is queued once. 503 `whatsapp_not_configured` while the channel is off.',
    access: SIGNED,
    responses: { 200: { description: 'Received (processed from the queue)', schema: okSchema } },
    budget: 'webhooks',
  },

  getGoogleStatus: {
    ...SCHEDULING_PATHS.getGoogleStatus,
    summary: 'Whether a Google account is linked and Google is configured (an admin’s token also gets its address)',
    access: ANONYMOUS,
    responses: { 200: { description: 'The status', schema: googleAuthStatusSchema } },
  },
  startGoogleLogin: {
    ...SCHEDULING_PATHS.startGoogleLogin,
    summary: "The Google consent page's address (with a single-use state and PKCE)",
    access: staff('admin'),
    responses: { 200: { description: 'Where to send the browser', schema: Type.Object({ authUrl: Type.String() }) } },
  },
  completeGoogleLogin: {
    ...SCHEDULING_PATHS.completeGoogleLogin,
    summary: 'Link the Google account the consent page answered for: the showroom’s, or the designer’s the login was started for (replacing a linked one needs replace: true; the old grant is revoked)',
    description:
      'The state is single-use and bound to the staff account that started the login. A `designer` account completes only a login it started for the designer linked to it now (400 otherwise; 403 `designer_unlinked` when none is).',
    access: staff('admin', 'designer'),
    body: Type.Object(
      {
        code: Type.String({ minLength: 1, maxLength: 2048, errorMessage: 'The authorization code is missing' }),
        state: Type.String({ minLength: 1, maxLength: 256, errorMessage: 'The authorization state is missing: please authorize again' }),
        /** true: the admin confirmed replacing the linked account (409 without it when one is linked) */
        replace: Type.Optional(Type.Boolean({ errorMessage: 'replace must be true or false' })),
      },
      {
        additionalProperties: false,
        errorMessage: { required: { code: 'The authorization code is missing', state: 'The authorization state is missing: please authorize again' } },
      },
    ),
    responses: {
      200: {
        description: 'Linked (designerId: whose account it is, absent for the showroom’s)',
        schema: Type.Object({ success: Type.Literal(true), designerId: Type.Optional(Type.String()) }),
      },
    },
  },
  revokeGoogle: {
    ...SCHEDULING_PATHS.revokeGoogle,
    summary: 'Unlink the Google account',
    access: staff('admin'),
    responses: { 200: { description: 'Unlinked', schema: okSchema } },
  },

  pickDesigner: {
    ...SCHEDULING_PATHS.pickDesigner,
    summary: "The designer to own a lead without an appointment: the booking's assignment rules (language, weighted monthly share, least recently given) over every active designer",
    description: "The tallies are the leads each designer was given this month (onboarding keeps them).",
    access: INTERNAL,
    body: designerPickRequestSchema,
    responses: { 200: { description: 'The first ranked (null: no active designer)', schema: designerPickAnswerSchema } },
  },
  getDesignerCustomers: {
    ...SCHEDULING_PATHS.getDesignerCustomers,
    summary: 'The designer a staff account is linked to now, and the customers with an appointment assigned to them',
    access: INTERNAL,
    params: objectIdParams('staffUserId'),
    responses: { 200: { description: 'The link and the customers', schema: designerCustomersAnswerSchema } },
  },
  getActiveAppointment: {
    ...SCHEDULING_PATHS.getActiveAppointment,
    summary: 'The active appointment a customer holds, if any',
    access: INTERNAL,
    params: objectIdParams('customerId'),
    responses: { 200: { description: 'Whether, and which', schema: activeAppointmentAnswerSchema } },
  },
  getCustomerRecords: {
    ...SCHEDULING_PATHS.getCustomerRecords,
    summary: "A customer's appointments, the e-mails sent to them and their WhatsApp messages (their data export)",
    description: '`waIds`: the WhatsApp ids of the customer’s numbers, comma-separated (onboarding knows them; scheduling keeps no numbers): the messages from them and the statuses of messages sent to them are answered.',
    access: INTERNAL,
    params: objectIdParams('customerId'),
    query: Type.Object({ waIds: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{6,14}(,[1-9][0-9]{6,14}){0,3}$' })) }),
    responses: { 200: { description: 'Oldest first', schema: customerRecordsSchema } },
  },
  getWhatsAppMessages: {
    ...SCHEDULING_PATHS.getWhatsAppMessages,
    summary: "A customer's WhatsApp conversation: their messages and the showroom's (templates about their appointments, answers), with receipts",
    description: '`waIds`: the WhatsApp ids of the customer’s numbers (onboarding’s normaliser), comma-separated: the messages from and to them, and the templates about the customer’s appointments.',
    access: INTERNAL,
    params: objectIdParams('customerId'),
    query: Type.Object({ waIds: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{6,14}(,[1-9][0-9]{6,14}){0,3}$' })) }),
    responses: { 200: { description: 'Oldest first', schema: whatsAppMessagesAnswerSchema } },
  },
  queueWhatsAppAnswer: {
    ...SCHEDULING_PATHS.queueWhatsAppAnswer,
    summary: "Queue a staff answer to the customer on WhatsApp (sent by the worker, with retries)",
    description: 'Refused (409 `whatsapp_window_closed`) unless `waId` wrote within the last 24 hours; the worker checks the window and the consent again when it sends.',
    access: INTERNAL,
    params: objectIdParams('customerId'),
    body: whatsAppAnswerQueueRequestSchema,
    responses: { 202: { description: 'Queued', schema: whatsAppAnswerQueuedSchema } },
  },
  getCustomerDesigners: {
    ...SCHEDULING_PATHS.getCustomerDesigners,
    summary: 'The designer of each named customer’s latest appointment not cancelled (the leads CSV)',
    access: INTERNAL,
    body: customerDesignersRequestSchema,
    responses: { 200: { description: 'The customers whose appointment has a designer', schema: customerDesignersAnswerSchema } },
  },
});
