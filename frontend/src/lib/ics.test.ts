import { describe, expect, it } from 'vitest';
import { buildIcs, foldLine, ICS_FILENAME } from './ics';

const unfold = (ics: string) => ics.replace(/\r\n /g, '');

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
    expect(unfold(ics)).toContain('Bring samples\\, please\\; thanks');
  });
  it('returns null without a valid start', () => {
    expect(buildIcs({ uid: 'x', start: 'soon', virtual: false }, now)).toBeNull();
  });
  it('folds long lines at 75 octets without splitting characters', () => {
    const long = `DESCRIPTION:${'é'.repeat(80)}`;
    const folded = foldLine(long);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((l) => l.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(long);
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
  });
  it('keeps every line of a long virtual event within 75 octets', () => {
    const ics = buildIcs({ uid: 'a3', start: '2026-11-24T10:00:00+03:00', virtual: true, specialRequests: 'x'.repeat(300) }, now)!;
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    for (const line of ics.split('\r\n')) expect(line.length).toBeLessThanOrEqual(75);
    expect(unfold(ics)).toContain(`Special requests: ${'x'.repeat(300)}`);
  });
});
