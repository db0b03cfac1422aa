import { describe, expect, it } from 'vitest';
import { markerState, progressFill } from './progress';

describe('progress bar rules', () => {
  it('fills (step-1)/4 of the width', () => {
    expect([1, 2, 3, 4, 5].map(progressFill)).toEqual([0, 0.25, 0.5, 0.75, 1]);
  });
  it('marks earlier steps done, the page step current and later steps todo', () => {
    expect([1, 2, 3, 4, 5].map((n) => markerState(n, 3, 3))).toEqual(['done', 'done', 'current', 'todo', 'todo']);
  });
  it('keeps saved steps completed when the customer goes back', () => {
    expect([1, 2, 3, 4, 5].map((n) => markerState(n, 1, 4))).toEqual(['current', 'done', 'done', 'todo', 'todo']);
  });
});
