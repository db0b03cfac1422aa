/**
 * The onboarding funnel (staff 'Dashboard'): how many customers created in a range reached each
 * step (currentStep ≥ n) and how many completed. Pure: turns per-step counts into the response.
 */
import { FUNNEL_STEPS, type FunnelResponse } from '@cabinetry/shared/contracts';
import { addDays, showroomDay } from '@cabinetry/shared/time';

/** Default funnel range: the last 30 Beirut days, today included. */
export const FUNNEL_DEFAULT_DAYS = 30;

/** The range to count: the given days, or the last 30 days ending today (Beirut) for what is missing. */
export function funnelRange(now: Date, from?: string, to?: string): { from: string; to: string } {
  const end = to ?? showroomDay(now);
  return { from: from ?? addDays(end, -(FUNNEL_DEFAULT_DAYS - 1)), to: end };
}

/** One group of the aggregation: customers whose furthest step is `step`, and how many of them completed. */
export interface StepGroup {
  step: number;
  count: number;
  completed: number;
}

/** The funnel for a range from customers grouped by their furthest step (a step < 1 counts as 1). */
export function funnelFrom(range: { from: string; to: string }, groups: StepGroup[]): FunnelResponse {
  const steps = FUNNEL_STEPS.map(({ step, label }) => ({
    step,
    label,
    count: groups.filter((g) => Math.max(g.step, 1) >= step).reduce((sum, g) => sum + g.count, 0),
  }));
  return { ...range, steps, completed: groups.reduce((sum, g) => sum + g.completed, 0) };
}
