/**
 * The Google Calendar event id of an appointment, derived from its id so a retried calendar job can
 * never create a second event (Google event ids: base32hex characters a–v and 0–9, 5–1024 long;
 * an ObjectId's hex digits all belong to that alphabet). Pure.
 */

/**
 * 'appt' + the 24 hex digits of the appointment's ObjectId, + 'm' + `move` when the event is created
 * after the appointment's `move`th move (its event went to another calendar: a new id, so a calendar
 * it once left, which keeps deleted ids, can take it again); throws on anything else.
 */
export function calendarEventIdFor(appointmentId: string, move = 0): string {
  if (!/^[0-9a-f]{24}$/.test(appointmentId)) throw new Error(`not an appointment id: ${appointmentId}`);
  return move > 0 ? `appt${appointmentId}m${move}` : `appt${appointmentId}`;
}
