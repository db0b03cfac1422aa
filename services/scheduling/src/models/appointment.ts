/**
 * Appointment (docs/product.md §3). `slotKey` + `designerId` + `active` carry the double-booking
 * guard: a unique partial index on (slotKey, designerId) over active (pending/confirmed)
 * appointments, so one designer never has two active appointments at one time (and, with no
 * designers, designerId null, one appointment per slot as before), and one on customerId (one active
 * appointment per customer). `designerName` is the designer's display name when booked (what the
 * customer is told). Cancelling (by the customer or staff, `cancelledBy`) clears `active`,
 * which frees the slot; so does staff marking a started appointment completed or no-show.
 * The other indexes back the staff list's filters and sorts and the bookings-per-week counts.
 * `meetingError` records a Meet link Google could not create (surfaced as isVirtualMeetingError).
 * `outbox` lists notification jobs still to hand to BullMQ (so a Redis outage loses nothing), and the
 * appointment's events for the lead pipeline (`pipelineEntry`).
 */
import type { DateTime } from 'luxon';
import { Schema, type Connection, type Model, type Types } from 'mongoose';
import { APPOINTMENT_STATUSES, APPOINTMENT_TYPES, type AppointmentEvent, type AppointmentStatus, type AppointmentType } from '@cabinetry/shared/contracts';
import type { AppointmentNotificationJob } from '@cabinetry/shared/server/queues';
import type { WhatsAppMessageKind } from '@cabinetry/shared/contracts/whatsapp';
import type { Interval } from '../domain/availability';

export interface OutboxEntry {
  kind: AppointmentNotificationJob['kind'];
  enqueuedAt: Date | null;
  /** which move an 'appointment-rescheduled' entry is for; the appointment's moves at a 'lead-pipeline' entry's event; a 'whatsapp-message' entry's version */
  sequence?: number;
  /** what a 'lead-pipeline' entry tells the lead's pipeline */
  event?: AppointmentEvent;
  /** which WhatsApp message a 'whatsapp-message' entry is */
  message?: WhatsAppMessageKind;
}

export interface AppointmentDoc {
  _id: Types.ObjectId;
  customerId: string;
  appointmentType: AppointmentType;
  appointmentDate: Date;
  /** end of the appointment (start + the slot length in force when it was booked) */
  endDate: Date;
  slotKey: string;
  /** the assigned designer (null: booked while the showroom had no designers) */
  designerId: string | null;
  /** their display name at booking (null with designerId) */
  designerName: string | null;
  /** how many times the customer moved it */
  rescheduleCount: number;
  /** the calendar file's SEQUENCE: 0 as booked, +1 per move (calendar apps then move the event) */
  sequence: number;
  /** the start before the last move (null: never moved) */
  previousAppointmentDate: Date | null;
  specialRequests: string;
  status: AppointmentStatus;
  active: boolean;
  calendarEventId: string | null;
  /** whose account's calendar holds the event: a designer id (their own account), null the showroom's */
  calendarOwner: string | null;
  calendarEvent: { hangoutLink: string | null; htmlLink: string | null } | null;
  notificationNote: string;
  /** why Google could not give a virtual booking its Meet link (null = no such failure) */
  meetingError: string | null;
  outbox: OutboxEntry[];
  /** e-mails sent, or suppressed (over the recipient's daily quota), by kind ('<job kind>[:<move>]:customer|admin'): never sent twice; `subject` of those sent (the customer's data export lists theirs) */
  emailsSent: { kind: string; at: Date; suppressed?: boolean; subject?: string }[];
  cancelledAt: Date | null;
  cancelledBy: 'customer' | 'staff' | null;
  /** when the customer confirmed they are coming (WhatsApp's Confirm quick reply); null: not confirmed */
  customerConfirmedAt?: Date | null;
  /** true once a WhatsApp reminder of it was sent (jobs/whatsapp-send.ts): the no-show report's channel */
  remindedOnWhatsApp?: boolean;
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
    designerId: { type: String, default: null },
    designerName: { type: String, default: null },
    rescheduleCount: { type: Number, default: 0 },
    sequence: { type: Number, default: 0 },
    previousAppointmentDate: { type: Date, default: null },
    specialRequests: { type: String, default: '' },
    status: { type: String, enum: APPOINTMENT_STATUSES, required: true },
    active: { type: Boolean, required: true },
    calendarEventId: { type: String, default: null },
    calendarOwner: { type: String, default: null },
    calendarEvent: { type: { hangoutLink: String, htmlLink: String }, default: null, _id: false },
    notificationNote: { type: String, default: '' },
    meetingError: { type: String, default: null },
    outbox: { type: [{ kind: String, enqueuedAt: Date, sequence: Number, event: String, message: String, _id: false }], default: [] },
    emailsSent: { type: [{ kind: String, at: Date, suppressed: Boolean, subject: String, _id: false }], default: [] },
    cancelledAt: { type: Date, default: null },
    cancelledBy: { type: String, enum: ['customer', 'staff', null], default: null },
    customerConfirmedAt: { type: Date, default: null },
    remindedOnWhatsApp: { type: Boolean, default: false },
  },
  { timestamps: true },
);
export const SLOT_INDEX = 'active_designer_slot_unique';
/** The index of one active appointment per slot, from before designers: dropped by ensureAppointmentIndexes. */
const OLD_SLOT_INDEX = 'active_slot_unique';
export const CUSTOMER_INDEX = 'active_customer_unique';
appointmentSchema.index({ slotKey: 1, designerId: 1 }, { unique: true, partialFilterExpression: { active: true }, name: SLOT_INDEX });
appointmentSchema.index({ customerId: 1, active: 1 }, { unique: true, partialFilterExpression: { active: true }, name: CUSTOMER_INDEX });
appointmentSchema.index({ 'outbox.enqueuedAt': 1 });
appointmentSchema.index({ active: 1, appointmentDate: 1 });
appointmentSchema.index({ appointmentDate: 1 });
appointmentSchema.index({ endDate: 1 });
appointmentSchema.index({ status: 1, appointmentDate: 1 });
appointmentSchema.index({ customerId: 1, appointmentDate: -1 });
appointmentSchema.index({ createdAt: 1 });
appointmentSchema.index({ designerId: 1, createdAt: 1 });
// the no-show report: appointments of a range of weeks with their outcome, designer and channel
appointmentSchema.index({ appointmentDate: 1, status: 1, designerName: 1, remindedOnWhatsApp: 1 });

export type AppointmentModel = Model<AppointmentDoc>;

export function appointmentModel(conn: Connection): AppointmentModel {
  return (conn.models.Appointment as AppointmentModel | undefined) ?? conn.model<AppointmentDoc>('Appointment', appointmentSchema, 'appointments');
}

/**
 * Creates the appointments' indexes; first drops the one-appointment-per-slot index of the versions
 * before designers (it would refuse a second designer's appointment at a slot). Idempotent.
 */
export async function ensureAppointmentIndexes(appointments: AppointmentModel): Promise<void> {
  const existing = await appointments.collection.indexExists(OLD_SLOT_INDEX).catch(() => false);
  if (existing) await appointments.collection.dropIndex(OLD_SLOT_INDEX);
  await appointments.init();
}

/** An active appointment's time, epoch ms, and its designer (null: booked without designers). */
export interface TakenInterval extends Interval {
  designerId: string | null;
}

/**
 * Active appointments overlapping [from, to), all but `except` (an id); with `designerId`, only
 * those that block that designer: theirs and those booked without a designer.
 */
export async function activeIntervals(
  appointments: AppointmentModel,
  from: DateTime | Date,
  to: DateTime | Date,
  { except, designerId }: { except?: string; designerId?: string } = {},
): Promise<TakenInterval[]> {
  const docs = await appointments
    .find(
      {
        active: true,
        appointmentDate: { $lt: new Date(+to) },
        endDate: { $gt: new Date(+from) },
        ...(except ? { _id: { $ne: except } } : {}),
        ...(designerId ? { designerId: { $in: [designerId, null] } } : {}),
      },
      { appointmentDate: 1, endDate: 1, designerId: 1 },
    )
    .lean();
  return docs.map((d) => ({ start: d.appointmentDate.getTime(), end: d.endDate.getTime(), designerId: d.designerId ?? null }));
}

/**
 * Each designer's bookings made since `since` (not cancelled) and the latest one's time, by
 * designer id: what the assignment's shares count.
 */
export async function bookingTallies(appointments: AppointmentModel, designerIds: readonly string[], since: Date): Promise<Map<string, { count: number; lastBookedAt: number }>> {
  const rows = await appointments.aggregate<{ _id: string; count: number; last: Date }>([
    { $match: { designerId: { $in: [...designerIds] }, createdAt: { $gte: since }, status: { $ne: 'cancelled' } } },
    { $group: { _id: '$designerId', count: { $sum: 1 }, last: { $max: '$createdAt' } } },
  ]);
  return new Map(rows.map((r) => [r._id, { count: r.count, lastBookedAt: r.last.getTime() }]));
}

/** The outbox entry that tells the lead's pipeline of `event` of an appointment moved `sequence` times. */
export const pipelineEntry = (event: AppointmentEvent, sequence: number): OutboxEntry => ({ kind: 'lead-pipeline', event, sequence, enqueuedAt: null });
