import { describe, expect, it } from 'vitest';
import { isCancellable, statusLabel } from './appointmentDisplay';

describe('appointment display helpers', () => {
  it('label every status, including the staff outcomes', () => {
    expect(['pending', 'confirmed', 'cancelled', 'completed', 'no-show'].map(statusLabel)).toEqual(['Pending', 'Confirmed', 'Cancelled', 'Completed', 'No-show']);
  });

  it('allow cancelling only an active appointment that has not started', () => {
    const now = new Date('2026-11-24T06:59:00Z');
    expect(isCancellable({ status: 'confirmed', appointmentDate: '2026-11-24T10:00:00+03:00' }, now)).toBe(true);
    expect(isCancellable({ status: 'confirmed', appointmentDate: '2026-11-24T09:59:00+03:00' }, now)).toBe(false);
    expect(isCancellable({ status: 'cancelled', appointmentDate: '2026-11-24T10:00:00+03:00' }, now)).toBe(false);
    expect(isCancellable({ status: 'completed', appointmentDate: '2026-11-24T10:00:00+03:00' }, now)).toBe(false);
  });
});
