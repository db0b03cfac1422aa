/**
 * What the availability rules tell customers about time, worded (part of @cabinetry/shared/time,
 * and importable alone as @cabinetry/shared/time/wording): plain text work on 'HH:MM' strings and
 * minutes, with no date library, so the pages every visitor loads first (the footer) stay light.
 */
import type { IsoWeekdayKey, TimeRange } from '../contracts/availability';

/** How long a consultation is, as customers read it: 'one-hour' for 60 minutes, else e.g. '90-minute'. */
export const consultationLength = (minutes: number): string => (minutes === 60 ? 'one-hour' : `${minutes}-minute`);

const WEEKDAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/**
 * The showroom's opening hours as customers read them, from the rules' weekly hours (ISO weekday →
 * stretches): runs of days with the same hours, e.g. 'Mon–Fri · 09:00–17:00' or
 * 'Mon–Thu · 09:00–12:00 & 13:00–17:00, Sat · 10:00–14:00'; closed days are left out ('' when every
 * day is closed). `weekdayNames` (Monday first) names the days in another language.
 */
export function formatOpeningHours(weeklyHours: Record<IsoWeekdayKey, TimeRange[]>, weekdayNames: readonly string[] = WEEKDAY_NAMES): string {
  const hoursOf = (index: number) => (weeklyHours[String(index + 1) as IsoWeekdayKey] ?? []).map((r) => `${r.start}–${r.end}`).join(' & ');
  const runs: { from: number; to: number; hours: string }[] = [];
  for (let day = 0; day < 7; day++) {
    const hours = hoursOf(day);
    const last = runs.at(-1);
    if (hours && last && last.to === day - 1 && last.hours === hours) last.to = day;
    else if (hours) runs.push({ from: day, to: day, hours });
  }
  return runs
    .map(({ from, to, hours }) => `${weekdayNames[from]}${to > from ? `–${weekdayNames[to]}` : ''} · ${hours}`)
    .join(', ');
}
