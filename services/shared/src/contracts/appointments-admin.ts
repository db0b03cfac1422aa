/**
 * Staff appointment contracts ('Appointments', 'Dashboard'): what the back office reads from
 * the scheduling service through GET /api/admin/appointments, /appointments/stats and the status /
 * cancel actions, with the query schemas both the SPA and the service use. Browser-safe. Dates in
 * filters are Beirut calendar days ('YYYY-MM-DD', both ends included).
 */
import { appointmentViewSchema } from './availability';
import { APPOINTMENT_STATUSES, type AppointmentStatus } from './options';
import { DateTimeString, Nullable, ObjectIdString, pageOf, QueryDate, QueryEnum, QueryPage, QueryPageSize, type Static, STRICT_QUERY, StringEnum, Type } from './schema';
import { appointmentCreateRequestSchema } from './schemas';
import { customerInfoViewSchema } from './types';

/** Largest page of GET /api/admin/appointments. */
export const APPOINTMENT_PAGE_SIZE_MAX = 100;
/** Default page size of GET /api/admin/appointments. */
export const APPOINTMENT_PAGE_SIZE_DEFAULT = 20;
/** Most weeks GET /api/admin/appointments/stats answers; 12 by default. */
export const BOOKING_STATS_WEEKS_MAX = 52;
export const BOOKING_STATS_WEEKS_DEFAULT = 12;

/** The statuses staff may set once an appointment has started. */
export const STAFF_OUTCOME_STATUSES = ['completed', 'no-show'] as const satisfies readonly AppointmentStatus[];
export type StaffOutcomeStatus = (typeof STAFF_OUTCOME_STATUSES)[number];

/** Which appointments a list shows: not yet ended (soonest first), ended (latest first) or all (latest first, as without a scope). */
export const APPOINTMENT_SCOPES = ['upcoming', 'past', 'all'] as const;
export type AppointmentScope = (typeof APPOINTMENT_SCOPES)[number];

/** GET /api/admin/appointments filters (query-string values); unknown parameters are refused. */
export const adminAppointmentQuerySchema = Type.Object(
  {
    page: Type.Optional(QueryPage()),
    pageSize: Type.Optional(QueryPageSize()),
    status: Type.Optional(QueryEnum(APPOINTMENT_STATUSES)),
    /** without it: every appointment, latest first */
    scope: Type.Optional(QueryEnum(APPOINTMENT_SCOPES)),
    /** 'YYYY-MM-DD', Beirut day the appointment starts on or after */
    from: Type.Optional(QueryDate()),
    /** 'YYYY-MM-DD', Beirut day the appointment starts on or before */
    to: Type.Optional(QueryDate()),
    customerId: Type.Optional(ObjectIdString({ errorMessage: 'must be a customer id' })),
    /** the designer's appointments only */
    designerId: Type.Optional(ObjectIdString({ errorMessage: 'must be a designer id' })),
  },
  STRICT_QUERY,
);
export type AdminAppointmentQueryParams = Static<typeof adminAppointmentQuerySchema>;

/** GET /api/admin/appointments/stats query. */
export const bookingStatsQuerySchema = Type.Object(
  {
    weeks: Type.Optional(Type.String({ pattern: '^([1-9]|[1-4][0-9]|5[0-2])$', errorMessage: `must be a whole number from 1 to ${BOOKING_STATS_WEEKS_MAX}` })),
    /** 'designer': each week's count also split by designer (`byDesigner`) */
    split: Type.Optional(QueryEnum(['designer'] as const)),
  },
  STRICT_QUERY,
);

/** POST /api/admin/appointments/{id}/status body. */
export const appointmentStatusRequestSchema = Type.Object(
  { status: StringEnum(STAFF_OUTCOME_STATUSES, { errorMessage: 'Status must be completed or no-show' }) },
  { additionalProperties: false, errorMessage: { required: { status: 'Status must be completed or no-show' }, additionalProperties: 'Unknown property' } },
);

/** POST /api/admin/appointments/{id}/move body: a new time, and optionally the designer it goes to (else kept when free, or chosen by the rules). */
export const appointmentMoveRequestSchema = Type.Object(
  {
    appointmentDate: appointmentCreateRequestSchema.properties.appointmentDate,
    designerId: Type.Optional(ObjectIdString({ errorMessage: 'must be a designer id' })),
  },
  { additionalProperties: false, errorMessage: { required: { appointmentDate: 'Please select a date and time' }, additionalProperties: 'Unknown property' } },
);
export type AppointmentMoveRequest = Static<typeof appointmentMoveRequestSchema>;

/** Who the staff list names as the customer (from onboarding); null when onboarding could not say. */
export const appointmentCustomerSchema = Type.Pick(customerInfoViewSchema, ['firstName', 'lastName', 'email', 'phone']);
export type AppointmentCustomer = Static<typeof appointmentCustomerSchema>;

/** One appointment as staff see it. */
export const adminAppointmentSchema = Type.Composite([
  appointmentViewSchema,
  Type.Object({
    /** ISO date-time (the showroom's offset) the appointment ends */
    endDate: Type.String(),
    customer: Nullable(appointmentCustomerSchema),
    /** the designer it is assigned to (null: the showroom as one calendar) */
    designerId: Nullable(Type.String()),
    /** how many times its customer moved it (staff moves not counted) */
    rescheduleCount: Type.Integer(),
    /** who cancelled it (null unless cancelled) */
    cancelledBy: Nullable(StringEnum(['customer', 'staff'] as const)),
    cancelledAt: Nullable(DateTimeString()),
    /** when the customer confirmed they are coming (WhatsApp's Confirm quick reply); null: not confirmed */
    customerConfirmedAt: Nullable(DateTimeString()),
    createdAt: DateTimeString(),
  }),
]);
export type AdminAppointment = Static<typeof adminAppointmentSchema>;

export const adminAppointmentListResponseSchema = pageOf(adminAppointmentSchema);
export type AdminAppointmentListResponse = Static<typeof adminAppointmentListResponseSchema>;

/** One week of GET /api/admin/appointments/stats: bookings made in the Beirut week from Monday `weekStart`. */
export const bookingsPerWeekSchema = Type.Object({
  weekStart: Type.String(),
  count: Type.Integer(),
  /** with split=designer: the week's bookings per designer (their name when booked; 'Showroom' for those without one) */
  byDesigner: Type.Optional(Type.Array(Type.Object({ designerName: Type.String(), count: Type.Integer() }))),
});
export type BookingsPerWeek = Static<typeof bookingsPerWeekSchema>;
