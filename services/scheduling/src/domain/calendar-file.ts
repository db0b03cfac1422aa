/**
 * The appointment's calendar file (SPEC §9: one hour, named for the showroom design consultation;
 * for virtual appointments the location is the meeting link), built with the `ics` library.
 * Throws when ics rejects the event.
 */
import { createEvent } from 'ics';

export const BRAND = 'Atelier Cedar';
export const SHOWROOM_ADDRESS = 'Atelier Cedar Showroom, Beirut';

export interface CalendarFileInput {
  appointmentId: string;
  /** start instant */
  start: Date;
  appointmentType: 'in-person' | 'virtual';
  meetingLink: string | null;
  customerName: string;
  customerEmail: string;
  organizerEmail: string;
}

/** Returns the .ics text (METHOD:REQUEST, stable UID so updates replace the same event). */
export function calendarFile(input: CalendarFileInput): string {
  const s = input.start;
  const { error, value } = createEvent({
    uid: `${input.appointmentId}@atelier-cedar`,
    title: `${BRAND} Showroom: Design Consultation`,
    description:
      input.appointmentType === 'virtual'
        ? `Your one-hour design consultation by video call.${input.meetingLink ? ` Join: ${input.meetingLink}` : ' The meeting link follows in your invitation.'}`
        : 'Your one-hour design consultation at our showroom.',
    location: input.appointmentType === 'virtual' ? (input.meetingLink ?? 'Video call') : SHOWROOM_ADDRESS,
    start: [s.getUTCFullYear(), s.getUTCMonth() + 1, s.getUTCDate(), s.getUTCHours(), s.getUTCMinutes()],
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { hours: 1 },
    method: 'REQUEST',
    status: 'CONFIRMED',
    organizer: { name: BRAND, email: input.organizerEmail },
    attendees: [{ name: input.customerName, email: input.customerEmail, rsvp: true, role: 'REQ-PARTICIPANT' }],
  });
  if (error || !value) throw error ?? new Error('could not build the calendar file');
  return value;
}
