/** Frame of every public page: the language menu, the page and the shared footer (the floating chat button is lib/chatButton.ts, outside React). */
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { EarlyInputReplay } from './EarlyInputReplay';
import { LanguageMenu } from './LanguageMenu';
import { PageSpinner } from './PageSpinner';
import { PublicFooter } from './PublicFooter';

/** Layout route for public pages (not admin). */
export function PublicShell() {
  return (
    <div className="public-shell">
      <LanguageMenu />
      <div className="public-shell__page">
        <Suspense
          fallback={
            // a page's code still loading: the spinner reaches past the fold, so the footer does not jump
            <div className="loading-past-fold">
              <PageSpinner />
            </div>
          }
        >
          <Outlet />
          <EarlyInputReplay />
        </Suspense>
      </div>
      <PublicFooter />
    </div>
  );
}
