/**
 * Which paths are the SPA's pages (frontend/src/App.tsx's routes) and which page answers any other:
 * the pre-rendered not-found page of the path's language (the build's `404.html`, `fr/404.html`,
 * `ar/404.html`, frontend/build/prerender.ts notFoundFile), with status 404. frontend/nginx/app.conf
 * uses the same pattern (gateway/src/spa-pages.test.ts keeps the two equal). The language prefixes
 * come from the locale registry (@cabinetry/shared/contracts/locales).
 */
import { codeAlternation, LOCALE_CODES, localeOfPath, localePath } from '@cabinetry/shared/contracts/locales';

/**
 * The SPA's routes, each under an optional prefix of one of `codes` (language codes): '/' (to step 1), the wizard's pages, the
 * manage page (/appointment/<token>), /resume, /erase (the erasure confirmation); and the back office (/admin...). Paths of files
 * (assets, favicon) are served before this is asked.
 */
export const spaRoutePattern = (codes: readonly string[]): RegExp =>
  new RegExp(`^(\\/(${codeAlternation(codes)}))?(\\/|\\/onboarding\\/(step[1-5]|complete)\\/?|\\/appointment\\/[^/]+\\/?|\\/resume\\/?|\\/erase\\/?)?$|^\\/admin(\\/|$)`);

/** The SPA's routes in the product's languages (spaRoutePattern of LOCALE_CODES). */
export const SPA_ROUTE = spaRoutePattern(LOCALE_CODES);

/** Whether `pathname` is one of the SPA's pages (index.html answers it) rather than no page (404). */
export const isSpaRoute = (pathname: string): boolean => SPA_ROUTE.test(pathname);

/** The not-found page for `pathname` in the static directory: its /fr or /ar prefix's, else English ('fr/404.html', '404.html'). */
export const notFoundPage = (pathname: string): string => localePath(localeOfPath(pathname), '/404.html').slice(1);
