/**
 * The pipeline board (issue 39 item 6), pure: a stored lead as a board card, and the cursor of a
 * column's next page. A column lists its leads newest first (createdAt, then _id, both descending);
 * a cursor is '<createdAt in ms>_<_id>' of the last card shown, and the next page holds the leads
 * strictly after it in that order.
 */
import type { BoardCard } from '@cabinetry/shared/contracts';
import { customerFields, type StoredCustomer } from './leads';
import { toLeadPipeline } from './pipeline';

/** Newest first; the _id breaks ties so pages never overlap (matches the board's indexes). */
export const BOARD_SORT = { createdAt: -1, _id: -1 } as const;

/** The cursor after `lead` (a lead without createdAt sorts as the epoch). */
export const boardCursorOf = (lead: Pick<StoredCustomer, '_id' | 'createdAt'>): string => `${lead.createdAt?.getTime() ?? 0}_${lead._id.toString()}`;

/** The MongoDB condition of the leads after `cursor` (a string the query schema accepted) in BOARD_SORT order. */
export function afterCursor(cursor: string): Record<string, unknown> {
  const [ms, id] = cursor.split('_');
  const at = new Date(Number(ms));
  return { $or: [{ createdAt: { $lt: at } }, { createdAt: at, _id: { $lt: id } }] };
}

/** The card of stored lead `c` at `now` (flags as on the list: overdue, stale after `staleDays` days). */
export function toBoardCard(c: StoredCustomer, now: Date, staleDays: number): BoardCard {
  const f = customerFields(c);
  const pipeline = toLeadPipeline(c, now, staleDays);
  return {
    id: c._id.toString(),
    name: `${f.firstName} ${f.lastName}`.trim(),
    projectTypes: { kitchen: !!c.projectTypes?.kitchen, wardrobe: !!c.projectTypes?.wardrobe },
    budget: f.budget,
    source: c.source ?? '',
    owner: pipeline.owner,
    estimatedValue: pipeline.estimatedValue,
    overdue: pipeline.overdue,
    stale: pipeline.stale,
    nextActionDue: pipeline.nextAction?.dueDay ?? null,
    createdAt: c.createdAt?.toISOString() ?? new Date(0).toISOString(),
  };
}
