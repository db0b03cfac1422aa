import { describe, expect, it } from 'vitest';
import { CALENDAR_FILE_NAME, calendarFile } from './calendar-file';

const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');

describe('calendar file', () => {
  it('is a one-hour showroom design consultation at the showroom, named for it', () => {
    const ics = unfold(calendarFile({ appointmentId: 'a1', start: '2026-11-24T10:00:00+03:00', end: '2026-11-24T11:00:00+03:00', appointmentType: 'in-person' }));
    expect(ics).toContain('DTSTART:20261124T070000Z\r\n');
    expect(ics).toContain('DURATION:PT1H\r\n');
    expect(ics).toContain('SUMMARY:Atelier Cedar Showroom Design Consultation');
    expect(ics).toContain('LOCATION:Atelier Cedar Showroom\\, Armenia Street\\, Mar Mikhael\\, Beirut\\, Lebanon');
    expect(ics).toContain('UID:a1@atelier-cedar');
    expect(ics).toContain('METHOD:PUBLISH');
    expect(ics).not.toContain('ORGANIZER');
    expect(CALENDAR_FILE_NAME).toBe('showroom-design-consultation.ics');
  });
  it('puts a virtual appointment on its meeting link, with the special requests', () => {
    const ics = unfold(
      calendarFile({ appointmentId: 'a2', start: new Date('2026-11-24T07:00:00Z'), end: new Date('2026-11-24T08:00:00Z'), appointmentType: 'virtual', meetingLink: 'https://meet.example/abc', specialRequests: 'Bring samples, please' }),
    );
    expect(ics).toContain('LOCATION:https://meet.example/abc');
    expect(ics).toContain('Special requests: Bring samples\\, please');
  });
  it('is an invitation with organizer and attendee for the e-mail, lasting the slot length', () => {
    const ics = unfold(
      calendarFile({
        appointmentId: 'a3',
        start: '2026-11-24T10:00:00+03:00',
        end: '2026-11-24T11:30:00+03:00',
        appointmentType: 'virtual',
        invitation: { organizerEmail: 'studio@example.com', customerEmail: 'rima@example.com' },
      }),
    );
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain('DURATION:PT1H30M');
    expect(ics).toMatch(/ORGANIZER;CN="?Atelier Cedar"?:mailto:studio@example.com/i);
    expect(ics).toMatch(/ATTENDEE;[^\r]*:mailto:rima@example.com/);
    expect(ics).not.toContain('CN="Rima');
    expect(ics).toContain('LOCATION:Video call (we will send you the link)');
  });
  it('refuses a start or end that is not a date, and an end not after the start', () => {
    expect(() => calendarFile({ appointmentId: 'x', start: 'soon', end: '2026-11-24T11:00:00+03:00', appointmentType: 'in-person' })).toThrow(RangeError);
    expect(() => calendarFile({ appointmentId: 'x', start: '2026-11-24T10:00:00+03:00', end: 'later', appointmentType: 'in-person' })).toThrow(RangeError);
    expect(() => calendarFile({ appointmentId: 'x', start: '2026-11-24T10:00:00+03:00', end: '2026-11-24T10:00:00+03:00', appointmentType: 'in-person' })).toThrow(RangeError);
  });
});
