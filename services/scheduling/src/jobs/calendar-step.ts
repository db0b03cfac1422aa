/**
 * The calendar part of the notification jobs: with a linked Google account, a booking
 * gets its event in the staff's calendar (no attendee, nobody mailed by Google: the customer's
 * contact details and special requests reach staff only; virtual → Meet link) and the appointment records
 * calendarEventId, hangoutLink and htmlLink; a cancellation deletes the event. The event id is
 * derived from the appointment id, so retries never create a second event. A failure that may pass
 * (no answer, 429, 5xx) throws, so the job is retried with backoff; a refusal (other 4xx, e.g. a
 * revoked grant) or the job's final attempt is recorded/logged and the e-mails go out without it. A Meet link Google refuses,
 * or a virtual booking whose event cannot be created, sets `meetingError`.
 */
import { logger } from '@cabinetry/shared/server/logger';
import { VIRTUAL_NOTES } from '../domain/appointment-view';
import { BRAND, type CustomerProfile } from '@cabinetry/shared/contracts';
import { calendarEventIdFor } from '../domain/google-event-id';
import type { GoogleLink, LinkedAccount } from '../google/account';
import { deleteEvent, ensureEvent, isRetryable, moveEvent } from '../google/calendar';
import type { AppointmentDoc, AppointmentModel } from '../models/appointment';

export interface CalendarStepDeps {
  appointments: AppointmentModel;
  google: GoogleLink;
}

/** The staff event's title: the customer, and the designer when there is one. */
const eventSummary = (appt: AppointmentDoc, customer: CustomerProfile) =>
  `${BRAND.name} Showroom Design Consultation with ${`${customer.firstName} ${customer.lastName}`.trim()}${appt.designerName ? ` (${appt.designerName})` : ''}`;

const done = (a: AppointmentDoc) => Boolean(a.calendarEventId) && (a.appointmentType === 'in-person' || Boolean(a.calendarEvent?.hangoutLink) || Boolean(a.meetingError));

/** Creates (or finds) the booking's event and records it; returns the appointment as now stored. */
export async function syncCalendarEvent(
  { appointments, google }: CalendarStepDeps,
  account: LinkedAccount,
  appt: AppointmentDoc,
  customer: CustomerProfile,
  finalAttempt: boolean,
): Promise<AppointmentDoc> {
  if (done(appt)) return appt;
  const id = appt._id.toString();
  const virtual = appt.appointmentType === 'virtual';
  const cal = google.clients.calendar(account.client);
  const name = `${customer.firstName} ${customer.lastName}`.trim();
  let update: Partial<AppointmentDoc>;
  try {
    const event = await ensureEvent(cal, {
      eventId: calendarEventIdFor(id),
      start: appt.appointmentDate,
      end: appt.endDate,
      virtual,
      summary: eventSummary(appt, customer),
      description: [`${virtual ? 'Video call' : 'Showroom visit'} with ${name} (${customer.email}${customer.phone ? `, ${customer.phone}` : ''}).`, appt.specialRequests && `Special requests: ${appt.specialRequests}`]
        .filter(Boolean)
        .join('\n'),
      location: virtual ? 'Google Meet' : BRAND.showroomAddress,
      transparent: Boolean(appt.designerId),
    });
    update = { calendarEventId: event.id, calendarEvent: { hangoutLink: event.hangoutLink, htmlLink: event.htmlLink } };
    if (virtual && !event.hangoutLink) {
      if (event.meetStatus === 'pending' && !finalAttempt) {
        await appointments.updateOne({ _id: id }, { $set: update });
        throw new Error('Google is still creating the Meet link');
      }
      update = { ...update, meetingError: `Google did not create the Meet link (status: ${event.meetStatus ?? 'none'})`, notificationNote: VIRTUAL_NOTES.meetingError };
    }
  } catch (err) {
    if (!finalAttempt && isRetryable(err)) throw err;
    logger.warn({ appointmentId: id, err: (err as Error).message }, 'calendar event not created; e-mailing without it');
    if (!virtual) return appt;
    return recordMeetingError(appointments, appt, `Calendar event not created: ${(err as Error).message}`);
  }
  const stored = await appointments.findOneAndUpdate({ _id: id }, { $set: update }, { returnDocument: 'after' }).lean<AppointmentDoc>();
  if (stored && !stored.active && stored.calendarEventId) await deleteEvent(cal, stored.calendarEventId); // cancelled meanwhile
  return stored ?? appt;
}

/**
 * Records that the virtual booking's Meet link cannot be created (`reason` for staff; the customer
 * reads the 'Virtual Meeting Error' note). Returns the appointment as now stored.
 */
export async function recordMeetingError(appointments: AppointmentModel, appt: AppointmentDoc, reason: string): Promise<AppointmentDoc> {
  const update = { meetingError: reason, notificationNote: VIRTUAL_NOTES.meetingError };
  const stored = await appointments.findOneAndUpdate({ _id: appt._id }, { $set: update }, { returnDocument: 'after' }).lean<AppointmentDoc>();
  return stored ?? { ...appt, ...update };
}

/**
 * Moves a rescheduled booking's event in place (patch: same event, same Meet link); an event not
 * created yet is left to the confirmation job (it creates it at the new time). On the final attempt
 * a failure is only logged.
 */
export async function moveCalendarEvent({ google }: CalendarStepDeps, account: LinkedAccount, appt: AppointmentDoc, customer: CustomerProfile, finalAttempt: boolean): Promise<void> {
  if (!appt.calendarEventId) return;
  try {
    await moveEvent(google.clients.calendar(account.client), appt.calendarEventId, {
      start: appt.appointmentDate,
      end: appt.endDate,
      summary: eventSummary(appt, customer),
      transparent: Boolean(appt.designerId),
    });
  } catch (err) {
    if (!finalAttempt && isRetryable(err)) throw err;
    logger.warn({ appointmentId: appt._id.toString(), err: (err as Error).message }, 'calendar event not moved');
  }
}

/** Deletes the cancelled booking's event (if any); on the final attempt a failure is only logged. */
export async function removeCalendarEvent({ google }: CalendarStepDeps, account: LinkedAccount, appt: AppointmentDoc, finalAttempt: boolean): Promise<void> {
  try {
    await deleteEvent(google.clients.calendar(account.client), calendarEventIdFor(appt._id.toString()));
  } catch (err) {
    if (!finalAttempt && isRetryable(err)) throw err;
    logger.warn({ appointmentId: appt._id.toString(), err: (err as Error).message }, 'calendar event not deleted');
  }
}
