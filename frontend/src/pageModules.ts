/**
 * Where the code of each page started by boot.ts lives in src/, by its path: the wizard's steps and
 * the manage page. pageChunks.ts loads them by it; the build (build/page-scripts.ts) finds a
 * pre-rendered page's chunk in Vite's manifest by it.
 */
import { stripLocale } from './i18n/locales';

/** The manage page's path pattern (App.tsx's route `appointment/:token`), without its locale prefix. */
const MANAGE_PAGE = /^\/appointment\/[^/]+\/?$/;

/**
 * 'src/onboarding/steps/stepN/StepN.tsx' for '/onboarding/stepN' (N 1-5),
 * 'src/manage/ManageAppointmentPage.tsx' for '/appointment/<token>', in any locale ('/fr/onboarding/stepN'),
 * else undefined.
 */
export function pageModule(pathname: string): string | undefined {
  const path = stripLocale(pathname);
  const step = /^\/onboarding\/step([1-5])$/.exec(path)?.[1];
  if (step) return `src/onboarding/steps/step${step}/Step${step}.tsx`;
  return MANAGE_PAGE.test(path) ? 'src/manage/ManageAppointmentPage.tsx' : undefined;
}
