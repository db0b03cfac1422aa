/**
 * The code of each wizard step, one chunk per step, by path (pageModules.ts). No React here:
 * src/boot.ts starts the landing page's chunk with the app's, so it is not fetched only once the app
 * has run; App.tsx makes its lazy routes of the same loaders.
 */
import type { ComponentType } from 'react';
import { stepModule } from './pageModules';

const STEPS = import.meta.glob<{ default: ComponentType }>('./onboarding/steps/step[1-5]/Step[1-5].tsx');

/** Loads the step at `pathname` ('/onboarding/stepN'); undefined for a path that is no step. */
export function loadPageChunk(pathname: string): Promise<{ default: ComponentType }> | undefined {
  const module = stepModule(pathname);
  return module ? STEPS[`./${module.slice('src/'.length)}`]?.() : undefined;
}

/** The loader of a step's chunk, for React's lazy routes (it rejects for a path that is no step). */
export function pageLoader(pathname: string): () => Promise<{ default: ComponentType }> {
  return () => loadPageChunk(pathname) ?? Promise.reject(new Error(`no page chunk for ${pathname}`));
}
