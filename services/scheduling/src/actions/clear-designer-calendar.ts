/**
 * Before a designer's own Google account is unlinked (by an admin or by themselves) or the designer
 * is deleted (issue 34 item 3): the events the showroom put on that calendar name customers, and the
 * showroom loses its access to them once the grant is revoked. So:
 * - while an upcoming active appointment's event is on it, the unlink is refused (409
 *   `designer_calendar_busy`: move those appointments to another designer, or cancel them, first;
 *   a move re-creates the event where it belongs);
 * - otherwise the events of their past and cancelled appointments are deleted from it, and the
 *   appointments forget them, before the grant is revoked.
 * A Google failure throws (the route answers 5xx and nothing is revoked: the admin tries again).
 */
import { HttpError } from '@cabinetry/shared/server/errors';
import type { SchedulingDeps } from '../deps';
import { deleteEvent } from '../google/calendar';
import type { AppointmentDoc } from '../models/appointment';

/** Deletes the customers' events from designer `designerId`'s own calendar; throws 409 while upcoming ones are on it. */
export async function clearDesignerCalendar({ appointments, google, now }: Pick<SchedulingDeps, 'appointments' | 'google' | 'now'>, designerId: string): Promise<void> {
  const onIt = await appointments.find({ calendarOwner: designerId, calendarEventId: { $nin: [null, ''] } }).lean<AppointmentDoc[]>();
  if (onIt.some((a) => a.active && a.appointmentDate > now().toJSDate())) {
    throw new HttpError(409, "This designer's Google calendar holds upcoming appointments: move them to another designer or cancel them first.", { code: 'designer_calendar_busy' });
  }
  const account = onIt.length ? await google.linked(designerId) : null;
  if (!account) return;
  const calendar = google.clients.calendar(account.client);
  for (const appt of onIt) {
    await deleteEvent(calendar, appt.calendarEventId!);
    await appointments.updateOne({ _id: appt._id }, { $set: { calendarEventId: null, calendarOwner: null, calendarEvent: null } });
  }
}
