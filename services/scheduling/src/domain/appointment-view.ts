/** Stored appointment → the API shape of SPEC §3 (appointmentDate as ISO with +03:00). Pure. */
import type { Appointment } from '@cabinetry/shared/contracts';
import { DateTime } from 'luxon';
import type { AppointmentDoc } from '../models/appointment';
import { BEIRUT } from './beirut-time';

export function toAppointment(doc: AppointmentDoc): Appointment {
  return {
    id: doc._id.toString(),
    customerId: doc.customerId,
    appointmentType: doc.appointmentType,
    appointmentDate: DateTime.fromJSDate(doc.appointmentDate).setZone(BEIRUT).toISO({ suppressMilliseconds: true }) ?? '',
    ...(doc.specialRequests ? { specialRequests: doc.specialRequests } : {}),
    status: doc.status,
    calendarEventId: doc.calendarEventId ?? null,
    calendarEvent: doc.calendarEvent ? { hangoutLink: doc.calendarEvent.hangoutLink ?? null, htmlLink: doc.calendarEvent.htmlLink ?? null } : null,
    ...(doc.notificationNote ? { notificationNote: doc.notificationNote } : {}),
  };
}
