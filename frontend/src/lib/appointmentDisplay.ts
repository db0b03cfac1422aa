/**
 * How an appointment reads on the customer's manage page and in the back office: status
 * labels, the same instant on the viewer's clock, and whether it may still be cancelled. Pure.
 */
import type { AppointmentStatus } from '@cabinetry/shared/contracts';

const STATUS_LABELS: Record<AppointmentStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  completed: 'Completed',
  'no-show': 'No-show',
};

/** 'Confirmed', 'No-show', … (the raw value for anything unknown). */
export const statusLabel = (status: string): string => STATUS_LABELS[status as AppointmentStatus] ?? status;

/** Whether the status holds the slot (pending or confirmed). */
export const isActiveStatus = (status: string): boolean => status === 'pending' || status === 'confirmed';

/**
 * The instant on the viewer's clock, e.g. 'Tuesday, November 24, 2026 at 09:00 (GMT+2)', or
 * 'Date not available'. `timeZone` defaults to the browser's.
 */
export function formatLocalDateTime(iso: string | null | undefined, timeZone?: string): string {
  const ms = iso ? Date.parse(iso) : NaN;
  if (Number.isNaN(ms)) return 'Date not available';
  const parts = new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
    timeZone,
  }).formatToParts(new Date(ms));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')}, ${part('month')} ${part('day')}, ${part('year')} at ${part('hour')}:${part('minute')} (${part('timeZoneName')})`;
}

/** Whether a customer or staff member may still cancel: active and not yet started at `now`. */
export const isCancellable = (a: { status: string; appointmentDate: string }, now: Date = new Date()): boolean =>
  isActiveStatus(a.status) && Date.parse(a.appointmentDate) > now.getTime();
