/**
 * The app. A customer page pre-rendered at build time (build/prerender.ts; started by boot.ts) is
 * hydrated: React adopts the HTML already on screen, in small slices (a transition). A visitor whose
 * browser holds a saved wizard sees their own answers instead, rendered over the pre-rendered page
 * (which shows a fresh wizard) once the step's code has loaded; every other page (admin,
 * appointment links) starts empty and is rendered (index.html loads this module directly).
 */
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App, preloadRoute } from './App';
import { activateLocale, i18n } from './i18n/i18n';
import { rememberChosenLocale } from './i18n/localeCookie';
import { localeOfPath } from './i18n/locales';
import { showChatButton } from './lib/chatButton';
import { loadFullStylesheets } from './lib/fullStylesheets';
import { noteThisVisit } from './onboarding/firstTouch';
import { hasSavedState } from './onboarding/state';
import { readPageData } from './pageData';
import { Root } from './Root';

const container = document.getElementById('root')!;
const { pathname } = window.location;
// a pre-rendered page's boot.ts has done this already (then it is not done twice)
rememberChosenLocale();
// the page's messages (only its language's) before it renders, so hydration finds the same text
const messages = activateLocale(localeOfPath(pathname));
// every public page has the chat button (a pre-rendered page's boot.ts has asked for it already)
if (!pathname.startsWith('/admin')) void messages.then(() => showChatButton(i18n.t('shell.chat')));
// a public page loaded without boot.ts ('/', before it leads to step 1) may be the first visit too
if (!pathname.startsWith('/admin')) noteThisVisit();
const page = (
  <Root pageData={readPageData()}>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </Root>
);
const render = () => createRoot(container).render(page);
// a pre-rendered page's full stylesheets too (lib/fullStylesheets.ts): what the app shows next is styled
const ready = () => Promise.allSettled([messages, preloadRoute(pathname), loadFullStylesheets()]);
if (!container.hasChildNodes()) {
  void messages.finally(render);
} else if (!hasSavedState() && container.dataset.notFound === undefined) {
  // the page's code first (boot.ts has started it), so hydration adopts the whole page at once;
  // as a transition, hydration yields to the browser every few ms instead of blocking it in one long task
  void ready().then(() => startTransition(() => void hydrateRoot(container, page)));
} else {
  // the pre-rendered page stays until the step's code is in, so its loading spinner never shows
  // (if that code cannot be loaded, the route's own loading and error states take over); the
  // not-found page too, rendered for another path than the visitor's (its language menu's links differ)
  void ready().then(render);
}
