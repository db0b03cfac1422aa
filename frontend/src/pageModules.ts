/**
 * Where each wizard step's page lives in src/, by its path. pageChunks.ts loads the steps by it; the
 * build (build/page-scripts.ts) finds a pre-rendered page's chunk in Vite's manifest by it.
 */
import { stripLocale } from './i18n/locales';

/** 'src/onboarding/steps/stepN/StepN.tsx' for '/onboarding/stepN' (N 1-5, in any locale: '/fr/onboarding/stepN'), else undefined. */
export function stepModule(pathname: string): string | undefined {
  const step = /^\/onboarding\/step([1-5])$/.exec(stripLocale(pathname))?.[1];
  return step && `src/onboarding/steps/step${step}/Step${step}.tsx`;
}
