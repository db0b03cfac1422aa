/**
 * Dates and times of the back office in the signed-in user's language (the active i18next language:
 * English, French, or Arabic with Latin digits, docs/product.md §11), always on the showroom clock
 * (Beirut's zone) through @cabinetry/shared/time. An appointment's long form is the customer pages' sentence
 * ('Tuesday, November 24, 2026 at 10:00 (Beirut time)' in English).
 */
import { appointmentDateParts, type DisplayLocale, formatDayHeading, formatDayMonth, formatShowroomDate, formatShowroomDateTime, formatWeekRange, weekdayNames } from '@cabinetry/shared/time';
import { localeOr } from '@cabinetry/shared/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminTranslation } from '../i18n/adminI18n';

/** The back office's date wording, bound to the active language. */
export interface AdminDates {
  locale: DisplayLocale;
  /** 'Tuesday, November 24, 2026 at 10:00 (Beirut time)', or 'Date not available'. */
  appointment(iso: string | null | undefined): string;
  /** { day, time } of an appointment on the showroom clock, or null. */
  appointmentParts(iso: string | null | undefined): { day: string; time: string } | null;
  /** '23 Nov 2026' ('—' when empty). */
  date(instant: string | null | undefined): string;
  /** '23 Nov 2026, 00:30' (with `seconds`: ':15'). */
  dateTime(instant: string | null | undefined, seconds?: boolean): string;
  /** 'Mon 23 Nov' of a showroom day. */
  dayHeading(day: string): string;
  /** '23 Nov' of a showroom day. */
  dayMonth(day: string): string;
  /** '23 – 29 Nov 2026' of the week from Monday `monday`. */
  weekRange(monday: string): string;
  /** The seven long weekday names, Monday first ('Monday', 'lundi', 'الاثنين'). */
  weekdays: string[];
}

/** The active language as a display locale (English for anything else). */
const displayLocale = (language: string): DisplayLocale => localeOr(language);

/** Dates in the user's language. */
export function useAdminDates(): AdminDates {
  const { i18n } = useAdminTranslation();
  // the customer pages' catalogue (loaded with the back office's, in the same language) words an appointment's date
  const { t: customerT } = useTranslation();
  const locale = displayLocale(i18n.language);
  return useMemo(() => {
    const appointmentParts = (iso: string | null | undefined) => appointmentDateParts(iso, locale);
    return {
      locale,
      appointmentParts,
      appointment: (iso) => {
        const parts = appointmentParts(iso);
        return parts ? customerT('time.showroom', parts) : customerT('time.noDate');
      },
      date: (instant) => formatShowroomDate(instant, locale),
      dateTime: (instant, seconds = false) => formatShowroomDateTime(instant, { seconds, locale }),
      dayHeading: (day) => formatDayHeading(day, locale),
      dayMonth: (day) => formatDayMonth(day, locale),
      weekRange: (monday) => formatWeekRange(monday, locale),
      weekdays: weekdayNames(locale, 'long'),
    };
  }, [locale, customerT]);
}
