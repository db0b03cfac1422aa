/**
 * Step-5 slot times: parsing a slot's 'HH:MM' / 'hh:mm AM/PM' text, the booking request's
 * appointmentDate (the wall time on the showroom clock with the zone's offset that day, as the
 * slot's `start` from the API gives it), and a slot's label on the showroom or the viewer's clock
 * (the local-time toggle changes display only).
 */
import type { DateTime } from 'luxon';
import { clockIn, isCalendarDay, showroomIso, showroomWallTime } from '@cabinetry/shared/time';

/** Parses 'HH:MM' (24 h) or 'hh:mm AM/PM' into hour 0-23 and minute 0-59, or null. */
export function parseSlotTime(time: string): { hour: number; minute: number } | null {
  const m = /^\s*(\d{1,2}):(\d{2})\s*([AaPp][Mm])?\s*$/.exec(time);
  if (!m) return null;
  let hour = Number(m[1]);
  const minute = Number(m[2]);
  const meridiem = m[3]?.toUpperCase();
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (meridiem === 'PM' ? 12 : 0);
  }
  if (hour > 23 || minute > 59) return null;
  return { hour, minute };
}

/** The slot as a showroom date-time, or null when `date` or `time` does not parse or the wall time does not exist that day. */
function slotStart(date: string, time: string): DateTime | null {
  const t = parseSlotTime(time);
  if (!t) return null;
  return showroomWallTime(date, `${String(t.hour).padStart(2, '0')}:${String(t.minute).padStart(2, '0')}`);
}

/**
 * The create-appointment date, 'YYYY-MM-DDTHH:MM:SS' with the showroom's offset that day (e.g.
 * '2026-11-24T10:00:00+02:00'), or the step-5 message that explains why the chosen date and time
 * cannot be booked.
 */
export function appointmentDateOf(date: string | null, time: string | null): { ok: true; value: string } | { ok: false; error: string } {
  if (!date || !time) return { ok: false, error: 'Please select a date and time' };
  if (!isCalendarDay(date)) return { ok: false, error: 'Please select a valid date' };
  if (!parseSlotTime(time)) return { ok: false, error: 'Please select a valid time' };
  const start = slotStart(date, time);
  if (!start) return { ok: false, error: 'Invalid date and time combination' };
  return { ok: true, value: showroomIso(start) };
}

/** A slot's label: the showroom time as 'HH:MM', or the same instant on the viewer's clock (`timeZone`, default the browser's). */
export function slotLabel(date: string, time: string, mode: 'beirut' | 'local', timeZone?: string): string {
  const start = slotStart(date, time);
  if (!start) return time;
  return clockIn(start, mode === 'beirut' ? undefined : (timeZone ?? 'system'));
}
