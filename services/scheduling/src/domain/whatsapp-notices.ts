/**
 * Which WhatsApp messages an appointment's events queue, when each goes out, and when a queued one
 * has been overtaken (issue 38 item 3). Pure; instants are Date or ms since the epoch.
 * A message is named by its kind and `version`, the appointment's `sequence` it is about (0 as booked,
 * +1 per move): a move queues 'moved' and new reminders under the new version, and a message whose
 * version is no longer the appointment's is never sent (no reminder for an old time).
 */
import type { WhatsAppMessageKind } from '@cabinetry/shared/contracts/whatsapp';
import type { AppointmentDoc, OutboxEntry } from '../models/appointment';
import { REMINDER_LEAD_MS } from './reminder';

/** How long before the appointment each reminder goes out, in ms. */
export const WHATSAPP_REMINDER_LEADS_MS = { 'reminder-24h': REMINDER_LEAD_MS, 'reminder-2h': 2 * 60 * 60 * 1000 } as const;
type ReminderKind = keyof typeof WHATSAPP_REMINDER_LEADS_MS;

export const isWhatsAppReminder = (message: WhatsAppMessageKind | undefined): message is ReminderKind => message === 'reminder-24h' || message === 'reminder-2h';

/** What happened to the appointment. */
export type AppointmentEvent = 'booked' | 'moved' | 'cancelled' | 'missed';

const entry = (message: WhatsAppMessageKind, sequence: number): OutboxEntry => ({ kind: 'whatsapp-message', enqueuedAt: null, message, sequence });

/**
 * The outbox entries of `event` for an appointment starting at `start` whose sequence is now
 * `sequence`, at `nowMs`: none while the channel is off (`channelOn` false); else the event's message,
 * and after a booking or a move the reminders still ahead (a reminder whose time has passed is not queued).
 */
export function whatsAppEntries(channelOn: boolean, event: AppointmentEvent, start: Date, sequence: number, nowMs: number): OutboxEntry[] {
  if (!channelOn) return [];
  const first: WhatsAppMessageKind = event === 'booked' ? 'confirmation' : event;
  const reminders = event === 'booked' || event === 'moved' ? (Object.keys(WHATSAPP_REMINDER_LEADS_MS) as ReminderKind[]).filter((kind) => whatsAppDelayMs(kind, start, nowMs) > 0) : [];
  return [entry(first, sequence), ...reminders.map((kind) => entry(kind, sequence))];
}

/** The BullMQ delay of `message` handed to the queue at `nowMs`: a reminder waits until its lead before `start`; the others go at once (0). */
export function whatsAppDelayMs(message: WhatsAppMessageKind, start: Date, nowMs: number): number {
  return isWhatsAppReminder(message) ? Math.max(0, start.getTime() - WHATSAPP_REMINDER_LEADS_MS[message] - nowMs) : 0;
}

/** Why `message` of `version` must not go out for `appt` at `now` (null: it still holds). */
export function overtaken(message: WhatsAppMessageKind, version: number, appt: Pick<AppointmentDoc, 'active' | 'status' | 'sequence' | 'appointmentDate'>, now: Date): string | null {
  const current = (appt.sequence ?? 0) === version;
  switch (message) {
    case 'cancelled':
      return appt.status === 'cancelled' ? null : 'not cancelled';
    case 'missed':
      return appt.status === 'no-show' ? null : 'not a no-show';
    default:
      if (!appt.active) return 'no longer active';
      if (!current) return 'moved since: the later version tells';
      if (isWhatsAppReminder(message) && appt.appointmentDate <= now) return 'already started';
      return null;
  }
}
