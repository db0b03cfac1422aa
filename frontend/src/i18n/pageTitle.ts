/**
 * The document title of each customer page in the active language (issue 35 item 5): '<the page's
 * own heading> · Atelier Cedar' (shell.pageTitle), looked up by the page's path without its locale
 * prefix; the start page keeps the site's title (shell.documentTitle) and a path no page answers is
 * titled as the not-found page. Used by the pre-render (each page's <title> in its HTML) and by
 * LocaleScope (document.title as the visitor moves between pages or languages).
 */
import { BRAND } from '@cabinetry/shared/contracts';
import type { TFunction } from 'i18next';

/** The catalogue key of each page's heading, by unprefixed path. */
const PAGE_HEADINGS: Record<string, string> = {
  '/onboarding/step1': 'step1.title',
  '/onboarding/step2': 'step2.title',
  '/onboarding/step3': 'step3.title',
  '/onboarding/step4': 'step4.title',
  '/onboarding/step5': 'step5.title',
  '/onboarding/complete': 'complete.title',
  '/resume': 'resume.title',
  '/erase': 'erasure.confirmTitle',
};

/** The manage page's path prefix (/appointment/:token). */
const MANAGE_PREFIX = '/appointment/';

/** The title of the customer page at `path` (unprefixed: '/onboarding/step1'), translated by `t`. */
export function pageTitleOf(t: TFunction, path: string): string {
  if (path === '/') return t('shell.documentTitle');
  const heading = path.startsWith(MANAGE_PREFIX) ? 'manage.title' : (PAGE_HEADINGS[path] ?? 'notFound.title');
  return t('shell.pageTitle', { page: t(heading), brand: BRAND.name });
}
