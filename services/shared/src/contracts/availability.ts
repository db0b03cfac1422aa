/**
 * Availability and Google-account contracts (SPEC §4 'availability ranges', §7 'Appointments and
 * config' + /api/oauth, issue 5): the rules staff edit on the admin 'Availability' page
 * (GET/PUT /api/admin/availability) and the Google Integration status (GET /api/oauth/status).
 * Browser-safe. Times are Beirut wall-clock times; `start < end` and non-overlap are checked in
 * the scheduling service's domain code (JSON Schema cannot compare two strings).
 */
import type { Schema } from './schemas';
import type { Appointment } from './types';

/** ISO weekday as a string key: '1' = Monday … '7' = Sunday. */
export type IsoWeekdayKey = '1' | '2' | '3' | '4' | '5' | '6' | '7';

/** The ISO weekday keys in order, Monday first. */
export const ISO_WEEKDAY_KEYS: readonly IsoWeekdayKey[] = ['1', '2', '3', '4', '5', '6', '7'];

/** One bookable stretch of a day, Beirut time, 'HH:MM' (24 h); `start` < `end`. */
export interface TimeRange {
  start: string;
  end: string;
}

/** The booking rules kept in the database (singleton document). */
export interface AvailabilityRules {
  /** ISO weekday → bookable stretches (Beirut time); an empty list = closed that day. */
  weeklyHours: Record<IsoWeekdayKey, TimeRange[]>;
  /** Closed dates, 'YYYY-MM-DD' (Beirut calendar). */
  daysOff: string[];
  /** Length of one appointment slot in minutes (default 60). */
  slotMinutes: number;
  /** Earliest bookable day as days from today (1 = tomorrow). */
  minNoticeDays: number;
  /** Number of days returned per availability call (e.g. 28). */
  windowDays: number;
  /** Latest bookable day as days from today (e.g. 90): no booking further ahead. */
  horizonDays: number;
}

/** GET /api/oauth/status: whether a Google account is linked and whether Google is configured. */
export interface GoogleAuthStatus {
  isAuthorized: boolean;
  configured: boolean;
  /** The linked account's e-mail address, when known. */
  email?: string;
}

/**
 * An appointment as the scheduling API answers it (POST/GET /api/appointments). When Google could
 * not create the Meet link of a virtual booking (checked by the worker after booking),
 * `isVirtualMeetingError` is true and `notificationNote` carries the reason, so the SPA can raise
 * SPEC §8's 'Virtual Meeting Error' toast when it loads the appointment.
 */
export type AppointmentView = Appointment & { isVirtualMeetingError?: boolean };

const HH_MM = '^([01][0-9]|2[0-3]):[0-5][0-9]$';
const TIME_MESSAGE = 'Times must be HH:MM (24-hour)';

const timeRange = {
  type: 'object',
  additionalProperties: false,
  required: ['start', 'end'],
  properties: {
    start: { type: 'string', pattern: HH_MM, errorMessage: TIME_MESSAGE },
    end: { type: 'string', pattern: HH_MM, errorMessage: TIME_MESSAGE },
  },
};

const dayHours = { type: 'array', maxItems: 24, items: timeRange };

/** PUT /api/admin/availability body (and the admin form's values). */
export const availabilityRulesSchema: Schema<AvailabilityRules> = {
  type: 'object',
  additionalProperties: false,
  required: ['weeklyHours', 'daysOff', 'slotMinutes', 'minNoticeDays', 'windowDays', 'horizonDays'],
  properties: {
    weeklyHours: {
      type: 'object',
      additionalProperties: false,
      required: [...ISO_WEEKDAY_KEYS],
      properties: Object.fromEntries(ISO_WEEKDAY_KEYS.map((k) => [k, dayHours])),
    },
    daysOff: {
      type: 'array',
      maxItems: 1000,
      uniqueItems: true,
      items: { type: 'string', format: 'date', errorMessage: 'Days off must be dates (YYYY-MM-DD)' },
    },
    slotMinutes: {
      type: 'integer',
      minimum: 15,
      maximum: 240,
      errorMessage: 'Slot length must be between 15 and 240 minutes',
    },
    minNoticeDays: {
      type: 'integer',
      minimum: 0,
      maximum: 60,
      errorMessage: 'Minimum notice must be between 0 and 60 days',
    },
    windowDays: {
      type: 'integer',
      minimum: 7,
      maximum: 90,
      errorMessage: 'The booking window must be between 7 and 90 days',
    },
    horizonDays: {
      type: 'integer',
      minimum: 1,
      maximum: 365,
      errorMessage: 'Bookings must open between 1 and 365 days ahead',
    },
  },
};

/** English names of the ISO weekdays, for messages and the admin Availability page. */
export const ISO_WEEKDAY_NAMES: Record<IsoWeekdayKey, string> = {
  '1': 'Monday',
  '2': 'Tuesday',
  '3': 'Wednesday',
  '4': 'Thursday',
  '5': 'Friday',
  '6': 'Saturday',
  '7': 'Sunday',
};
