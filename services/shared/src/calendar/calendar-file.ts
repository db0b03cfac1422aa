/**
 * The appointment's calendar file, one builder for the e-mail attachment (an invitation:
 * METHOD:REQUEST with organizer and attendee) and the SPA's 'Add to Calendar' download (a plain
 * event): named for the showroom design consultation (or the video call), lasting from the
 * appointment's start to its end (one slot of the availability rules when it was booked), at the
 * showroom (its address in the reader's language, ../contracts/showroom.ts) or, for virtual
 * appointments, on the meeting link. Every word is in the customer's language, from the e-mail
 * catalogues (services/shared/src/i18n/emails, `calendar.*`). Built with the `ics` library; browser-safe.
 */
import { createEvent, type EventAttributes } from 'ics';
import { BRAND } from '../contracts/brand';
import type { CustomerLocale } from '../contracts/options';
import { showroomAddress } from '../contracts/showroom';
import { emailTranslator } from '../i18n/emails';

/** File name of the download and of the e-mail attachment. */
export const CALENDAR_FILE_NAME = 'showroom-design-consultation.ics';

/** The event's words in one language (SUMMARY, DESCRIPTION, LOCATION). */
export interface CalendarWording {
  /** SUMMARY, by appointment type: a video call is never 'at the showroom' */
  titleInPerson: string;
  titleVirtual: string;
  /** DESCRIPTION's first line, by appointment type */
  inPerson: string;
  virtual: string;
  /** DESCRIPTION's line for a virtual appointment whose link is still to come */
  linkLater: string;
  /** LOCATION of a virtual appointment whose link is still to come */
  videoCall: string;
  /** LOCATION of an in-person appointment: the showroom's name and address */
  showroom: string;
  /** DESCRIPTION's line of the customer's special requests, labelled */
  specialRequests: (text: string) => string;
}

/** The calendar file's words in `locale` (English: the spec's 'Atelier Cedar Showroom Design Consultation'). */
export function calendarWording(locale: CustomerLocale): CalendarWording {
  const t = emailTranslator(locale);
  const brand = BRAND.name;
  return {
    titleInPerson: t('calendar.titleInPerson', { brand }),
    titleVirtual: t('calendar.titleVirtual', { brand }),
    inPerson: t('calendar.inPerson', { brand }),
    virtual: t('calendar.virtual', { brand }),
    linkLater: t('calendar.linkLater'),
    videoCall: t('calendar.videoCall'),
    showroom: showroomAddress(locale, { withName: true }),
    specialRequests: (text) => t('calendar.specialRequests', { text }),
  };
}

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
  /** The customer's language: every word of the event (default English). */
  locale?: CustomerLocale;
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
  const words = calendarWording(input.locale ?? 'en');
  const description = [
    virtual ? words.virtual : words.inPerson,
    virtual && !input.meetingLink ? words.linkLater : '',
    input.specialRequests ? words.specialRequests(input.specialRequests) : '',
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
    title: virtual ? words.titleVirtual : words.titleInPerson,
    description,
    location: virtual ? (input.meetingLink ?? words.videoCall) : words.showroom,
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
