/**
 * Availability and Google-account contracts (docs/product.md §4 'availability ranges', §7 'Appointments and
 * config' + /api/oauth): the rules staff edit on the admin 'Availability' page
 * (GET/PUT /api/admin/availability) and the Google Integration status (GET /api/oauth/status).
 * Browser-safe. Times are Beirut wall-clock times; `start < end` and non-overlap are checked in
 * the scheduling service's domain code (JSON Schema cannot compare two strings).
 */
import { DateString, type Static, StringEnum, Type } from './schema';
import { appointmentSchema } from './types';

/** ISO weekday as a string key: '1' = Monday … '7' = Sunday. */
export type IsoWeekdayKey = '1' | '2' | '3' | '4' | '5' | '6' | '7';

/** The ISO weekday keys in order, Monday first. */
export const ISO_WEEKDAY_KEYS: readonly IsoWeekdayKey[] = ['1', '2', '3', '4', '5', '6', '7'];

const HH_MM = '^([01][0-9]|2[0-3]):[0-5][0-9]$';
const TIME_MESSAGE = 'Times must be HH:MM (24-hour)';

/** One bookable stretch of a day, Beirut time, 'HH:MM' (24 h); `start` < `end`. */
export const timeRangeSchema = Type.Object(
  { start: Type.String({ pattern: HH_MM, errorMessage: TIME_MESSAGE }), end: Type.String({ pattern: HH_MM, errorMessage: TIME_MESSAGE }) },
  { additionalProperties: false },
);
export type TimeRange = Static<typeof timeRangeSchema>;

const dayHours = Type.Array(timeRangeSchema, { maxItems: 24 });

/** The booking rules kept in the database (singleton document); PUT /api/admin/availability body (and the admin form's values). */
export const availabilityRulesSchema = Type.Object(
  {
    /** ISO weekday → bookable stretches (Beirut time); an empty list = closed that day. */
    weeklyHours: Type.Object(
      { '1': dayHours, '2': dayHours, '3': dayHours, '4': dayHours, '5': dayHours, '6': dayHours, '7': dayHours },
      { additionalProperties: false },
    ),
    /** Closed dates, 'YYYY-MM-DD' (Beirut calendar). */
    daysOff: Type.Array(DateString({ errorMessage: 'Days off must be dates (YYYY-MM-DD)' }), { maxItems: 1000, uniqueItems: true }),
    /** Length of one appointment slot in minutes (default 60). */
    slotMinutes: Type.Integer({ minimum: 15, maximum: 240, errorMessage: 'Slot length must be between 15 and 240 minutes' }),
    /** Earliest bookable day as days from today (1 = tomorrow). */
    minNoticeDays: Type.Integer({ minimum: 0, maximum: 60, errorMessage: 'Minimum notice must be between 0 and 60 days' }),
    /** Number of days returned per availability call (e.g. 28). */
    windowDays: Type.Integer({ minimum: 7, maximum: 90, errorMessage: 'The booking window must be between 7 and 90 days' }),
    /** Latest bookable day as days from today (e.g. 90): no booking further ahead. */
    horizonDays: Type.Integer({ minimum: 1, maximum: 365, errorMessage: 'Bookings must open between 1 and 365 days ahead' }),
    /** Customers may move an appointment only until this many hours before it starts (default 24). */
    changeNoticeHours: Type.Optional(Type.Integer({ minimum: 0, maximum: 336, errorMessage: 'The notice before a change must be between 0 and 336 hours' })),
    /** How many times a customer may move one appointment (default 2). */
    maxReschedules: Type.Optional(Type.Integer({ minimum: 0, maximum: 10, errorMessage: 'Reschedules per appointment must be between 0 and 10' })),
  },
  { additionalProperties: false },
);
export type AvailabilityRules = Static<typeof availabilityRulesSchema>;

/**
 * GET /api/appointments/booking-window: the calendar rules the step-5 calendar follows, derived
 * from the availability rules staff edit, so the SPA never guesses "tomorrow" or "weekends closed",
 * with what customers are told about time (consultation length, opening hours).
 */
export const bookingWindowSchema = Type.Object({
  /** The showroom's IANA time zone (SHOWROOM_TIME_ZONE, e.g. 'Asia/Beirut'): the clock of every day, hour and slot here. */
  timeZone: Type.String(),
  /** First bookable showroom day, 'YYYY-MM-DD' (today + minNoticeDays). */
  earliestDate: Type.String(),
  /** Last bookable showroom day, 'YYYY-MM-DD' (today + horizonDays). */
  latestDate: Type.String(),
  /** ISO weekdays (1 = Monday … 7 = Sunday) with no opening hours. */
  closedWeekdays: Type.Array(Type.Integer({ minimum: 1, maximum: 7 })),
  /** Closed dates, 'YYYY-MM-DD'. */
  daysOff: Type.Array(Type.String()),
  /** Length of one consultation in minutes (the rules' slot length). */
  slotMinutes: Type.Integer(),
  /** Opening hours per ISO weekday (Beirut time), as the footer states them. */
  weeklyHours: availabilityRulesSchema.properties.weeklyHours,
});
export type BookingWindow = Static<typeof bookingWindowSchema>;

/** GET /api/oauth/status: whether a Google account is linked and whether Google is configured. */
export const googleAuthStatusSchema = Type.Object({
  isAuthorized: Type.Boolean(),
  configured: Type.Boolean(),
  /** The linked account's e-mail address, when known. */
  email: Type.Optional(Type.String()),
});
export type GoogleAuthStatus = Static<typeof googleAuthStatusSchema>;

/**
 * Where a virtual booking's meeting link stands: 'pending' (the worker is creating it with the
 * linked Google account), 'ready' (calendarEvent.hangoutLink holds it), 'by-email' (no Google account
 * was linked at booking: staff e-mail the link) or 'failed' (it cannot be created).
 */
export const MEETING_LINK_STATUSES = ['pending', 'ready', 'by-email', 'failed'] as const;
export type MeetingLinkStatus = (typeof MEETING_LINK_STATUSES)[number];

/**
 * An appointment as the scheduling API answers it (POST/GET /api/appointments). A virtual one carries
 * `meetingLinkStatus`; when the link cannot be created (checked by the worker after booking),
 * `isVirtualMeetingError` is true and `notificationNote` carries the 'Virtual Meeting Error' text,
 * so the SPA can raise that toast when it reads the appointment.
 */
export const appointmentViewSchema = Type.Composite([
  appointmentSchema,
  Type.Object({
    isVirtualMeetingError: Type.Optional(Type.Boolean()),
    meetingLinkStatus: Type.Optional(StringEnum(MEETING_LINK_STATUSES)),
    /** The designer the customer will meet (display name at booking); absent when the showroom has no designers. */
    designerName: Type.Optional(Type.String()),
    /**
     * Customer answers, active appointment: the last instant (ISO with the showroom's offset) its customer may still
     * cancel or move it (the notice before a change); later the page offers the showroom's phone and WhatsApp instead.
     */
    changeableUntil: Type.Optional(Type.String()),
  }),
]);
export type AppointmentView = Static<typeof appointmentViewSchema>;

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
