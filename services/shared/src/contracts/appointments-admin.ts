/**
 * Staff appointment contracts ('Appointments', 'Dashboard'): what the back office reads from
 * the scheduling service through GET /api/admin/appointments, /appointments/stats and the status /
 * cancel actions, with the query schemas both the SPA and the service use. Browser-safe. Dates in
 * filters are Beirut calendar days ('YYYY-MM-DD', both ends included).
 */
import type { AppointmentView } from './availability';
import { APPOINTMENT_STATUSES, type AppointmentStatus } from './options';
import type { Schema } from './schemas';

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

/** GET /api/admin/appointments filters, as query-string values. */
export interface AdminAppointmentQueryParams {
  page?: string;
  pageSize?: string;
  status?: AppointmentStatus;
  /** without it: every appointment, latest first */
  scope?: AppointmentScope;
  /** 'YYYY-MM-DD', Beirut day the appointment starts on or after */
  from?: string;
  /** 'YYYY-MM-DD', Beirut day the appointment starts on or before */
  to?: string;
  customerId?: string;
}

const date = { type: 'string', format: 'date', errorMessage: 'must be a date (YYYY-MM-DD)' };
const oneOf = (values: readonly string[]) => ({ type: 'string', enum: [...values], errorMessage: `must be one of ${values.join(', ')}` });

/** GET /api/admin/appointments query; unknown parameters are refused. */
export const adminAppointmentQuerySchema: Schema<AdminAppointmentQueryParams> = {
  type: 'object',
  additionalProperties: false,
  properties: {
    page: { type: 'string', pattern: '^[1-9][0-9]{0,5}$', errorMessage: 'must be a whole number from 1' },
    pageSize: { type: 'string', pattern: '^([1-9][0-9]?|100)$', errorMessage: `must be a whole number from 1 to ${APPOINTMENT_PAGE_SIZE_MAX}` },
    status: oneOf(APPOINTMENT_STATUSES),
    scope: oneOf(APPOINTMENT_SCOPES),
    from: date,
    to: date,
    customerId: { type: 'string', pattern: '^[0-9a-f]{24}$', errorMessage: 'must be a customer id' },
  },
  errorMessage: { additionalProperties: 'Unknown query parameter' },
};

/** GET /api/admin/appointments/stats query. */
export interface BookingStatsQueryParams {
  weeks?: string;
}

export const bookingStatsQuerySchema: Schema<BookingStatsQueryParams> = {
  type: 'object',
  additionalProperties: false,
  properties: { weeks: { type: 'string', pattern: '^([1-9]|[1-4][0-9]|5[0-2])$', errorMessage: `must be a whole number from 1 to ${BOOKING_STATS_WEEKS_MAX}` } },
  errorMessage: { additionalProperties: 'Unknown query parameter' },
};

/** POST /api/admin/appointments/{id}/status body. */
export interface AppointmentStatusRequest {
  status: StaffOutcomeStatus;
}

export const appointmentStatusRequestSchema: Schema<AppointmentStatusRequest> = {
  type: 'object',
  required: ['status'],
  additionalProperties: false,
  properties: { status: { type: 'string', enum: [...STAFF_OUTCOME_STATUSES], errorMessage: 'Status must be completed or no-show' } },
  errorMessage: { required: { status: 'Status must be completed or no-show' }, additionalProperties: 'Unknown property' },
};

/** Who the staff list names as the customer (from onboarding); null when onboarding could not say. */
export interface AppointmentCustomer {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/** One appointment as staff see it. */
export interface AdminAppointment extends AppointmentView {
  endDate: string;
  customer: AppointmentCustomer | null;
  /** who cancelled it (null unless cancelled) */
  cancelledBy: 'customer' | 'staff' | null;
  /** ISO date-times */
  cancelledAt: string | null;
  createdAt: string;
}

export interface AdminAppointmentListResponse {
  items: AdminAppointment[];
  total: number;
  page: number;
  pageSize: number;
}

/** One week of GET /api/admin/appointments/stats: bookings made in the Beirut week from Monday `weekStart`. */
export interface BookingsPerWeek {
  weekStart: string;
  count: number;
}
