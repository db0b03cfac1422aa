/**
 * GET /api/admin/funnel?from&to ('Dashboard'): customers created in the Beirut days
 * from..to (default the last 30 days) reaching each wizard step, and how many completed.
 * Admins only (the table's access).
 */
import type { FunnelResponse } from '@cabinetry/shared/contracts';
import { HttpError } from '@cabinetry/shared/server/errors';
import type { OnboardingDeps, OnboardingHandlers } from '../deps';
import { showroomDayRange } from '@cabinetry/shared/time';
import { funnelFrom, funnelRange, type StepGroup } from '../domain/leads-funnel';

export function adminFunnelHandlers({ customers }: OnboardingDeps): Pick<OnboardingHandlers, 'getFunnel'> {
  const getFunnel: OnboardingHandlers['getFunnel'] = async (c, { query }) => {
    const range = funnelRange(new Date(), query.from, query.to);
    const createdAt = showroomDayRange(range.from, range.to);
    if (typeof createdAt === 'string') throw new HttpError(400, createdAt, { code: 'invalid_request' });
    const groups = await customers.aggregate<StepGroup>([
      { $match: { createdAt } },
      { $group: { _id: '$currentStep', count: { $sum: 1 }, completed: { $sum: { $cond: ['$isCompleted', 1, 0] } } } },
      { $project: { _id: 0, step: { $ifNull: ['$_id', 1] }, count: 1, completed: 1 } },
    ]);
    return c.json<FunnelResponse>(funnelFrom(range, groups));
  };
  return { getFunnel };
}
