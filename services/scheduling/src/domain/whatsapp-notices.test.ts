/** Which WhatsApp messages an appointment's events queue, when, and when a queued one is overtaken. */
import { describe, expect, it } from 'vitest';
import { overtaken, whatsAppDelayMs, whatsAppEntries } from './whatsapp-notices';

const HOUR = 3_600_000;
const start = new Date('2026-11-26T08:00:00Z');
const now = start.getTime() - 3 * 24 * HOUR;
const entry = (message: string, sequence: number) => ({ kind: 'whatsapp-message', enqueuedAt: null, message, sequence });

describe('whatsAppEntries', () => {
  it('queues nothing while the channel is off', () => {
    expect(whatsAppEntries(false, 'booked', start, 0, now)).toEqual([]);
  });

  it('a booking queues the confirmation and both reminders; a move the notice and the reminders still ahead, under its version', () => {
    expect(whatsAppEntries(true, 'booked', start, 0, now)).toEqual([entry('confirmation', 0), entry('reminder-24h', 0), entry('reminder-2h', 0)]);
    expect(whatsAppEntries(true, 'moved', start, 2, start.getTime() - 5 * HOUR)).toEqual([entry('moved', 2), entry('reminder-2h', 2)]);
    expect(whatsAppEntries(true, 'moved', start, 1, start.getTime() - HOUR)).toEqual([entry('moved', 1)]);
  });

  it('a cancellation and a no-show queue their message only', () => {
    expect(whatsAppEntries(true, 'cancelled', start, 1, now)).toEqual([entry('cancelled', 1)]);
    expect(whatsAppEntries(true, 'missed', start, 0, start.getTime() + HOUR)).toEqual([entry('missed', 0)]);
  });
});

describe('whatsAppDelayMs', () => {
  it('delays reminders until 24 h and 2 h before, and nothing else', () => {
    expect(whatsAppDelayMs('reminder-24h', start, now)).toBe(2 * 24 * HOUR);
    expect(whatsAppDelayMs('reminder-2h', start, now)).toBe(3 * 24 * HOUR - 2 * HOUR);
    expect(whatsAppDelayMs('reminder-2h', start, start.getTime() - HOUR)).toBe(0);
    expect(whatsAppDelayMs('confirmation', start, now)).toBe(0);
  });
});

describe('overtaken', () => {
  const active = { active: true, status: 'confirmed' as const, sequence: 1, appointmentDate: start };
  it('lets a message of the current version through, and stops one of an older version or a started appointment', () => {
    expect(overtaken('reminder-24h', 1, active, new Date(now))).toBeNull();
    expect(overtaken('reminder-24h', 0, active, new Date(now))).toMatch(/moved since/);
    expect(overtaken('reminder-2h', 1, active, new Date(start.getTime() + 1))).toBe('already started');
    expect(overtaken('confirmation', 1, { ...active, active: false, status: 'cancelled' }, new Date(now))).toBe('no longer active');
  });

  it('sends a cancellation only when cancelled and the missed message only after a no-show', () => {
    expect(overtaken('cancelled', 1, { ...active, active: false, status: 'cancelled' }, new Date(now))).toBeNull();
    expect(overtaken('cancelled', 1, active, new Date(now))).toBe('not cancelled');
    expect(overtaken('missed', 0, { ...active, active: false, status: 'no-show' }, new Date(now))).toBeNull();
    expect(overtaken('missed', 0, { ...active, active: false, status: 'completed' }, new Date(now))).toBe('not a no-show');
  });
});
