/**
 * The appointment's calendar file (SPEC §9: one hour by default (the slot length), named for the showroom design consultation;
 * for virtual appointments the location is the meeting link), built with the `ics` library.
 * Throws when ics rejects the event.
 */
import { createEvent } from 'ics';

export const BRAND = 'Atelier Cedar';
export const SHOWROOM_ADDRESS = 'Atelier Cedar Showroom, Beirut';

export interface CalendarFileInput {
  appointmentId: string;
  /** start and end instants */
  start: Date;
  end: Date;
  appointmentType: 'in-person' | 'virtual';
  meetingLink: string | null;
  customerEmail: string;
  organizerEmail: string;
}

/** Returns the .ics text (METHOD:REQUEST, stable UID so updates replace the same event). */
export function calendarFile(input: CalendarFileInput): string {
  const s = input.start;
  const minutes = Math.round((input.end.getTime() - s.getTime()) / 60_000);
  const { error, value } = createEvent({
    uid: `${input.appointmentId}@atelier-cedar`,
    title: `${BRAND} Showroom: Design Consultation`,
    description:
      input.appointmentType === 'virtual'
        ? `Your design consultation by video call.${input.meetingLink ? ` Join: ${input.meetingLink}` : ' The meeting link follows before your appointment.'}`
        : 'Your design consultation at our showroom.',
    location: input.appointmentType === 'virtual' ? (input.meetingLink ?? 'Video call') : SHOWROOM_ADDRESS,
    start: [s.getUTCFullYear(), s.getUTCMonth() + 1, s.getUTCDate(), s.getUTCHours(), s.getUTCMinutes()],
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { hours: Math.floor(minutes / 60), minutes: minutes % 60 },
    method: 'REQUEST',
    status: 'CONFIRMED',
    organizer: { name: BRAND, email: input.organizerEmail },
    // no attendee name: the file goes to the customer, and holds no text a visitor typed
    attendees: [{ email: input.customerEmail, rsvp: true, role: 'REQ-PARTICIPANT' }],
  });
  if (error || !value) throw error ?? new Error('could not build the calendar file');
  return value;
}
