/**
 * The server-side entry (vite build --ssr, one self-contained module in dist-server/): renders one
 * customer page to HTML with the components the browser hydrates, as a fresh visitor sees it (no
 * saved wizard), in the language of its path (/fr/..., /ar/..., else English). Waits for lazy steps
 * to load. Used by build/prerender.ts at build time (API data not loaded yet) and, for the pages
 * rendered per request, by the gateway (gateway/src/rendered-pages.ts: renderDocument with the
 * page's API answers).
 */
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { availabilityUrl } from './api/appointments';
import { palettesUrl, stylesUrl } from './api/catalogue';
import { App } from './App';
import { activateLocale, i18n } from './i18n/i18n';
import { localeDir, localeOfPath, stripLocale, type Locale } from './i18n/locales';
import { pageTitleOf } from './i18n/pageTitle';
import { BOOKING_WINDOW_URL } from './lib/showroomHours';
import { MANAGED_APPOINTMENT_TEMPLATE } from './manage/manageApi';
import { SHOWROOM_TIME_ZONE } from '@cabinetry/shared/time';
import { pageDataElement } from './pageData';
import { Root } from './Root';

export { LOCALES, localePath } from './i18n/locales';

export interface PrerenderedPage {
  /**
   * When boot.ts starts the app: 'intent' for a page whose HTML is the whole page a first-time
   * visitor sees (nothing to fetch: the app waits for their first interaction), 'load' for a page
   * whose content comes from the API (at first paint).
   */
  start: 'load' | 'intent';
  /** API calls the page makes as soon as it runs in `locale`: its HTML starts them early (preload) */
  calls: (locale: Locale) => string[];
  /**
   * Rendered again per request by the gateway with the answers of its `calls` in it: that page is
   * whole in its HTML and starts its app at the first interaction ('intent'); the build's page
   * (`start`, `calls`) is served when the gateway cannot render it (an API call failed).
   */
  perRequest?: boolean;
  /**
   * It shows times on the viewer's clock too: rendered on the showroom's (the server cannot know the
   * viewer's), so #root carries the showroom's UTC offset and boot.ts starts the app at first paint
   * for a visitor on another clock.
   */
  viewerClock?: boolean;
}

/**
 * A path parameter of a page rendered per request only (`:token`): its value, one path segment of
 * unreserved characters not starting with a dot, replaces `:token` in the page's calls
 * (gateway/src/rendered-pages.ts). Such a page is private to the link's holder: no page is built
 * for it (the SPA's index.html serves it when the gateway does not render it), it has no
 * alternates, and the gateway keeps no copy of it.
 */
export const hasPathParameter = (path: string): boolean => path.includes('/:');

/** The showroom clock's IANA zone, written on a `viewerClock` page's #root (data-time-zone) for boot.ts. */
export const SHOWROOM_CLOCK = SHOWROOM_TIME_ZONE;

/**
 * The pages pre-rendered at build time, by unprefixed path (each in every locale): the wizard's
 * steps and its thank-you page; and the manage page, whose path has a parameter, as a template only.
 */
export const PRERENDERED_PAGES: Record<string, PrerenderedPage> = {
  '/onboarding/step1': { start: 'intent', calls: () => [] },
  // the catalogue's cards in the HTML (per request), so nothing but boot.ts runs before the first interaction
  '/onboarding/step2': { start: 'load', calls: (locale) => [stylesUrl(locale), palettesUrl(locale)], perRequest: true },
  // a first visit has chosen no style yet: the page says so, and loads no material
  '/onboarding/step3': { start: 'intent', calls: () => [] },
  // a first visit has no customer yet: the page says so, and lists no document
  '/onboarding/step4': { start: 'intent', calls: () => [] },
  // the calendar of the booking window with its first free days in the HTML (per request), so nothing but boot.ts runs before the first interaction
  '/onboarding/step5': { start: 'load', calls: () => [BOOKING_WINDOW_URL, availabilityUrl()], perRequest: true },
  '/onboarding/complete': { start: 'intent', calls: () => [] },
  // every customer e-mail's link: the appointment in the HTML (per request only: the token is the link holder's)
  '/appointment/:token': { start: 'intent', calls: () => [MANAGED_APPOINTMENT_TEMPLATE], perRequest: true, viewerClock: true },
};

/**
 * The not-found page, rendered at this unprefixed path (no route has it) in each locale and written
 * as `404.html`, `fr/404.html`, `ar/404.html`: the gateway and nginx answer an unknown path with the
 * one of its locale and status 404. The app renders over it (the language menu's links name the
 * visitor's path), it does not hydrate it.
 */
export const NOT_FOUND_PATH = '/404';
export const NOT_FOUND_PAGE: PrerenderedPage = { start: 'intent', calls: () => [] };

/** What a pre-rendered page's document says of its language. */
export interface PageLanguage {
  locale: Locale;
  dir: 'ltr' | 'rtl';
  /** <title> in the page's language */
  title: string;
  /** <meta name="description"> in the page's language */
  description: string;
  /** the chat button's name (src/boot.ts shows the button before the app runs) */
  chatLabel: string;
}

/** Where a per-request page's template (build/prerender.ts) has its #root content. */
export const PAGE_CONTENT_MARK = '<!--page-content-->';

let rendering: Promise<unknown> = Promise.resolve();

/**
 * The HTML of the page at `url` (a path such as /fr/onboarding/step1) for the #root element, and its
 * language; `pageData` (API answers by URL) is what SWR holds. One render at a time (the language is
 * the one i18next instance's): concurrent calls wait for each other.
 */
export function render(url: string, pageData?: Record<string, unknown>): Promise<{ html: string; language: PageLanguage }> {
  const next = rendering.then(() => renderNow(url, pageData));
  rendering = next.catch(() => undefined);
  return next;
}

/**
 * The whole document of the per-request page at `url`: its `template` (written by the build, with
 * PAGE_CONTENT_MARK in #root) with the page rendered with `pageData` in #root and that data before
 * it (src/pageData.ts), for the app to hydrate the same. Throws when the template has no mark.
 */
export async function renderDocument(template: string, url: string, pageData: Record<string, unknown>): Promise<string> {
  if (!template.includes(PAGE_CONTENT_MARK)) throw new Error(`the template of ${url} has no ${PAGE_CONTENT_MARK}`);
  const { html } = await render(url, pageData);
  return template.replace('<div id="root"', () => `${pageDataElement(pageData)}<div id="root"`).replace(PAGE_CONTENT_MARK, () => html);
}

async function renderNow(url: string, pageData?: Record<string, unknown>): Promise<{ html: string; language: PageLanguage }> {
  const locale = localeOfPath(url);
  await activateLocale(locale);
  // one piece: no boundary is outlined (revealing it would need an inline script, which the CSP forbids)
  const { prelude } = await prerenderToNodeStream(
    <Root pageData={pageData}>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </Root>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  return {
    html: Buffer.concat(chunks).toString('utf8'),
    language: { locale, dir: localeDir(locale), title: pageTitleOf(i18n.t, stripLocale(new URL(url, 'http://page').pathname)), description: i18n.t('shell.description'), chatLabel: i18n.t('shell.chat') },
  };
}
