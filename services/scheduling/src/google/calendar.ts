/**
 * Google Calendar operations for appointments: create the event idempotently (id derived from the
 * appointment; Google's 409 'duplicate' → the existing event is fetched), delete it, and read the
 * busy times of the showroom's calendar and of designers' calendars (one freebusy query). An event
 * of a designer's appointment is `transparent` (it does not make the showroom's calendar busy: the
 * appointment itself blocks its designer, and other designers stay free at that time). Virtual appointments ask for a Meet link through
 * conferenceData.createRequest (conferenceDataVersion 1). Google mails nobody (sendUpdates 'none'); the
 * only attendee is the designer when the event is on the showroom's calendar (issue 23): it is the
 * staff's calendar entry, and the customer hears of it only through our own e-mails (capped per
 * mailbox, with the .ics), never as an attendee. Every call works on the primary calendar of the
 * account whose client it is given (the showroom's or a designer's own). Event times name the showroom's
 * zone (timeZone, with the zone's offset in dateTime). Errors other than those handled throw.
 */
import type { calendar_v3 } from 'googleapis';
import { logger } from '@cabinetry/shared/server/logger';
import { showroomZonedDateTime } from '@cabinetry/shared/time';
import type { Interval } from '../domain/availability';

export interface EventInput {
  eventId: string;
  start: Date;
  end: Date;
  virtual: boolean;
  summary: string;
  description: string;
  location: string;
  /** true: shown as free in freebusy (an appointment of one designer among several) */
  transparent: boolean;
  /** addresses invited (the designer, on the showroom's calendar); [] for none */
  attendees: string[];
}

export interface EventResult {
  id: string;
  hangoutLink: string | null;
  htmlLink: string | null;
  /** conferenceData.createRequest status: 'success' | 'pending' | 'failure', null when none was asked/returned */
  meetStatus: string | null;
}

const CALENDAR = 'primary';
/** The freebusy id of the linked (showroom's) calendar. */
export const SHOWROOM_CALENDAR = CALENDAR;

/** HTTP status of a gaxios error, if any. */
export const statusOf = (err: unknown): number | undefined =>
  (err as { status?: number; response?: { status?: number } }).status ?? (err as { response?: { status?: number } }).response?.status;

/** Whether a Google failure may pass on retry: no answer, 429 or 5xx (a 4xx refusal would repeat). */
export function isRetryable(err: unknown): boolean {
  const status = statusOf(err);
  return status === undefined || status === 429 || status >= 500;
}

function resultOf(event: calendar_v3.Schema$Event): EventResult {
  const video = event.conferenceData?.entryPoints?.find((e) => e.entryPointType === 'video')?.uri;
  return {
    id: event.id ?? '',
    hangoutLink: event.hangoutLink ?? video ?? null,
    htmlLink: event.htmlLink ?? null,
    meetStatus: event.conferenceData?.createRequest?.status?.statusCode ?? null,
  };
}

/** Creates the event, or returns the one a previous attempt already created. */
export async function ensureEvent(cal: calendar_v3.Calendar, input: EventInput): Promise<EventResult> {
  try {
    const { data } = await cal.events.insert({
      calendarId: CALENDAR,
      conferenceDataVersion: input.virtual ? 1 : 0,
      sendUpdates: 'none',
      requestBody: {
        id: input.eventId,
        summary: input.summary,
        description: input.description,
        location: input.location,
        ...(input.transparent ? { transparency: 'transparent' } : {}),
        ...(input.attendees.length ? { attendees: input.attendees.map((email) => ({ email })) } : {}),
        start: showroomZonedDateTime(input.start),
        end: showroomZonedDateTime(input.end),
        ...(input.virtual ? { conferenceData: { createRequest: { requestId: input.eventId, conferenceSolutionKey: { type: 'hangoutsMeet' } } } } : {}),
      },
    });
    return resultOf(data);
  } catch (err) {
    if (statusOf(err) !== 409) throw err;
    const { data } = await cal.events.get({ calendarId: CALENDAR, eventId: input.eventId });
    return resultOf(data);
  }
}

/**
 * Moves the event in place (same id, same Meet link) to [start, end), with `summary`, transparency and
 * attendees as the appointment now needs; Google mails nobody. Throws when it is gone (404/410).
 */
export async function moveEvent(cal: calendar_v3.Calendar, eventId: string, input: Pick<EventInput, 'start' | 'end' | 'summary' | 'transparent' | 'attendees'>): Promise<void> {
  await cal.events.patch({
    calendarId: CALENDAR,
    eventId,
    sendUpdates: 'none',
    requestBody: {
      summary: input.summary,
      start: showroomZonedDateTime(input.start),
      end: showroomZonedDateTime(input.end),
      transparency: input.transparent ? 'transparent' : 'opaque',
      attendees: input.attendees.map((email) => ({ email })),
    },
  });
}

/** Deletes the event; an event that is already gone (404/410) counts as deleted. */
export async function deleteEvent(cal: calendar_v3.Calendar, eventId: string): Promise<void> {
  try {
    await cal.events.delete({ calendarId: CALENDAR, eventId, sendUpdates: 'none' });
  } catch (err) {
    const status = statusOf(err);
    if (status !== 404 && status !== 410) throw err;
  }
}

/**
 * Busy intervals within [from, to) of each of `calendarIds` (SHOWROOM_CALENDAR, designers' e-mail
 * addresses), in one freebusy query. A calendar Google cannot read for the linked account (not
 * shared with it, unknown) counts as free and is logged.
 */
export async function busyIntervals(cal: calendar_v3.Calendar, from: Date, to: Date, calendarIds: readonly string[]): Promise<Map<string, Interval[]>> {
  const { data } = await cal.freebusy.query({ requestBody: { timeMin: from.toISOString(), timeMax: to.toISOString(), items: calendarIds.map((id) => ({ id })) } });
  const busy = new Map<string, Interval[]>();
  for (const id of calendarIds) {
    const answer = data.calendars?.[id];
    if (answer?.errors?.length) logger.warn({ calendar: id, reason: answer.errors[0]?.reason }, 'Google freebusy cannot read a calendar; it counts as free');
    busy.set(
      id,
      (answer?.busy ?? []).filter((b) => b.start && b.end).map((b) => ({ start: Date.parse(b.start!), end: Date.parse(b.end!) })),
    );
  }
  return busy;
}
