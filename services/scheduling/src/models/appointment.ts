/**
 * Appointment (docs/product.md §3). `slotKey` + `active` carry the double-booking guard: a unique partial index
 * on slotKey over active (pending/confirmed) appointments, and one on customerId (one active
 * appointment per customer). Cancelling (by the customer or staff, `cancelledBy`) clears `active`,
 * which frees the slot; so does staff marking a started appointment completed or no-show.
 * The other indexes back the staff list's filters and sorts and the bookings-per-week counts.
 * `meetingError` records a Meet link Google could not create (surfaced as isVirtualMeetingError).
 * `outbox` lists notification jobs still to hand to BullMQ (so a Redis outage loses nothing).
 */
import type { DateTime } from 'luxon';
import { Schema, type Connection, type Model, type Types } from 'mongoose';
import { APPOINTMENT_STATUSES, APPOINTMENT_TYPES, type AppointmentStatus, type AppointmentType } from '@cabinetry/shared/contracts';
import type { AppointmentNotificationJob } from '@cabinetry/shared/server/queues';
import type { Interval } from '../domain/availability';

export interface OutboxEntry {
  kind: AppointmentNotificationJob['kind'];
  enqueuedAt: Date | null;
}

export interface AppointmentDoc {
  _id: Types.ObjectId;
  customerId: string;
  appointmentType: AppointmentType;
  appointmentDate: Date;
  /** end of the appointment (start + the slot length in force when it was booked) */
  endDate: Date;
  slotKey: string;
  specialRequests: string;
  status: AppointmentStatus;
  active: boolean;
  calendarEventId: string | null;
  calendarEvent: { hangoutLink: string | null; htmlLink: string | null } | null;
  notificationNote: string;
  /** why Google could not give a virtual booking its Meet link (null = no such failure) */
  meetingError: string | null;
  outbox: OutboxEntry[];
  /** e-mails sent, or suppressed (over the recipient's daily quota), by kind: never sent twice */
  emailsSent: { kind: string; at: Date; suppressed?: boolean }[];
  cancelledAt: Date | null;
  cancelledBy: 'customer' | 'staff' | null;
  createdAt: Date;
  updatedAt: Date;
}

const appointmentSchema = new Schema<AppointmentDoc>(
  {
    customerId: { type: String, required: true },
    appointmentType: { type: String, enum: APPOINTMENT_TYPES, required: true },
    appointmentDate: { type: Date, required: true },
    endDate: { type: Date, required: true },
    slotKey: { type: String, required: true },
    specialRequests: { type: String, default: '' },
    status: { type: String, enum: APPOINTMENT_STATUSES, required: true },
    active: { type: Boolean, required: true },
    calendarEventId: { type: String, default: null },
    calendarEvent: { type: { hangoutLink: String, htmlLink: String }, default: null, _id: false },
    notificationNote: { type: String, default: '' },
    meetingError: { type: String, default: null },
    outbox: { type: [{ kind: String, enqueuedAt: Date, _id: false }], default: [] },
    emailsSent: { type: [{ kind: String, at: Date, suppressed: Boolean, _id: false }], default: [] },
    cancelledAt: { type: Date, default: null },
    cancelledBy: { type: String, enum: ['customer', 'staff', null], default: null },
  },
  { timestamps: true },
);
export const SLOT_INDEX = 'active_slot_unique';
export const CUSTOMER_INDEX = 'active_customer_unique';
appointmentSchema.index({ slotKey: 1 }, { unique: true, partialFilterExpression: { active: true }, name: SLOT_INDEX });
appointmentSchema.index({ customerId: 1, active: 1 }, { unique: true, partialFilterExpression: { active: true }, name: CUSTOMER_INDEX });
appointmentSchema.index({ 'outbox.enqueuedAt': 1 });
appointmentSchema.index({ active: 1, appointmentDate: 1 });
appointmentSchema.index({ appointmentDate: 1 });
appointmentSchema.index({ endDate: 1 });
appointmentSchema.index({ status: 1, appointmentDate: 1 });
appointmentSchema.index({ customerId: 1, appointmentDate: -1 });
appointmentSchema.index({ createdAt: 1 });

export type AppointmentModel = Model<AppointmentDoc>;

export function appointmentModel(conn: Connection): AppointmentModel {
  return (conn.models.Appointment as AppointmentModel | undefined) ?? conn.model<AppointmentDoc>('Appointment', appointmentSchema, 'appointments');
}

/** Active appointments overlapping [from, to) (all but `except`, an id), as epoch-ms intervals. */
export async function activeIntervals(appointments: AppointmentModel, from: DateTime | Date, to: DateTime | Date, except?: string): Promise<Interval[]> {
  const docs = await appointments
    .find({ active: true, appointmentDate: { $lt: new Date(+to) }, endDate: { $gt: new Date(+from) }, ...(except ? { _id: { $ne: except } } : {}) }, { appointmentDate: 1, endDate: 1 })
    .lean();
  return docs.map((d) => ({ start: d.appointmentDate.getTime(), end: d.endDate.getTime() }));
}
