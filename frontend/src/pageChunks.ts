/**
 * The code of each page boot.ts starts (each wizard step, the manage page), one chunk per page, by
 * path (pageModules.ts). No React here: src/boot.ts starts the page's chunk with the app's, so it is
 * not fetched only once the app has run; App.tsx makes its lazy routes of the same loaders.
 */
import type { ComponentType } from 'react';
import { pageModule } from './pageModules';

const PAGES = import.meta.glob<{ default: ComponentType }>(['./onboarding/steps/step[1-5]/Step[1-5].tsx', './manage/ManageAppointmentPage.tsx']);

/** Loads the page at `pathname` ('/onboarding/stepN', '/appointment/<token>'); undefined for a path that has no page chunk. */
export function loadPageChunk(pathname: string): Promise<{ default: ComponentType }> | undefined {
  const module = pageModule(pathname);
  return module ? PAGES[`./${module.slice('src/'.length)}`]?.() : undefined;
}

/** The loader of a page's chunk, for React's lazy routes (it rejects for a path that has no page chunk). */
export function pageLoader(pathname: string): () => Promise<{ default: ComponentType }> {
  return () => loadPageChunk(pathname) ?? Promise.reject(new Error(`no page chunk for ${pathname}`));
}
