import { describe, expect, it } from 'vitest';
import { buildIcs, ICS_FILENAME } from './ics';

const now = new Date('2026-11-22T10:00:00Z');

describe('buildIcs', () => {
  it('builds a one-hour event at the showroom', () => {
    const ics = buildIcs({ uid: 'a1', start: '2026-11-24T10:00:00+03:00', virtual: false }, now)!;
    expect(ics).toContain('DTSTART:20261124T070000Z\r\n');
    expect(ics).toContain('DTEND:20261124T080000Z\r\n');
    expect(ics).toContain('DTSTAMP:20261122T100000Z');
    expect(ics).toContain('SUMMARY:Atelier Cedar Showroom Design Consultation');
    expect(ics).toMatch(/LOCATION:.*Beirut/);
    expect(ICS_FILENAME).toBe('showroom-design-consultation.ics');
  });
  it('uses the meeting link as location for virtual appointments and escapes text', () => {
    const ics = buildIcs({ uid: 'a2', start: '2026-11-24T10:00:00+03:00', virtual: true, meetingLink: 'https://meet.example/abc', specialRequests: 'Bring samples, please; thanks' }, now)!;
    expect(ics).toContain('LOCATION:https://meet.example/abc');
    expect(ics).toContain('Bring samples\\, please\\; thanks');
  });
  it('returns null without a valid start', () => {
    expect(buildIcs({ uid: 'x', start: 'soon', virtual: false }, now)).toBeNull();
  });
});
