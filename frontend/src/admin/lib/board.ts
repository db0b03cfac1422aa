/**
 * The board page's moves shown before the server answers (optimistic): a card taken out of its
 * column and put at the top of another, the two columns' counts and value sums following.
 */
import type { BoardCard, BoardColumn, LeadStage } from '@cabinetry/shared/contracts';

/** A move under way: shown before the server answers, dropped when it refuses. */
export interface Move {
  card: BoardCard;
  from: LeadStage;
  to: LeadStage;
}

/** `columns` with `move` applied (nothing when the card is already in its new column, e.g. once the board has reloaded). */
export function applyMove(columns: BoardColumn[], { card, from, to }: Move): BoardColumn[] {
  if (columns.find((c) => c.stage === to)?.cards.some((c) => c.id === card.id)) return columns;
  const value = card.estimatedValue ?? 0;
  return columns.map((column) => {
    if (column.stage === from) return { ...column, count: column.count - 1, valueSum: column.valueSum - value, cards: column.cards.filter((c) => c.id !== card.id) };
    if (column.stage === to) return { ...column, count: column.count + 1, valueSum: column.valueSum + value, cards: [card, ...column.cards] };
    return column;
  });
}
