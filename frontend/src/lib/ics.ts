/**
 * The 'Add to Calendar' file of step 5 and the manage page (SPEC §9): a one-hour event at the
 * showroom or on the meeting link, and its download.
 */
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
const octets = (text: string) => new TextEncoder().encode(text).length;

/** RFC 5545 §3.1 line folding: content lines longer than 75 octets continue on lines starting with a space. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  for (const ch of line) {
    if (octets(current + ch) > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
    }
    current += ch;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

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
  ]
    .map(foldLine)
    .join('\r\n')
    .concat('\r\n');
}

/** Saves iCalendar `text` as `filename` through a temporary object URL (browser only). */
export function downloadCalendarFile(text: string, filename: string = ICS_FILENAME): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const a = Object.assign(document.createElement('a'), { href: url, download: filename });
  document.body.append(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
