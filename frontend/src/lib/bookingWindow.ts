/**
 * The step-5 calendar's rules as the scheduling service states them (GET
 * /api/appointments/booking-window, derived from the availability rules staff edit): the earliest
 * and latest bookable days, closed weekdays and days off. Nothing here guesses "tomorrow" or "weekends".
 */
import type { BookingWindow } from '@cabinetry/shared/contracts';
import { isoWeekday } from '@cabinetry/shared/time';
import useSWR from 'swr';
import { BOOKING_WINDOW_URL, fetchBookingWindow } from './showroomHours';

/** True when the showroom takes no appointments on `date` ('YYYY-MM-DD'): a closed weekday or a day off. */
export const isClosedDay = (window: BookingWindow, date: string): boolean =>
  window.closedWeekdays.includes(isoWeekday(date)) || window.daysOff.includes(date);

/** True when `date` cannot be picked: before the earliest or after the latest bookable day. */
export const isOutsideWindow = (window: BookingWindow, date: string): boolean => date < window.earliestDate || date > window.latestDate;

/** The booking window through SWR (refreshed with availability, every 5 minutes). */
export function useBookingWindow() {
  return useSWR(BOOKING_WINDOW_URL, fetchBookingWindow, { refreshInterval: 5 * 60_000 });
}
