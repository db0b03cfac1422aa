import { describe, expect, it } from 'vitest';
import { parseOpeningHours, stageAfterEvent, toLeadPipeline } from './pipeline';

describe('stageAfterEvent', () => {
  it('moves early stages forward and a booked lead back on cancellation, never a later stage', () => {
    expect(stageAfterEvent('new', 'booked')).toBe('consultation_booked');
    expect(stageAfterEvent('contacted', 'booked')).toBe('consultation_booked');
    expect(stageAfterEvent('consultation_booked', 'completed')).toBe('consulted');
    expect(stageAfterEvent('consultation_booked', 'cancelled')).toBe('contacted');
    for (const later of ['consulted', 'quoted', 'won', 'lost'] as const) {
      expect(stageAfterEvent(later, 'booked')).toBeNull();
      expect(stageAfterEvent(later, 'cancelled')).toBeNull();
    }
    expect(stageAfterEvent('quoted', 'completed')).toBeNull();
  });
});

describe('parseOpeningHours (LEAD_OPENING_HOURS)', () => {
  it('reads runs of weekdays with one or more stretches', () => {
    expect(parseOpeningHours('1-5 09:00-13:00, 14:00-18:00; 6 10:00-14:00')).toEqual({
      '1': [{ start: '09:00', end: '13:00' }, { start: '14:00', end: '18:00' }],
      '2': [{ start: '09:00', end: '13:00' }, { start: '14:00', end: '18:00' }],
      '3': [{ start: '09:00', end: '13:00' }, { start: '14:00', end: '18:00' }],
      '4': [{ start: '09:00', end: '13:00' }, { start: '14:00', end: '18:00' }],
      '5': [{ start: '09:00', end: '13:00' }, { start: '14:00', end: '18:00' }],
      '6': [{ start: '10:00', end: '14:00' }],
    });
  });

  it('names what it cannot read', () => {
    expect(parseOpeningHours('Mon-Fri 9-5')).toMatch(/LEAD_OPENING_HOURS: 'Mon-Fri 9-5'/);
    expect(parseOpeningHours('1 18:00-09:00')).toMatch(/does not end after it starts/);
    expect(parseOpeningHours(' ; ')).toMatch(/no opening time/);
  });
});

describe('toLeadPipeline', () => {
  const now = new Date('2026-11-30T12:00:00Z');
  it('flags an open lead past its deadline without contact as overdue, and one idle for the stale days as stale', () => {
    const lead = { stage: 'new', firstContactDueAt: new Date('2026-11-30T09:00:00Z'), firstContactAt: null, lastActivityAt: new Date('2026-11-20T09:00:00Z') };
    expect(toLeadPipeline(lead, now, 7)).toMatchObject({ overdue: true, stale: true });
    expect(toLeadPipeline({ ...lead, firstContactAt: new Date('2026-11-30T10:00:00Z') }, now, 7).overdue).toBe(false);
    expect(toLeadPipeline({ ...lead, stage: 'won' }, now, 7)).toMatchObject({ overdue: false, stale: false });
    expect(toLeadPipeline({ ...lead, lastActivityAt: new Date('2026-11-29T09:00:00Z') }, now, 7).stale).toBe(false);
  });

  it('treats a customer from before the pipeline as a new lead with no deadline', () => {
    expect(toLeadPipeline({ createdAt: new Date('2025-01-01T00:00:00Z') }, now, 7)).toMatchObject({ stage: 'new', owner: null, overdue: false, firstContactDueAt: null });
  });
});
