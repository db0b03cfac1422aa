/**
 * The reminder e-mail's timing ('a reminder e-mail 24 hours before their consultation').
 * A booking made less than 24 hours ahead gets none. Pure; times in ms since the epoch.
 */

/** How long before the appointment the reminder goes out, in ms. */
export const REMINDER_LEAD_MS = 24 * 60 * 60 * 1000;

/** Whether a booking of an appointment starting at `start`, made at `nowMs`, gets a reminder. */
export const wantsReminder = (start: Date, nowMs: number): boolean => start.getTime() - REMINDER_LEAD_MS > nowMs;

/** The BullMQ delay of the reminder job handed to the queue at `nowMs` (0 when already due). */
export const reminderDelayMs = (start: Date, nowMs: number): number => Math.max(0, start.getTime() - REMINDER_LEAD_MS - nowMs);
