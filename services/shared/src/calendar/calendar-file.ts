/**
 * The appointment's calendar file, one builder for the e-mail attachment (an invitation:
 * METHOD:REQUEST with organizer and attendee) and the SPA's 'Add to Calendar' download (a plain
 * event): named for the showroom design consultation, lasting from the appointment's start to its
 * end (one slot of the availability rules when it was booked), at the showroom or, for virtual
 * appointments, on the meeting link. Built with the `ics` library; browser-safe. English by
 * default; the e-mailed invitation passes the customer's language's `wording` (from the e-mail
 * catalogues, services/shared/src/i18n/emails).
 */
import { createEvent, type EventAttributes } from 'ics';
import { BRAND } from '../contracts/brand';

/** File name of the download and of the e-mail attachment. */
export const CALENDAR_FILE_NAME = 'showroom-design-consultation.ics';

/** The event's words (SUMMARY, DESCRIPTION, LOCATION of a virtual appointment without its link yet). */
export interface CalendarWording {
  /** SUMMARY */
  title: string;
  /** DESCRIPTION's first line, by appointment type */
  inPerson: string;
  virtual: string;
  /** DESCRIPTION's line for a virtual appointment whose link is still to come */
  linkLater: string;
  /** LOCATION of a virtual appointment whose link is still to come */
  videoCall: string;
}

/** The English wording (the spec's 'Atelier Cedar Showroom Design Consultation'). */
export const ENGLISH_CALENDAR_WORDING: CalendarWording = {
  title: `${BRAND.name} Showroom Design Consultation`,
  inPerson: `In-person design consultation with ${BRAND.name}.`,
  virtual: `Virtual design consultation with ${BRAND.name}.`,
  linkLater: 'We will send you the meeting link before the appointment.',
  videoCall: 'Video call (we will send you the link)',
};

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
  /** The event's words in the reader's language (default English). */
  wording?: CalendarWording;
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
  const words = input.wording ?? ENGLISH_CALENDAR_WORDING;
  const description = [
    virtual ? words.virtual : words.inPerson,
    virtual && !input.meetingLink ? words.linkLater : '',
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
    title: words.title,
    description,
    location: virtual ? (input.meetingLink ?? words.videoCall) : BRAND.showroomAddress,
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
