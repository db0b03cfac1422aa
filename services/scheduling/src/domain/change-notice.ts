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

/** The rules' notice before a change, hours (the default when the rules name none). */
export const noticeHours = (rules: Pick<AvailabilityRules, 'changeNoticeHours'>): number => rules.changeNoticeHours ?? DEFAULT_RULES.changeNoticeHours!;

/** The last instant its customer may cancel or move an appointment starting at `start`: the notice before it. */
export const changeDeadline = (rules: Pick<AvailabilityRules, 'changeNoticeHours'>, start: Date): Date => new Date(start.getTime() - noticeHours(rules) * HOUR_MS);

/**
 * Throws HttpError 409 'change_too_late' (details: { changeNoticeHours }) when `start` is less than
 * the rules' notice after `nowMs` (epoch ms).
 */
export function assertOutsideNotice(rules: Pick<AvailabilityRules, 'changeNoticeHours'>, start: Date, nowMs: number): void {
  const hours = noticeHours(rules);
  if (nowMs > changeDeadline(rules, start).getTime()) throw new HttpError(409, changeTooLate(hours), { code: 'change_too_late', details: { changeNoticeHours: hours } });
}
