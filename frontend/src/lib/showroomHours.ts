/**
 * What the pages tell customers about time, from the availability rules admins edit (GET
 * /api/appointments/booking-window): the consultation's length and the opening hours. No date
 * library here (the wording comes from @cabinetry/shared/time/wording): the footer of every page,
 * step 1's included, uses it.
 */
import type { BookingWindow } from '@cabinetry/shared/contracts';
import { DEFAULT_AVAILABILITY_RULES } from '@cabinetry/shared/contracts/availability-defaults';
import { formatOpeningHours } from '@cabinetry/shared/time/wording';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { urlOf } from '../api/call';
import { getJson } from '../api/client';

/** The call behind useBookingWindow and useShowroomHours (the pre-rendered step 5 asks for it before its script runs). */
export const BOOKING_WINDOW_URL = urlOf('getBookingWindow');

/** GET /api/appointments/booking-window. */
export const fetchBookingWindow = (url: string): Promise<BookingWindow> => getJson<BookingWindow>(url);

/**
 * The consultation's length ('one-hour' with the default rules) and the opening hours ('Mon–Fri ·
 * 09:00–17:00'), in the page's language; the default rules' wording until the booking window has loaded (and in pre-rendered pages).
 */
export function useShowroomHours(): { consultationLength: string; openingHours: string } {
  const { data } = useSWR(BOOKING_WINDOW_URL, fetchBookingWindow);
  const { t } = useTranslation();
  const minutes = data?.slotMinutes ?? DEFAULT_AVAILABILITY_RULES.slotMinutes;
  const weekdays = [t('time.mon'), t('time.tue'), t('time.wed'), t('time.thu'), t('time.fri'), t('time.sat'), t('time.sun')];
  return {
    // the English wording is the shared one (e-mails say the same)
    consultationLength: minutes === 60 ? t('time.oneHour') : t('time.minutes', { count: minutes }),
    openingHours: formatOpeningHours(data?.weeklyHours ?? DEFAULT_AVAILABILITY_RULES.weeklyHours, weekdays),
  };
}
