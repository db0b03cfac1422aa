/** The 'Add to Calendar' file of step 5 (SPEC §9): a one-hour event at the showroom or on the meeting link. */
import { BRAND } from './brand';

export const ICS_FILENAME = 'showroom-design-consultation.ics';
const HOUR_MS = 60 * 60 * 1000;

export interface IcsEvent {
  uid: string;
  /** ISO date-time of the start */
  start: string;
  virtual: boolean;
  meetingLink?: string | null;
  specialRequests?: string;
}

const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
const escape = (text: string) => text.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/([,;])/g, '\\$1');

/** iCalendar text (CRLF lines) for a one-hour design consultation, or null when the start is not a date. */
export function buildIcs(event: IcsEvent, now: Date = new Date()): string | null {
  const start = new Date(event.start);
  if (Number.isNaN(start.getTime())) return null;
  const location = event.virtual ? (event.meetingLink ?? 'Video call (link in your calendar invitation)') : BRAND.showroomAddress;
  const description = [
    `${event.virtual ? 'Virtual' : 'In-person'} design consultation with ${BRAND.name}.`,
    event.specialRequests ? `Special requests: ${event.specialRequests}` : '',
  ]
    .filter(Boolean)
    .join('\n');
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${BRAND.name}//Design Consultation//EN`,
    'CALSCALE:GREGORIAN',
    'BEGIN:VEVENT',
    `UID:${event.uid}@atelier-cedar`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART:${stamp(start)}`,
    `DTEND:${stamp(new Date(start.getTime() + HOUR_MS))}`,
    `SUMMARY:${escape(`${BRAND.name} Showroom Design Consultation`)}`,
    `DESCRIPTION:${escape(description)}`,
    `LOCATION:${escape(location)}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}
