/**
 * Entry of the pre-rendered customer pages (build/prerender.ts puts it in their HTML in place of
 * main.tsx; what the visitor types, taps, focuses and leaves until the app has taken the page over is
 * kept by the page's inline capture script, replayed by lib/earlyInput.ts). It shows the chat button
 * (lib/chatButton.ts), and starts the app
 * (main.tsx, with the page's own chunk alongside):
 * - on a page complete in its HTML for a first-time visitor (#root data-start="intent": steps 1, 3
 *   and 4, the thank-you page, and steps 2 and 5 and the manage page as the gateway renders them
 *   with their API answers), at the visitor's first interaction (a key, a tap or click, a pointer moving over the page,
 *   focus entering it). Meanwhile, once the page has loaded and been shown (its first contentful paint)
 *   and the browser is idle, the app's files
 *   (listed on #root's data-prefetch) are prefetched into the HTTP cache, so the app then runs
 *   without a download; nothing of it runs before.
 * - on the other pages (data-start="load": their content comes from the API, e.g. the build's own
 *   steps 2 and 5, served when the gateway cannot render them), on every page when
 *   the browser holds a saved wizard (its answers replace the fresh one of the HTML), and on the
 *   manage page for a visitor whose clock is not the showroom's (its times on their clock), at the page's
 *   first contentful paint, so the app's scripts are neither fetched nor run before the page shows.
 * The chat button's number is asked for once the page has loaded and been shown, too. Where this
 * visit came from is noted at once, when it is the browser's first (onboarding/firstTouch.ts).
 */
import { rememberChosenLocale } from './i18n/localeCookie';
import { showChatButton } from './lib/chatButton';
import { noteThisVisit } from './onboarding/firstTouch';
import { STORAGE_KEY } from './onboarding/storageKey';
import { loadPageChunk } from './pageChunks';
import { viewerTimeZone } from '@cabinetry/shared/time/viewer-zone';

/** What counts as the visitor starting to use the page. */
const INTENT_EVENTS = ['keydown', 'pointerdown', 'pointermove', 'touchstart', 'focusin'] as const;

/** Resolves once the document has loaded (its `load` event; at once if it has). */
const pageLoaded = (): Promise<void> =>
  document.readyState === 'complete' ? Promise.resolve() : new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));

/**
 * Resolves at the page's first contentful paint (a `paint` PerformanceObserver entry, recorded when
 * the frame is shown; at once if it has been); where paint timing is not supported, after one frame.
 */
const firstContentfulPaint = (): Promise<void> =>
  new Promise((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      requestAnimationFrame(() => setTimeout(resolve));
      return;
    }
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true });
  });

let shown: Promise<unknown> | undefined;
/**
 * Resolves once the page has loaded and been shown (load and first contentful paint, in either
 * order): a complete page's HTML often loads before its first frame, and a request started before
 * that frame competes with it for the phone's network and main thread. One wait for every caller.
 */
const pageShown = (): Promise<unknown> => (shown ??= Promise.all([pageLoaded(), firstContentfulPaint()]));

const root = document.getElementById('root')!;
rememberChosenLocale();
noteThisVisit();
// its number asked for once the page has been shown; its label in the page's language, written on #root by the pre-renderer
showChatButton(root.dataset.chatLabel ?? '', pageShown());

let started = false;
const start = () => {
  if (started) return;
  started = true;
  for (const type of INTENT_EVENTS) document.removeEventListener(type, start, true);
  void loadPageChunk(window.location.pathname);
  void import('./main');
};

const hasSavedWizard = () => {
  try {
    return localStorage.getItem(STORAGE_KEY) !== null;
  } catch {
    return false; // storage blocked: the app will find nothing saved either
  }
};

/**
 * The app's files into the HTTP cache (idle priority, not run), once the page has been shown: one file
 * per idle period, as inserting a prefetch link starts its request on the main thread (all 17 at
 * once were one task of 150 ms, 600 ms of blocking on a phone 4x slower).
 */
const prefetchApp = () => {
  const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1));
  const hrefs = (root.dataset.prefetch ?? '').split(' ').filter(Boolean);
  const prefetchNext = () => {
    const href = hrefs.shift();
    if (!href) return;
    document.head.append(Object.assign(document.createElement('link'), { rel: 'prefetch', href, crossOrigin: '' }));
    idle(prefetchNext);
  };
  void pageShown().then(() => idle(prefetchNext));
};

/**
 * A page rendered with times on the showroom's clock (#root's data-time-zone, an IANA zone) seen in
 * another zone: the app corrects them. Zones, not today's offsets: the page's dates may fall on the
 * other side of a daylight-saving change.
 */
const onAnotherClock = () => root.dataset.timeZone !== undefined && root.dataset.timeZone !== viewerTimeZone();

if (root.dataset.start === 'intent' && !hasSavedWizard() && !onAnotherClock()) {
  for (const type of INTENT_EVENTS) document.addEventListener(type, start, { capture: true, passive: true });
  prefetchApp();
} else {
  void firstContentfulPaint().then(start);
}
