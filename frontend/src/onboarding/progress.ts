/** The progress bar's rules (docs/product.md §2 common step layout, §9): marker states and fill. */
import { STEP_COUNT } from './state';

export type MarkerState = 'done' | 'current' | 'todo';

/**
 * State of marker `n` on the page of `step`, when the wizard has reached `reached` (its currentStep:
 * every step before it was saved). Saved steps are completed (check mark, clickable), the page's
 * step is current, the rest are later steps (greyed, not clickable).
 */
export function markerState(n: number, step: number, reached: number): MarkerState {
  if (n === step) return 'current';
  return n < step || n < reached ? 'done' : 'todo';
}

/** Fill of the bar as a fraction of its width: (step-1)/4. */
export function progressFill(step: number): number {
  return (step - 1) / (STEP_COUNT - 1);
}
