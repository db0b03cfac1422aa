/**
 * First visit without a flash (issue 35 item 5): a GET of an unprefixed customer page ('/', the
 * wizard's steps, the thank-you page, the manage page, /resume, /erase) is answered with a redirect
 * (302) to the same page in the visitor's language when that is not English: the language cookie
 * (LOCALE_COOKIE, which the SPA sets) first, else Accept-Language by its q-values (hono's language
 * detector: 'ar-LB' is Arabic, q=0 refused, unknown tags skipped). '/' goes straight to step 1 (the
 * app's start page, frontend/src/App.tsx StartPage), so no English document is sent on the way. The
 * query string is kept; the fragment (a resume or erasure link's #token) stays with the browser,
 * which keeps it across the redirect. English answers, and the redirects, vary by both.
 * Used by the gateway's app (the `npm start` path) and, through it, by nginx (frontend/nginx/app.conf
 * asks the gateway for these paths and serves the built page on its 404).
 */
import type { MiddlewareHandler } from 'hono';
import { languageDetector } from 'hono/language';
import { LOCALE_COOKIE } from '@cabinetry/shared/contracts';
import { codeAlternation, LOCALE_CODES } from '@cabinetry/shared/contracts/locales';
import { isSpaRoute } from './spa-pages';

/** Where '/' leads: the wizard's first step (the app's StartPage). */
const START_PAGE = '/onboarding/step1';
/** A path with a locale prefix, or of the back office: never redirected. */
const NOT_A_CUSTOMER_PAGE_TO_REDIRECT = new RegExp(`^/(${codeAlternation([...LOCALE_CODES, 'admin'])})(/|$)`);
const VARY = 'Accept-Language, Cookie';

/** Whether `pathname` is a customer page without a locale prefix (one the visitor's language may redirect). */
export const isUnprefixedCustomerPage = (pathname: string): boolean => isSpaRoute(pathname) && !NOT_A_CUSTOMER_PAGE_TO_REDIRECT.test(pathname);

/** The middleware: redirects as above; any other request goes on untouched. */
export function localeRedirect(): MiddlewareHandler {
  const detect = languageDetector({
    order: ['cookie', 'header'],
    lookupCookie: LOCALE_COOKIE,
    supportedLanguages: [...LOCALE_CODES],
    fallbackLanguage: 'en',
    caches: false,
  });
  return async (c, next) => {
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || !isUnprefixedCustomerPage(c.req.path)) return next();
    await detect(c, async () => {});
    const locale = c.get('language');
    if (locale === 'en') {
      await next();
      c.res.headers.append('Vary', VARY);
      return;
    }
    const path = c.req.path === '/' ? START_PAGE : c.req.path;
    const { search } = new URL(c.req.url);
    return new Response(null, { status: 302, headers: { Location: `/${locale}${path}${search}`, Vary: VARY, 'Cache-Control': 'no-cache' } });
  };
}
