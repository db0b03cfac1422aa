/**
 * The appointment's calendar file, one builder for the e-mail attachment (an invitation:
 * METHOD:REQUEST with organizer and attendee) and the SPA's 'Add to Calendar' download (a plain
 * event): named for the showroom design consultation, lasting from the appointment's start to its
 * end (one slot of the availability rules when it was booked), at the showroom or, for virtual
 * appointments, on the meeting link. Built with the `ics` library; browser-safe.
 */
import { createEvent, type EventAttributes } from 'ics';
import { BRAND } from '../contracts/brand';

/** File name of the download and of the e-mail attachment. */
export const CALENDAR_FILE_NAME = 'showroom-design-consultation.ics';

export interface CalendarFileInput {
  appointmentId: string;
  /** Start instant (Date or ISO text). */
  start: Date | string;
  /** End instant (Date or ISO text), after the start. */
  end: Date | string;
  appointmentType: 'in-person' | 'virtual';
  meetingLink?: string | null;
  specialRequests?: string;
  /** For the e-mailed invitation: who sends it and who is invited (no name: it holds no text a visitor typed). */
  invitation?: { organizerEmail: string; customerEmail: string };
  /** SEQUENCE: 0 as booked, one more per move of the appointment (calendar apps then move the event they hold). */
  sequence?: number;
}

/**
 * The .ics text (CRLF lines, stable UID so updates replace the same event); throws a RangeError when
 * the start or end is not a date or the end is not after the start, and ics's error when it rejects the event.
 */
export function calendarFile(input: CalendarFileInput): string {
  const start = new Date(input.start);
  const end = new Date(input.end);
  if (Number.isNaN(start.getTime())) throw new RangeError(`calendar file: '${String(input.start)}' is not a start time`);
  if (!(end.getTime() > start.getTime())) throw new RangeError(`calendar file: '${String(input.end)}' is not an end after the start`);
  const minutes = Math.round((end.getTime() - start.getTime()) / 60_000);
  const virtual = input.appointmentType === 'virtual';
  const description = [
    `${virtual ? 'Virtual' : 'In-person'} design consultation with ${BRAND.name}.`,
    virtual && !input.meetingLink ? 'We will send you the meeting link before the appointment.' : '',
    input.specialRequests ? `Special requests: ${input.specialRequests}` : '',
  ]
    .filter(Boolean)
    .join('\n');
  const invitation: Partial<EventAttributes> = input.invitation
    ? {
        method: 'REQUEST',
        organizer: { name: BRAND.name, email: input.invitation.organizerEmail },
        attendees: [{ email: input.invitation.customerEmail, rsvp: true, role: 'REQ-PARTICIPANT' }],
      }
    : { method: 'PUBLISH' };
  const { error, value } = createEvent({
    uid: `${input.appointmentId}@atelier-cedar`,
    productId: `-//${BRAND.name}//Design Consultation//EN`,
    title: `${BRAND.name} Showroom Design Consultation`,
    description,
    location: virtual ? (input.meetingLink ?? 'Video call (we will send you the link)') : BRAND.showroomAddress,
    start: start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { hours: Math.floor(minutes / 60), minutes: minutes % 60 },
    status: 'CONFIRMED',
    ...(input.sequence ? { sequence: input.sequence } : {}),
    ...invitation,
  } as EventAttributes);
  if (error || !value) throw error ?? new Error('could not build the calendar file');
  return value;
}
