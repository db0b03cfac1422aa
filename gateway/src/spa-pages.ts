/**
 * Which paths are the SPA's pages (frontend/src/App.tsx's routes) and which page answers any other:
 * the pre-rendered not-found page of the path's language (the build's `404.html`, `fr/404.html`,
 * `ar/404.html`, frontend/build/prerender.ts notFoundFile), with status 404. frontend/nginx/app.conf
 * uses the same pattern (gateway/src/spa-pages.test.ts keeps the two equal).
 */

/**
 * The SPA's routes, each under an optional locale prefix: '/' (to step 1), the wizard's pages, the
 * manage page (/appointment/<token>), /resume, /erase (the erasure confirmation); and the back office (/admin...). Paths of files
 * (assets, favicon) are served before this is asked.
 */
export const SPA_ROUTE = /^(\/(en|fr|ar))?(\/|\/onboarding\/(step[1-5]|complete)\/?|\/appointment\/[^/]+\/?|\/resume\/?|\/erase\/?)?$|^\/admin(\/|$)/;

/** Whether `pathname` is one of the SPA's pages (index.html answers it) rather than no page (404). */
export const isSpaRoute = (pathname: string): boolean => SPA_ROUTE.test(pathname);

/** The not-found page for `pathname` in the static directory: its /fr or /ar prefix's, else English. */
export function notFoundPage(pathname: string): string {
  const locale = /^\/(fr|ar)(\/|$)/.exec(pathname)?.[1];
  return locale ? `${locale}/404.html` : '404.html';
}
