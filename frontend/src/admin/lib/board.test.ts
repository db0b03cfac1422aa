import type { BoardCard, BoardColumn } from '@cabinetry/shared/contracts';
import { describe, expect, it } from 'vitest';
import { applyMove } from './board';

const card = (id: string, estimatedValue: number | null): BoardCard => ({
  id,
  name: id,
  projectTypes: { kitchen: true, wardrobe: false },
  budget: '',
  source: '',
  owner: null,
  estimatedValue,
  overdue: false,
  stale: false,
  nextActionDue: null,
  createdAt: '2026-11-01T08:00:00.000Z',
});
const a = card('a', 40_000);
const b = card('b', null);
const board: BoardColumn[] = [
  { stage: 'new', count: 12, valueSum: 40_000, cards: [a, b], next: 'x' },
  { stage: 'contacted', count: 0, valueSum: 0, cards: [], next: null },
  { stage: 'won', count: 3, valueSum: 5_000, cards: [card('c', 5_000)], next: null },
];

describe('applyMove', () => {
  it('takes the card out of its column and puts it first in the other, counts and value sums following', () => {
    const moved = applyMove(board, { card: a, from: 'new', to: 'won' });
    expect(moved[0]).toMatchObject({ count: 11, valueSum: 0, cards: [b], next: 'x' });
    expect(moved[1]).toBe(board[1]);
    expect(moved[2]).toMatchObject({ count: 4, valueSum: 45_000 });
    expect(moved[2].cards.map((c) => c.id)).toEqual(['a', 'c']);
    // a card without a value changes the counts only
    expect(applyMove(board, { card: b, from: 'new', to: 'contacted' })[1]).toMatchObject({ count: 1, valueSum: 0, cards: [b] });
  });

  it('changes nothing once the card is in its new column (the board reloaded before the move was dropped)', () => {
    const reloaded = applyMove(board, { card: a, from: 'new', to: 'won' });
    expect(applyMove(reloaded, { card: a, from: 'new', to: 'won' })).toBe(reloaded);
  });
});
