/**
 * Appointment time helpers (SPEC §9): slots are Beirut wall-clock times with a fixed +03:00 offset;
 * the local-time toggle changes display only.
 */
export const BEIRUT_OFFSET = '+03:00';
const OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'YYYY-MM-DD' of an instant on the Beirut clock. */
export function beirutDate(instant: Date): string {
  return new Date(instant.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** Adds whole days to a 'YYYY-MM-DD' date. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `a` to `b` (both 'YYYY-MM-DD'). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);
}

/** Shifts a 'YYYY-MM' month by `delta` months. */
export function shiftMonth(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1 + delta, 1)).toISOString().slice(0, 7);
}

/** The last day ('YYYY-MM-DD') of a 'YYYY-MM' month. */
export function lastDayOfMonth(month: string): string {
  return addDays(`${shiftMonth(month, 1)}-01`, -1);
}

/** The earliest bookable day: tomorrow on the Beirut clock. */
export function earliestBookableDate(now: Date = new Date()): string {
  return addDays(beirutDate(now), 1);
}

/** True for Saturdays and Sundays (no slots). */
export function isWeekend(date: string): boolean {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 || day === 6;
}

/** SPEC §5: response dates count only in 'YYYY-MM-DD' form with a year from 1972 to 2100. */
export function isValidResponseDate(date: unknown): date is string {
  if (typeof date !== 'string') return false;
  const m = DATE_RE.exec(date);
  if (!m) return false;
  const year = Number(m[1]);
  return year > 1971 && year <= 2100 && !Number.isNaN(Date.parse(`${date}T00:00:00Z`)) && addDays(date, 0) === date;
}

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

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The create-appointment date, 'YYYY-MM-DDTHH:MM:00+03:00', or the SPEC §5 step 5 message that
 * explains why the chosen date and time cannot be booked.
 */
export function appointmentDateOf(date: string | null, time: string | null): { ok: true; value: string } | { ok: false; error: string } {
  if (!date || !time) return { ok: false, error: 'Please select a date and time' };
  if (!isValidResponseDate(date)) return { ok: false, error: 'Please select a valid date' };
  const t = parseSlotTime(time);
  if (!t) return { ok: false, error: 'Please select a valid time' };
  const value = `${date}T${pad(t.hour)}:${pad(t.minute)}:00${BEIRUT_OFFSET}`;
  if (Number.isNaN(Date.parse(value))) return { ok: false, error: 'Invalid date and time combination' };
  return { ok: true, value };
}

/** A slot's label: the Beirut time as 'HH:MM', or the same instant on the viewer's clock. */
export function slotLabel(date: string, time: string, mode: 'beirut' | 'local', timeZone?: string): string {
  const t = parseSlotTime(time);
  if (!t) return time;
  if (mode === 'beirut') return `${pad(t.hour)}:${pad(t.minute)}`;
  const instant = new Date(`${date}T${pad(t.hour)}:${pad(t.minute)}:00${BEIRUT_OFFSET}`);
  return new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(instant);
}

/** Human date and time of an appointment on the Beirut clock, or 'Date not available'. */
export function formatAppointmentDate(iso: string | null | undefined): string {
  const ms = iso ? Date.parse(iso) : NaN;
  if (Number.isNaN(ms)) return 'Date not available';
  const beirut = new Date(ms + OFFSET_MS);
  const day = new Intl.DateTimeFormat('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(beirut);
  return `${day} at ${pad(beirut.getUTCHours())}:${pad(beirut.getUTCMinutes())} (Beirut time)`;
}

/** Long date of a 'YYYY-MM-DD' day, e.g. 'Tuesday, November 24, 2026'. */
export function formatDay(date: string): string {
  return new Intl.DateTimeFormat('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}
