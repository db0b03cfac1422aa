/**
 * The pipeline board (issue 39 item 6), under /api/admin (route table: onboarding.ts):
 * GET /leads/board?owner&source&projectType&budget[&stage&cursor] → BoardResponse: per stage, the
 * number of leads and the sum of their estimated values under the filters, and the first
 * BOARD_COLUMN_PAGE cards newest first with the cursor of the next page; `stage` (with `cursor`)
 * answers that one column (its next page). Scoped like the list (./lead-scope.ts). Moving a card is
 * the lead's stage change (changeLeadStage), never another path.
 */
import { BOARD_COLUMN_PAGE, type BoardColumn, type BoardResponse, LEAD_STAGES, type LeadStage } from '@cabinetry/shared/contracts';
import { HttpError } from '@cabinetry/shared/server/errors';
import type { OnboardingDeps, OnboardingHandlers } from '../deps';
import { afterCursor, BOARD_SORT, boardCursorOf, toBoardCard } from '../domain/board';
import { leadFilter, type StoredCustomer } from '../domain/leads';
import { leadScopeOf } from './lead-scope';

/** What a card needs of a stored lead. */
const CARD_FIELDS = {
  'customerInfo.firstName': 1,
  'customerInfo.lastName': 1,
  'customerInfo.budget': 1,
  projectTypes: 1,
  source: 1,
  stage: 1,
  owner: 1,
  estimatedValue: 1,
  firstContactDueAt: 1,
  firstContactAt: 1,
  lastActivityAt: 1,
  nextAction: 1,
  createdAt: 1,
};

export function adminBoardHandlers(deps: OnboardingDeps): Pick<OnboardingHandlers, 'getLeadBoard'> {
  const { customers, config, now } = deps;
  const staleDays = config.pipeline.staleDays;

  const getLeadBoard: OnboardingHandlers['getLeadBoard'] = async (c, { query, admin }) => {
    const { stage, cursor, ...filters } = query;
    if (cursor && !stage) throw new HttpError(400, 'A cursor belongs to one column: name its stage', { code: 'invalid_request' });
    const at = now();
    const { filter: scope } = await leadScopeOf(deps, admin);

    /** One column under the filters and the caller's scope; its cards after `cursor` when given. */
    async function column(s: LeadStage): Promise<BoardColumn> {
      const filter = leadFilter({ ...filters, stage: s }, at, staleDays);
      if (typeof filter === 'string') throw new HttpError(400, filter, { code: 'invalid_request' });
      const match = { $and: [filter, scope] };
      const page = cursor ? { $and: [...match.$and, afterCursor(cursor)] } : match;
      const [rows, totals] = await Promise.all([
        customers.find(page, CARD_FIELDS).sort(BOARD_SORT).limit(BOARD_COLUMN_PAGE + 1).lean<StoredCustomer[]>(),
        // an aggregation's $match is not cast by the model: the scope's ids become ObjectIds here
        customers.aggregate<{ count: number; valueSum: number }>([{ $match: customers.find().cast(customers, match) }, { $group: { _id: null, count: { $sum: 1 }, valueSum: { $sum: { $ifNull: ['$estimatedValue', 0] } } } }]),
      ]);
      const cards = rows.slice(0, BOARD_COLUMN_PAGE);
      return {
        stage: s,
        count: totals[0]?.count ?? 0,
        valueSum: totals[0]?.valueSum ?? 0,
        cards: cards.map((l) => toBoardCard(l, at, staleDays)),
        next: rows.length > BOARD_COLUMN_PAGE ? boardCursorOf(cards[cards.length - 1]) : null,
      };
    }

    const columns = await Promise.all((stage ? [stage] : LEAD_STAGES).map(column));
    c.header('Cache-Control', 'no-store');
    return c.json<BoardResponse>({ columns });
  };

  return { getLeadBoard };
}
