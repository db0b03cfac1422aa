/**
 * The step-5 calendar's rules as the scheduling service states them (GET
 * /api/appointments/booking-window, derived from the availability rules staff edit): the earliest
 * and latest bookable days, closed weekdays and days off, and what customers are told about time
 * (the consultation's length, the opening hours). Nothing here guesses "tomorrow" or "weekends".
 */
import { DEFAULT_AVAILABILITY_RULES, type BookingWindow } from '@cabinetry/shared/contracts';
import { consultationLength, formatOpeningHours, isoWeekday } from '@cabinetry/shared/time';
import useSWR from 'swr';
import { getJson } from '../api/client';

const BOOKING_WINDOW_URL = '/api/appointments/booking-window';
const fetchWindow = (url: string) => getJson<BookingWindow>(url);

/** True when the showroom takes no appointments on `date` ('YYYY-MM-DD'): a closed weekday or a day off. */
export const isClosedDay = (window: BookingWindow, date: string): boolean =>
  window.closedWeekdays.includes(isoWeekday(date)) || window.daysOff.includes(date);

/** True when `date` cannot be picked: before the earliest or after the latest bookable day. */
export const isOutsideWindow = (window: BookingWindow, date: string): boolean => date < window.earliestDate || date > window.latestDate;

/** The booking window through SWR (refreshed with availability, every 5 minutes). */
export function useBookingWindow() {
  return useSWR(BOOKING_WINDOW_URL, fetchWindow, { refreshInterval: 5 * 60_000 });
}

/**
 * What the pages tell customers about time, from the rules admins edit: the consultation's length
 * ('one-hour' with the default rules) and the opening hours ('Mon–Fri · 09:00–17:00'); the default
 * rules' wording until the booking window has loaded (and in pre-rendered pages).
 */
export function useShowroomHours(): { consultationLength: string; openingHours: string } {
  const { data } = useSWR(BOOKING_WINDOW_URL, fetchWindow);
  return {
    consultationLength: consultationLength(data?.slotMinutes ?? DEFAULT_AVAILABILITY_RULES.slotMinutes),
    openingHours: formatOpeningHours(data?.weeklyHours ?? DEFAULT_AVAILABILITY_RULES.weeklyHours),
  };
}
