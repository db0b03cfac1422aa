/** The 'Add to Calendar' download of step 5 and the manage page: the shared calendar file, saved by the browser. */
import type { Appointment } from '@cabinetry/shared/contracts';
import { CALENDAR_FILE_NAME, calendarFile } from '@cabinetry/shared/calendar-file';

/** The appointment's calendar file text, or null when its start or end (endDate, from the server) cannot be read. */
export function appointmentCalendarFile(a: Appointment): string | null {
  if (!a.endDate) return null;
  try {
    return calendarFile({
      appointmentId: a.id,
      start: a.appointmentDate,
      end: a.endDate,
      appointmentType: a.appointmentType,
      meetingLink: a.calendarEvent?.hangoutLink ?? null,
      specialRequests: a.specialRequests,
    });
  } catch {
    return null;
  }
}

/** Saves calendar-file `text` as the showroom consultation's .ics through a temporary object URL (browser only). */
export function downloadCalendarFile(text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const a = Object.assign(document.createElement('a'), { href: url, download: CALENDAR_FILE_NAME });
  document.body.append(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
