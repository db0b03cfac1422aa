/**
 * The 'Add to Calendar' download of step 5 and the manage page: the shared calendar file, saved by
 * the browser. The calendar-file builder (and the `ics` library under it) is loaded on the first
 * download, not with the page.
 */
import type { Appointment, CustomerLocale } from '@cabinetry/shared/contracts';

/** True when the appointment's calendar file can be made: its start and end (endDate, from the server) read as instants. */
export const hasCalendarFile = (a: Pick<Appointment, 'appointmentDate' | 'endDate'>): boolean =>
  a.endDate !== undefined && !Number.isNaN(new Date(a.appointmentDate).getTime()) && !Number.isNaN(new Date(a.endDate).getTime());

/**
 * Makes the appointment's calendar file, worded in the page's `locale` (title, description, labels,
 * the showroom's address), and saves it as the showroom consultation's .ics through a temporary
 * object URL (browser only). Rejects when the builder cannot be loaded or refuses the event.
 */
export async function downloadAppointmentCalendar(a: Appointment, locale: CustomerLocale): Promise<void> {
  const { CALENDAR_FILE_NAME, calendarFile } = await import('@cabinetry/shared/calendar-file');
  const text = calendarFile({
    appointmentId: a.id,
    start: a.appointmentDate,
    end: a.endDate ?? '',
    appointmentType: a.appointmentType,
    meetingLink: a.calendarEvent?.hangoutLink ?? null,
    specialRequests: a.specialRequests,
    locale,
  });
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: CALENDAR_FILE_NAME });
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
