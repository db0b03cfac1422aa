/**
 * Appointment time rules of SPEC §9: Beirut time at a fixed +03:00 offset, one-hour slots,
 * Monday-Friday business hours, earliest bookable day tomorrow. Pure (luxon), `now` injected.
 */
import { DateTime, FixedOffsetZone } from 'luxon';

export const BEIRUT = FixedOffsetZone.instance(180);
export const SLOT_MINUTES = 60;
export const BUSINESS_HOURS = { open: 9, close: 17 } as const;
/** Days returned by one availability call. */
export const WINDOW_DAYS = 28;

/** 'YYYY-MM-DD' of a Beirut date-time. */
export const dayKey = (dt: DateTime): string => dt.setZone(BEIRUT).toFormat('yyyy-MM-dd');

/** Stable key of a slot, the unique-index field: 'YYYY-MM-DDTHH:MM' in Beirut time. */
export const slotKey = (dt: DateTime): string => dt.setZone(BEIRUT).toFormat("yyyy-MM-dd'T'HH:mm");

/** First bookable Beirut day (tomorrow) at midnight. */
export const firstBookableDay = (now: DateTime): DateTime => now.setZone(BEIRUT).startOf('day').plus({ days: 1 });

export const isWeekend = (dt: DateTime): boolean => dt.setZone(BEIRUT).weekday >= 6;

/** Slot start times 'HH:MM' of a business day. */
export function dailySlotTimes(): string[] {
  const times: string[] = [];
  for (let h = BUSINESS_HOURS.open; h + SLOT_MINUTES / 60 <= BUSINESS_HOURS.close; h += SLOT_MINUTES / 60) {
    times.push(`${String(h).padStart(2, '0')}:00`);
  }
  return times;
}

/**
 * Parses an appointmentDate ('YYYY-MM-DDTHH:MM[:SS]+03:00') into a bookable slot start, or returns
 * the reason it is not bookable (SPEC §5 step 5 messages).
 */
export function parseBookableSlot(iso: string, now: DateTime): { ok: true; start: DateTime } | { ok: false; error: string } {
  const start = DateTime.fromISO(iso, { setZone: true });
  if (!start.isValid || start.offset !== 180) return { ok: false, error: 'Invalid date and time combination' };
  if (start.year < 1972 || start.year > 2100) return { ok: false, error: 'Please select a valid date' };
  const local = start.setZone(BEIRUT);
  if (local < firstBookableDay(now)) return { ok: false, error: 'Please select a valid date: the earliest bookable day is tomorrow' };
  if (isWeekend(local) || local.second !== 0 || local.millisecond !== 0 || !dailySlotTimes().includes(local.toFormat('HH:mm'))) {
    return { ok: false, error: 'Please select a valid time' };
  }
  return { ok: true, start: local };
}
