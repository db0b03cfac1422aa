/**
 * Stored appointment → the API shape of docs/product.md §3 (appointmentDate as ISO with the showroom's offset on its date), plus
 * `isVirtualMeetingError` when the Meet link of a virtual booking cannot be created
 * (docs/product.md §8 'Virtual Meeting Error') and `meetingLinkStatus` for a virtual booking; and → the staff shape, with the end, who cancelled
 * and the customer's name. Also the notes a virtual booking carries. Pure.
 */
import type { AdminAppointment, AppointmentCustomer, AppointmentView, AvailabilityRules, MeetingLinkStatus } from '@cabinetry/shared/contracts';
import type { AppointmentDoc } from '../models/appointment';
import { showroomIso } from '@cabinetry/shared/time';
import { changeDeadline } from './change-notice';

/** notificationNote of a virtual booking, by what will give it its link. */
export const VIRTUAL_NOTES = {
  /** a Google account is linked: the worker adds the Meet link to the calendar invitation */
  invitation: 'Your video call link will be in the calendar invitation we e-mail you.',
  /** no Google account: staff send the link */
  byEmail: 'We will e-mail you the video call link before your appointment.',
  /** Google could not create the Meet link (docs/product.md §8 virtual meeting error text) */
  meetingError: 'Could not create Google Meet link. Try an in-person appointment instead, or contact support.',
} as const;

/**
 * The meeting-link state of a virtual booking (undefined for in-person): the note given at booking
 * tells whether a Google account was linked then.
 */
export function meetingLinkStatus(doc: AppointmentDoc): MeetingLinkStatus | undefined {
  if (doc.appointmentType !== 'virtual') return undefined;
  if (doc.calendarEvent?.hangoutLink) return 'ready';
  if (doc.meetingError) return 'failed';
  return doc.notificationNote === VIRTUAL_NOTES.byEmail ? 'by-email' : 'pending';
}


/**
 * The customer's view of `doc`; with `rules` (customer answers) an active appointment also carries
 * `changeableUntil`, the end of its customer's changes by the notice rule (./change-notice.ts).
 * It names no Google event: `calendarEventId` and `calendarEvent.htmlLink` are always null (the
 * event's link encodes its calendar owner's address, a designer's own account); customers add the
 * appointment to their calendar with the .ics file. `calendarEvent` carries a virtual meeting's link.
 */
export function toAppointment(doc: AppointmentDoc, rules?: Pick<AvailabilityRules, 'changeNoticeHours'>): AppointmentView {
  return {
    id: doc._id.toString(),
    customerId: doc.customerId,
    appointmentType: doc.appointmentType,
    appointmentDate: showroomIso(doc.appointmentDate),
    endDate: showroomIso(doc.endDate),
    ...(doc.specialRequests ? { specialRequests: doc.specialRequests } : {}),
    status: doc.status,
    calendarEventId: null,
    calendarEvent: doc.calendarEvent?.hangoutLink ? { hangoutLink: doc.calendarEvent.hangoutLink, htmlLink: null } : null,
    ...(doc.notificationNote ? { notificationNote: doc.notificationNote } : {}),
    ...(doc.meetingError ? { isVirtualMeetingError: true } : {}),
    ...(doc.appointmentType === 'virtual' ? { meetingLinkStatus: meetingLinkStatus(doc) } : {}),
    ...(doc.designerName ? { designerName: doc.designerName } : {}),
    ...(rules && doc.active ? { changeableUntil: showroomIso(changeDeadline(rules, doc.appointmentDate)) } : {}),
  };
}

/** The staff view of an appointment (with its Google event); `customer` null when onboarding could not name them. */
export function toAdminAppointment(doc: AppointmentDoc, customer: AppointmentCustomer | null): AdminAppointment {
  return {
    ...toAppointment(doc),
    calendarEventId: doc.calendarEventId ?? null,
    calendarEvent: doc.calendarEvent ? { hangoutLink: doc.calendarEvent.hangoutLink ?? null, htmlLink: doc.calendarEvent.htmlLink ?? null } : null,
    endDate: showroomIso(doc.endDate),
    customer,
    designerId: doc.designerId ?? null,
    rescheduleCount: doc.rescheduleCount ?? 0,
    cancelledBy: doc.cancelledBy ?? null,
    cancelledAt: doc.cancelledAt ? showroomIso(doc.cancelledAt) : null,
    customerConfirmedAt: doc.customerConfirmedAt ? showroomIso(doc.customerConfirmedAt) : null,
    createdAt: showroomIso(doc.createdAt),
  };
}
