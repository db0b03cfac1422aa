/**
 * Pure helpers of the staff Appointments page: the showroom week the calendar shows (Monday first,
 * showroom clock) and where each appointment sits in it, the grid's business-hour rows, and which
 * actions an appointment allows.
 */
import type { AdminAppointment } from '@cabinetry/shared/contracts';
import { isCancellable } from '../../lib/appointmentDisplay';
import { addDays, daysBetween, mondayOf, showroomDay, showroomMinutes } from '@cabinetry/shared/time';

const DAY_MINUTES = 24 * 60;

/** The Monday of the current showroom week. */
export const thisMonday = (now: Date = new Date()): string => mondayOf(showroomDay(now));

/** The seven days of the week from `monday`. */
export const weekDays = (monday: string): string[] => Array.from({ length: 7 }, (_, i) => addDays(monday, i));

/** An appointment placed in the week grid: its day column (0 = Monday) and minutes after showroom midnight. */
export interface CalendarBlock {
  appointment: AdminAppointment;
  day: number;
  startMinute: number;
  endMinute: number;
}

/** The appointments of the week from `monday` placed on the grid (others are left out), by start. */
export function weekBlocks(items: AdminAppointment[], monday: string): CalendarBlock[] {
  return items
    .map((appointment) => {
      const day = daysBetween(monday, showroomDay(appointment.appointmentDate));
      const startMinute = showroomMinutes(appointment.appointmentDate);
      const end = showroomMinutes(appointment.endDate);
      return { appointment, day, startMinute, endMinute: end > startMinute ? end : DAY_MINUTES };
    })
    .filter((b) => b.day >= 0 && b.day < 7)
    .sort((a, b) => a.day - b.day || a.startMinute - b.startMinute);
}

/** The grid's hour rows: business hours (09-17) widened to hold every block. */
export function hourRows(blocks: CalendarBlock[], open = 9, close = 17): number[] {
  const first = Math.min(open, ...blocks.map((b) => Math.floor(b.startMinute / 60)));
  const last = Math.max(close, ...blocks.map((b) => Math.ceil(b.endMinute / 60)));
  return Array.from({ length: last - first }, (_, i) => first + i);
}

/** The customer's name, or `unknown` (the stand-in, in the user's language) when onboarding could not say. */
export const customerName = (a: AdminAppointment, unknown: string): string =>
  (a.customer && `${a.customer.firstName} ${a.customer.lastName}`.trim()) || unknown;

/** What staff may do with an appointment at `now` (the server enforces the same rules). */
export function allowedActions(a: Pick<AdminAppointment, 'status' | 'appointmentDate'>, now: Date = new Date()) {
  const started = Date.parse(a.appointmentDate) <= now.getTime();
  return {
    cancel: isCancellable(a, now),
    /** to another time or designer: what can be cancelled can be moved */
    move: isCancellable(a, now),
    completed: started && a.status !== 'cancelled' && a.status !== 'completed',
    noShow: started && a.status !== 'cancelled' && a.status !== 'no-show',
  };
}
