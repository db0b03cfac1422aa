/**
 * Whether its customer may still cancel or move an appointment (issue 23, the notice before a
 * change). The server computes the deadline by its one notice rule and answers it as
 * `changeableUntil` (ISO with the showroom's offset); this only compares it with the viewer's clock, the server
 * refusing a late change anyway (409 change_too_late).
 */
import type { AppointmentView } from '@cabinetry/shared/contracts';

const HOUR_MS = 3_600_000;

/** `open`: changes are still allowed at `nowMs` (epoch ms; true when the answer names no deadline); `hours`: the notice, whole hours (null without a deadline). */
export function changeWindow(a: Pick<AppointmentView, 'appointmentDate' | 'changeableUntil'>, nowMs: number = Date.now()): { open: boolean; hours: number | null } {
  if (!a.changeableUntil) return { open: true, hours: null };
  const until = Date.parse(a.changeableUntil);
  return { open: nowMs <= until, hours: Math.round((Date.parse(a.appointmentDate) - until) / HOUR_MS) };
}
