/**
 * The Google Calendar event id of an appointment, derived from its id so a retried calendar job can
 * never create a second event (Google event ids: base32hex characters a–v and 0–9, 5–1024 long;
 * an ObjectId's hex digits all belong to that alphabet). Pure.
 */

/** 'appt' + the 24 hex digits of the appointment's ObjectId; throws on anything else. */
export function calendarEventIdFor(appointmentId: string): string {
  if (!/^[0-9a-f]{24}$/.test(appointmentId)) throw new Error(`not an appointment id: ${appointmentId}`);
  return `appt${appointmentId}`;
}
