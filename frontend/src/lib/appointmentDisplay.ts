/**
 * How an appointment reads on the customer's manage page and in the back office: status labels
 * and whether it may still be cancelled (its date and time are worded by @cabinetry/shared/time). Pure.
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

/** Whether a customer or staff member may still cancel: active and not yet started at `now`. */
export const isCancellable = (a: { status: string; appointmentDate: string }, now: Date = new Date()): boolean =>
  isActiveStatus(a.status) && Date.parse(a.appointmentDate) > now.getTime();
