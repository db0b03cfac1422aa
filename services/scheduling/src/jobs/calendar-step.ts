/**
 * The calendar part of the notification jobs: a booking gets its event (nobody mailed by Google: the
 * customer's contact details and special requests reach staff only; virtual → Meet link) on its
 * designer's own Google calendar when they linked an account, else on the showroom's linked
 * calendar with the designer invited (issue 23), and the appointment records calendarEventId,
 * calendarOwner (whose account), hangoutLink and htmlLink. A move patches the event where it is; when
 * the appointment's calendar changed (another designer, or an account linked or unlinked since) the
 * event is deleted there and created on the new one. A cancellation deletes the event. The event id is
 * derived from the appointment id, so retries never create a second event. A failure that may pass
 * (no answer, 429, 5xx) throws, so the job is retried with backoff; a refusal (other 4xx, e.g. a
 * revoked grant) or the job's final attempt is recorded/logged and the e-mails go out without it. A Meet link Google refuses,
 * or a virtual booking whose event cannot be created, sets `meetingError`.
 */
import { logger } from '@cabinetry/shared/server/logger';
import { failedAt } from '@cabinetry/shared/server/metrics';
import { VIRTUAL_NOTES } from '../domain/appointment-view';
import { BRAND, type CustomerProfile, showroomAddress } from '@cabinetry/shared/contracts';
import { calendarEventIdFor } from '../domain/google-event-id';
import type { GoogleLink, LinkedAccount } from '../google/account';
import { deleteEvent, ensureEvent, isRetryable, moveEvent } from '../google/calendar';
import type { AppointmentDoc, AppointmentModel } from '../models/appointment';
import type { DesignerDoc } from '../models/designer';

export interface CalendarStepDeps {
  appointments: AppointmentModel;
  google: GoogleLink;
}

/** Where an appointment's event goes: the account whose primary calendar holds it, and who is invited. */
export interface EventCalendar {
  account: LinkedAccount;
  /** the designer whose own account it is; null: the showroom's */
  owner: string | null;
  /** addresses invited: the designer, when the event is on the showroom's calendar */
  attendees: string[];
}

/**
 * The calendar of an appointment of `designer` (null: booked without one): the designer's own
 * account when linked, else the showroom's, inviting the designer (unless it is the showroom's own
 * address); null when neither is linked.
 */
export async function calendarFor(google: GoogleLink, designer: Pick<DesignerDoc, '_id' | 'email'> | null): Promise<EventCalendar | null> {
  const designerId = designer?._id.toString() ?? null;
  const own = designerId ? await google.linked(designerId) : null;
  if (own) return { account: own, owner: designerId, attendees: [] };
  const showroom = await google.linked();
  if (!showroom) return null;
  const invite = designer && designer.email.toLowerCase() !== showroom.email.toLowerCase();
  return { account: showroom, owner: null, attendees: invite ? [designer.email] : [] };
}

/** The staff event's title: the customer, and the designer when there is one. */
const eventSummary = (appt: AppointmentDoc, customer: CustomerProfile) =>
  `${BRAND.name} Showroom Design Consultation with ${`${customer.firstName} ${customer.lastName}`.trim()}${appt.designerName ? ` (${appt.designerName})` : ''}`;

const done = (a: AppointmentDoc) => Boolean(a.calendarEventId) && (a.appointmentType === 'in-person' || Boolean(a.calendarEvent?.hangoutLink) || Boolean(a.meetingError));

/** Creates (or finds) the booking's event on `target` and records it; returns the appointment as now stored. */
export async function syncCalendarEvent(
  { appointments, google }: CalendarStepDeps,
  target: EventCalendar,
  appt: AppointmentDoc,
  customer: CustomerProfile,
  finalAttempt: boolean,
): Promise<AppointmentDoc> {
  if (done(appt)) return appt;
  const id = appt._id.toString();
  const virtual = appt.appointmentType === 'virtual';
  const cal = google.clients.calendar(target.account.client);
  const name = `${customer.firstName} ${customer.lastName}`.trim();
  let update: Partial<AppointmentDoc>;
  try {
    const event = await ensureEvent(cal, {
      eventId: calendarEventIdFor(id, appt.sequence ?? 0),
      start: appt.appointmentDate,
      end: appt.endDate,
      virtual,
      summary: eventSummary(appt, customer),
      description: [`${virtual ? 'Video call' : 'Showroom visit'} with ${name} (${customer.email}${customer.phone ? `, ${customer.phone}` : ''}).`, appt.specialRequests && `Special requests: ${appt.specialRequests}`]
        .filter(Boolean)
        .join('\n'),
      location: virtual ? 'Google Meet' : showroomAddress('en', { withName: true }),
      transparent: Boolean(appt.designerId),
      attendees: target.attendees,
    });
    update = { calendarEventId: event.id, calendarOwner: target.owner, calendarEvent: { hangoutLink: event.hangoutLink, htmlLink: event.htmlLink } };
    if (virtual && !event.hangoutLink) {
      if (event.meetStatus === 'pending' && !finalAttempt) {
        await appointments.updateOne({ _id: id }, { $set: update });
        throw new Error('Google is still creating the Meet link');
      }
      update = { ...update, meetingError: `Google did not create the Meet link (status: ${event.meetStatus ?? 'none'})`, notificationNote: VIRTUAL_NOTES.meetingError };
    }
  } catch (err) {
    if (!finalAttempt && isRetryable(err)) throw failedAt('calendar', err);
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
 * Moves a rescheduled booking's event: in place on `target` (patch: same event, same Meet link, the
 * designer invited now) when it is already there; when it is on another calendar, deleted there and
 * created on `target` (none: only deleted). An event not created yet is left to the confirmation job
 * (it creates it at the new time). On the final attempt a failure is only logged. Returns the
 * appointment as now stored.
 */
export async function moveCalendarEvent(deps: CalendarStepDeps, target: EventCalendar | null, appt: AppointmentDoc, customer: CustomerProfile, finalAttempt: boolean): Promise<AppointmentDoc> {
  if (!appt.calendarEventId) return appt;
  const id = appt._id.toString();
  if (target && target.owner === (appt.calendarOwner ?? null)) {
    try {
      await moveEvent(deps.google.clients.calendar(target.account.client), appt.calendarEventId, {
        start: appt.appointmentDate,
        end: appt.endDate,
        summary: eventSummary(appt, customer),
        transparent: Boolean(appt.designerId),
        attendees: target.attendees,
      });
    } catch (err) {
      if (!finalAttempt && isRetryable(err)) throw failedAt('calendar', err);
      logger.warn({ appointmentId: id, err: (err as Error).message }, 'calendar event not moved');
    }
    return appt;
  }
  await removeCalendarEvent(deps, appt, finalAttempt);
  const unset = { calendarEventId: null, calendarOwner: null, calendarEvent: null };
  const cleared = (await deps.appointments.findOneAndUpdate({ _id: id }, { $set: unset }, { returnDocument: 'after' }).lean<AppointmentDoc>()) ?? { ...appt, ...unset };
  return target ? syncCalendarEvent(deps, target, cleared, customer, finalAttempt) : cleared;
}

/**
 * Deletes the booking's event from the calendar that holds it (calendarOwner's account; when none
 * was recorded, the showroom's, by the derived id: an insert whose answer was lost). Nothing when
 * that account is no longer linked; on the final attempt a failure is only logged.
 */
export async function removeCalendarEvent({ google }: CalendarStepDeps, appt: AppointmentDoc, finalAttempt: boolean): Promise<void> {
  const account = await google.linked(appt.calendarEventId ? appt.calendarOwner : null);
  if (!account) return;
  try {
    await deleteEvent(google.clients.calendar(account.client), appt.calendarEventId ?? calendarEventIdFor(appt._id.toString(), appt.sequence ?? 0));
  } catch (err) {
    if (!finalAttempt && isRetryable(err)) throw failedAt('calendar', err);
    logger.warn({ appointmentId: appt._id.toString(), err: (err as Error).message }, 'calendar event not deleted');
  }
}
