/**
 * The customer's notice before a change (issue 23 "Rescheduling"): an appointment can be cancelled
 * or moved by its customer (session or manage link) only until `changeNoticeHours` (availability
 * rules, default 24 h) before it starts; inside the notice they call the showroom instead. Staff are
 * not bound by it.
 */
import type { AvailabilityRules } from '@cabinetry/shared/contracts';
import { HttpError } from '@cabinetry/shared/server/errors';
import { DEFAULT_RULES } from './rules';

const HOUR_MS = 3_600_000;

export const changeTooLate = (hours: number) => `Appointments can be changed or cancelled up to ${hours} hours before they start. Please contact the showroom.`;

/**
 * Throws HttpError 409 'change_too_late' (details: { changeNoticeHours }) when `start` is less than
 * the rules' notice after `nowMs` (epoch ms).
 */
export function assertOutsideNotice(rules: Pick<AvailabilityRules, 'changeNoticeHours'>, start: Date, nowMs: number): void {
  const hours = rules.changeNoticeHours ?? DEFAULT_RULES.changeNoticeHours!;
  if (start.getTime() - nowMs < hours * HOUR_MS) throw new HttpError(409, changeTooLate(hours), { code: 'change_too_late', details: { changeNoticeHours: hours } });
}
