/**
 * Showroom time: the showroom keeps the clock of one IANA time zone, SHOWROOM_TIME_ZONE (default
 * Asia/Beirut: UTC+2 in winter, UTC+3 in summer, changing at local midnight on the last Sunday of
 * March and of October). Every appointment slot, "today", day filter and displayed time uses this
 * zone, never the viewer's or the server's. This module is the only one that reads the variable or
 * names a zone or a fixed offset (an ESLint rule keeps them out of every other module): servers read
 * SHOWROOM_TIME_ZONE from their environment (checked at start by `showroomTimeZoneProblem`, through
 * every service's processSettings); the SPA has no environment and reads the zone its page names on
 * <html data-showroom-time-zone> (filled in from SHOWROOM_TIME_ZONE by whoever serves the page:
 * contracts/served-page.ts), else keeps the default; the API also names the zone in GET /api/appointments/booking-window's `timeZone` and gives each slot's `start`
 * with its offset, so a booking never depends on the browser's idea of the zone. Browser-safe (luxon
 * only); used by the SPA, scheduling and onboarding. Days are 'YYYY-MM-DD', months 'YYYY-MM', clock
 * times 'HH:MM' (wall times in the zone).
 * It is also the one place dates and times are worded for people (pages, e-mails, CSV, calendar
 * files): the ESLint rule keeps Intl.DateTimeFormat and toLocale*String with a time zone out of every
 * other module. The only other clock is the viewer's, for the customer's local-time toggle
 * (`formatViewerDateTime`, `clockIn`).
 */
import { DateTime, IANAZone, Info } from 'luxon';
import { LOCALE_REGISTRY, type LocaleCode, type LocaleInfo, localeMap } from '../contracts/locales';

export { consultationLength, formatOpeningHours } from './wording';

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

/** The zone the showroom keeps when SHOWROOM_TIME_ZONE is not set. */
export const DEFAULT_SHOWROOM_TIME_ZONE = 'Asia/Beirut';

/**
 * SHOWROOM_TIME_ZONE as the process's environment sets it, or in a browser as the page names it
 * (<html data-showroom-time-zone>); '' when neither does.
 */
const configuredZone = (typeof process !== 'undefined' && process.env?.SHOWROOM_TIME_ZONE?.trim()) || pageZone();

/** The IANA zone the page names on <html data-showroom-time-zone> in a browser; '' without one or when it names none. */
function pageZone(): string {
  // this package is typed without the DOM: a browser's document, when there is one
  const page = (globalThis as { document?: { documentElement?: { dataset: Record<string, string | undefined> } } }).document;
  const name = page?.documentElement?.dataset.showroomTimeZone?.trim() ?? '';
  return name && IANAZone.isValidZone(name) ? name : '';
}

/** The showroom's IANA time zone name, e.g. 'Asia/Beirut'. */
export const SHOWROOM_TIME_ZONE: string = configuredZone || DEFAULT_SHOWROOM_TIME_ZONE;

/** The showroom's clock as a luxon zone (invalid when SHOWROOM_TIME_ZONE names no IANA zone: see showroomTimeZoneProblem). */
export const SHOWROOM_ZONE = IANAZone.create(SHOWROOM_TIME_ZONE);

/**
 * What is wrong with SHOWROOM_TIME_ZONE, for the start-up configuration check, or null when it names
 * an IANA zone this runtime knows (offsets such as '+03:00' or 'UTC+3' are refused: the point is the
 * zone's own rules for daylight saving).
 */
export function showroomTimeZoneProblem(): string | null {
  if (SHOWROOM_ZONE.isValid && SHOWROOM_TIME_ZONE.includes('/')) return null;
  return `SHOWROOM_TIME_ZONE must be an IANA time zone such as '${DEFAULT_SHOWROOM_TIME_ZONE}', got '${SHOWROOM_TIME_ZONE}'`;
}

/**
 * The instant of wall time `time` ('HH:MM') on showroom day `day` ('YYYY-MM-DD'), or null when the
 * input does not parse or that wall time does not exist on that day (skipped when the clocks go
 * forward). A wall time that happens twice (when the clocks go back) is its first occurrence.
 */
export function showroomWallTime(day: string, time: string): DateTime | null {
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!t || !DAY_RE.test(day)) return null;
  const [year, month, date] = day.split('-').map(Number);
  const wall = { year, month, day: date, hour: Number(t[1]), minute: Number(t[2]) };
  const dt = DateTime.fromObject(wall, { zone: SHOWROOM_ZONE });
  if (!dt.isValid || dt.toFormat('yyyy-MM-dd HH:mm') !== `${day} ${time}`) return null;
  const earlier = dt.minus({ hours: 1 });
  return earlier.toFormat('yyyy-MM-dd HH:mm') === `${day} ${time}` ? earlier : dt;
}

/** An instant as ISO 8601 with the showroom's offset on that date, to the second, e.g. '2026-11-24T10:00:00+02:00', '2026-07-14T10:00:00+03:00'; '' when invalid. */
export function showroomIso(instant: Date | number | string | DateTime): string {
  const dt = DateTime.isDateTime(instant) ? instant.setZone(SHOWROOM_ZONE) : onShowroomClock(instant);
  return (dt.isValid && dt.toISO({ suppressMilliseconds: true })) || '';
}

/**
 * An instant as a calendar API's zoned date-time (Google Calendar's EventDateTime): ISO with the
 * showroom's offset and the zone's name, e.g. { dateTime: '2026-11-24T10:00:00+02:00', timeZone: 'Asia/Beirut' }.
 */
export const showroomZonedDateTime = (instant: Date | number | string | DateTime): { dateTime: string; timeZone: string } => ({
  dateTime: showroomIso(instant),
  timeZone: SHOWROOM_TIME_ZONE,
});

/**
 * The appointmentDate of showroom day `day` ('YYYY-MM-DD') at wall time `time` ('HH:MM'), with the
 * zone's offset that day, e.g. '2026-11-24T10:00:00+02:00'; throws a RangeError when that wall time
 * does not exist (see showroomWallTime).
 */
export function slotAppointmentDate(day: string, time: string): string {
  const dt = showroomWallTime(day, time);
  if (!dt) throw new RangeError(`${day} ${time} is not a wall time on the showroom clock (${SHOWROOM_TIME_ZONE})`);
  return showroomIso(dt);
}

/** An instant (Date, epoch ms or ISO text) on the showroom clock; invalid input gives an invalid DateTime. */
export function onShowroomClock(instant: Date | number | string): DateTime {
  const dt = typeof instant === 'string' ? DateTime.fromISO(instant) : typeof instant === 'number' ? DateTime.fromMillis(instant) : DateTime.fromJSDate(instant);
  return dt.setZone(SHOWROOM_ZONE);
}

/** Midnight on the showroom clock starting day 'YYYY-MM-DD' (invalid DateTime for bad text). */
export const showroomMidnight = (day: string): DateTime => DateTime.fromISO(day, { zone: SHOWROOM_ZONE }).startOf('day');

/** The showroom day ('YYYY-MM-DD') of an instant. */
export const showroomDay = (instant: Date | number | string | DateTime): string =>
  (DateTime.isDateTime(instant) ? instant.setZone(SHOWROOM_ZONE) : onShowroomClock(instant)).toFormat('yyyy-MM-dd');

/** The first instant of the showroom day after the one holding `now` (the clocks may skip midnight: then 01:00). */
export const nextShowroomMidnight = (now: DateTime): DateTime => now.setZone(SHOWROOM_ZONE).startOf('day').plus({ days: 1 }).startOf('day');

/** Adds whole days (may be negative) to a day. */
export const addDays = (day: string, days: number): string => showroomMidnight(day).plus({ days }).toFormat('yyyy-MM-dd');

/** Whole days from day `a` to day `b`. */
export const daysBetween = (a: string, b: string): number => Math.round(showroomMidnight(b).diff(showroomMidnight(a), 'days').days);

/** Shifts a month by `delta` months. */
export const shiftMonth = (month: string, delta: number): string => showroomMidnight(`${month}-01`).plus({ months: delta }).toFormat('yyyy-MM');

/** The last day of a month. */
export const lastDayOfMonth = (month: string): string => showroomMidnight(`${month}-01`).endOf('month').toFormat('yyyy-MM-dd');

/** ISO weekday of a day: 1 = Monday … 7 = Sunday. */
export const isoWeekday = (day: string): number => showroomMidnight(day).weekday;

/** The Monday of the week holding a day. */
export const mondayOf = (day: string): string => showroomMidnight(day).startOf('week').toFormat('yyyy-MM-dd');

/** True for a real calendar day written 'YYYY-MM-DD' with a year from 1972 to 2100. */
export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== 'string' || !DAY_RE.test(value)) return false;
  const dt = showroomMidnight(value);
  return dt.isValid && dt.year >= 1972 && dt.year <= 2100;
}

/** Minutes after showroom midnight of an instant given as ISO text. */
export const showroomMinutes = (iso: string): number => {
  const dt = onShowroomClock(iso);
  return dt.hour * 60 + dt.minute;
};

/** 'HH:MM' (24 h) on the showroom clock of an instant given as ISO text. */
export const showroomClock = (iso: string): string => onShowroomClock(iso).toFormat('HH:mm');

/**
 * A Mongo date condition for the showroom days `from`..`to` (both included, either optional), or a
 * message when `from` is after `to`.
 */
export function showroomDayRange(from?: string, to?: string): { $gte?: Date; $lt?: Date } | string {
  if (from && to && from > to) return "'from' must not be after 'to'";
  return {
    ...(from ? { $gte: showroomMidnight(from).toJSDate() } : {}),
    ...(to ? { $lt: nextShowroomMidnight(showroomMidnight(to)).toJSDate() } : {}),
  };
}

/** The luxon locale of each language customers read (contracts/locales.ts `luxon`): { en: 'en-US', fr: 'fr', ar: 'ar-LB-u-nu-latn' }. */
export const LUXON_LOCALES: Record<LocaleCode, string> = localeMap((l) => l.luxon);
export type DisplayLocale = LocaleCode;

/** A long date, e.g. 'Tuesday, November 24, 2026' (English keeps this exact form), 'mardi 24 novembre 2026', 'الثلاثاء، 24 تشرين الثاني 2026' (Lebanon's month names). */
const longDate = (dt: DateTime, locale: DisplayLocale): string =>
  locale === 'en' ? dt.setLocale(LUXON_LOCALES.en).toFormat('cccc, LLLL d, yyyy') : dt.setLocale(LUXON_LOCALES[locale]).toLocaleString(DateTime.DATE_HUGE);

/** An appointment's day and showroom clock time in `locale`, e.g. { day: 'mardi 24 novembre 2026', time: '10:00' }; null for an empty or invalid instant. */
export function appointmentDateParts(iso: Date | string | null | undefined, locale: DisplayLocale = 'en'): { day: string; time: string } | null {
  const dt = iso ? onShowroomClock(iso) : null;
  return dt?.isValid ? { day: longDate(dt, locale), time: dt.toFormat('HH:mm') } : null;
}

/** Human date and time of an appointment, e.g. 'Tuesday, November 24, 2026 at 10:00 (Beirut time)', or 'Date not available'. */
export function formatAppointmentDate(iso: Date | string | null | undefined): string {
  const dt = iso ? onShowroomClock(iso) : null;
  if (!dt?.isValid) return 'Date not available';
  return `${dt.setLocale('en-US').toFormat('cccc, LLLL d, yyyy')} at ${dt.toFormat('HH:mm')} (Beirut time)`;
}

/** Long date of a day in `locale` (default English), e.g. 'Tuesday, November 24, 2026'. */
export const formatDay = (day: string, locale: DisplayLocale = 'en'): string => longDate(showroomMidnight(day), locale);

/** The seven weekday names, Monday first, in `locale`: narrow ('M', 'ن'), short ('Mon', 'lun.', but 'الاثنين' in Arabic) or long ('Monday', 'lundi'). */
export const weekdayNames = (locale: DisplayLocale = 'en', width: 'narrow' | 'short' | 'long' = 'short'): string[] => Info.weekdays(width, { locale: LUXON_LOCALES[locale] });

/** A Date, epoch ms, ISO text or DateTime, as a DateTime (invalid for text that is not ISO). */
const asDateTime = (instant: Date | number | string | DateTime): DateTime => (DateTime.isDateTime(instant) ? instant : onShowroomClock(instant));

/** The luxon locale of short day-month dates: the registry's `luxonShort` (English as in Britain, '23 Nov'), else LUXON_LOCALES. */
const shortLocale = (locale: DisplayLocale): string => {
  const info: LocaleInfo = LOCALE_REGISTRY[locale];
  return info.luxonShort ?? info.luxon;
};

/** Day of an instant on the showroom clock in `locale`, e.g. '23 Nov 2026', '23 nov. 2026'; '—' for an empty or invalid instant. */
export function formatShowroomDate(instant: Date | number | string | null | undefined, locale: DisplayLocale = 'en'): string {
  const dt = instant === null || instant === undefined || instant === '' ? null : onShowroomClock(instant);
  return dt?.isValid ? dt.setLocale(shortLocale(locale)).toFormat('d LLL yyyy') : '—';
}

/**
 * Day and clock time of an instant on the showroom clock, e.g. '23 Nov 2026, 00:30' (with
 * `seconds`: '23 Nov 2026, 00:30:15'; in French: '23 nov. 2026, 00:30'; in Arabic with the Arabic
 * comma: '23 تشرين الثاني 2026، 00:30'); '—' for an empty or invalid instant.
 */
export function formatShowroomDateTime(instant: Date | number | string | null | undefined, { seconds = false, locale = 'en' as DisplayLocale } = {}): string {
  const dt = instant === null || instant === undefined || instant === '' ? null : onShowroomClock(instant);
  if (!dt?.isValid) return '—';
  const comma = LOCALE_REGISTRY[locale].comma;
  const pattern = `d LLL yyyy${comma} ${seconds ? 'HH:mm:ss' : 'HH:mm'}`;
  return dt.setLocale(shortLocale(locale)).toFormat(pattern);
}

/** An instant on the showroom clock as a sortable stamp for files (CSV), e.g. '2026-11-23 00:30'; '' for an empty or invalid instant. */
export function formatShowroomTimestamp(instant: Date | number | string | null | undefined): string {
  const dt = instant === null || instant === undefined || instant === '' ? null : onShowroomClock(instant);
  return dt?.isValid ? dt.toFormat('yyyy-MM-dd HH:mm') : '';
}

/** Short heading of a day in `locale`, e.g. 'Mon 23 Nov', 'lun. 23 nov.'. */
export const formatDayHeading = (day: string, locale: DisplayLocale = 'en'): string => showroomMidnight(day).setLocale(shortLocale(locale)).toFormat('ccc d LLL');

/** Day and month of a day in `locale`, e.g. '23 Nov', '23 nov.'. */
export const formatDayMonth = (day: string, locale: DisplayLocale = 'en'): string => showroomMidnight(day).setLocale(shortLocale(locale)).toFormat('d LLL');

/** A month ('YYYY-MM') as a calendar title in `locale`, e.g. 'November 2026', 'novembre 2026', 'تشرين الثاني 2026'. */
export const formatMonth = (month: string, locale: DisplayLocale = 'en'): string => showroomMidnight(`${month}-01`).setLocale(LUXON_LOCALES[locale]).toFormat('LLLL yyyy');

/** The week from Monday `monday` to its Sunday in `locale`, e.g. '23 – 29 Nov 2026', '30 Nov – 6 Dec 2026', '28 Dec 2026 – 3 Jan 2027'. */
export function formatWeekRange(monday: string, locale: DisplayLocale = 'en'): string {
  const first = showroomMidnight(monday).setLocale(shortLocale(locale));
  const last = first.plus({ days: 6 });
  const start = first.year !== last.year ? 'd LLL yyyy' : first.month !== last.month ? 'd LLL' : 'd';
  return `${first.toFormat(start)} – ${last.toFormat('d LLL yyyy')}`;
}

/** 'HH:MM' of an instant on the showroom clock, or on the clock of IANA `timeZone` ('system': the viewer's). */
export const clockIn = (instant: Date | number | string | DateTime, timeZone?: string): string =>
  (timeZone ? asDateTime(instant).setZone(timeZone) : asDateTime(instant).setZone(SHOWROOM_ZONE)).toFormat('HH:mm');

/**
 * An instant on the viewer's clock (IANA `timeZone`, default the browser's), e.g. 'Tuesday, November
 * 24, 2026 at 08:00 (GMT+1)', or 'Date not available': the customer's local-time toggle.
 */
export function formatViewerDateTime(iso: string | null | undefined, timeZone = 'system'): string {
  const parts = viewerDateParts(iso, timeZone);
  return parts ? `${parts.day} at ${parts.time} (${parts.zone})` : 'Date not available';
}

/** An instant on the viewer's clock in `locale`: its day, 'HH:mm' and zone ('GMT+1'); null for an empty or invalid instant. */
export function viewerDateParts(iso: string | null | undefined, timeZone = 'system', locale: DisplayLocale = 'en'): { day: string; time: string; zone: string } | null {
  const dt = iso ? DateTime.fromISO(iso).setZone(timeZone) : null;
  if (!dt?.isValid) return null;
  return { day: longDate(dt, locale), time: dt.toFormat('HH:mm'), zone: dt.setLocale(LUXON_LOCALES.en).toFormat('ZZZZ') };
}

/** Weekly opening hours: ISO weekday ('1' Monday … '7' Sunday) → stretches of wall time ('HH:MM'). */
export type WeeklyHours = Partial<Record<'1' | '2' | '3' | '4' | '5' | '6' | '7', readonly { start: string; end: string }[]>>;

/**
 * The instant `minutes` of opening time after `from` on the showroom's clock: time outside
 * `weeklyHours` does not count (a lead arriving at 17:30 on a Friday, with Monday–Friday 09:00–17:00,
 * is due at 10:00 on Monday). Looks at most 14 days ahead; null when the hours have no open time then.
 */
export function addOpeningMinutes(from: Date, minutes: number, weeklyHours: WeeklyHours): Date | null {
  let left = minutes;
  const start = DateTime.fromJSDate(from).setZone(SHOWROOM_ZONE);
  for (let d = 0; d < 15; d++) {
    const day = start.startOf('day').plus({ days: d }).toFormat('yyyy-MM-dd');
    const ranges = [...(weeklyHours[String(isoWeekday(day)) as keyof WeeklyHours] ?? [])].sort((a, b) => a.start.localeCompare(b.start));
    for (const range of ranges) {
      const open = showroomWallTime(day, range.start);
      const close = showroomWallTime(day, range.end);
      if (!open || !close) continue;
      const begin = open < start ? start : open;
      if (begin >= close) continue;
      const available = close.diff(begin, 'minutes').minutes;
      if (available >= left) return begin.plus({ minutes: left }).toJSDate();
      left -= available;
    }
  }
  return null;
}
