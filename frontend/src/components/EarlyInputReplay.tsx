/** Hands what the visitor did before hydration (lib/earlyInput.ts) to the hydrated page. */
import { useEffect } from 'react';
import { replayEarlyInput } from '../lib/earlyInput';

/** Replays the early input once it is hydrated (renders nothing); placed in the page's Suspense boundary, which hydrates after the rest. */
export function EarlyInputReplay() {
  useEffect(() => void replayEarlyInput(), []);
  return null;
}
