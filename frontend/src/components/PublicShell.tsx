/** Frame of every public page: the page, the shared footer and the floating chat button. */
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { EarlyInputReplay } from './EarlyInputReplay';
import { PageSpinner } from './PageSpinner';
import { PublicFooter } from './PublicFooter';
import { WhatsAppButton } from './WhatsAppButton';

/** Layout route for public pages (not admin). */
export function PublicShell() {
  return (
    <div className="public-shell">
      <div className="public-shell__page">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
          <EarlyInputReplay />
        </Suspense>
      </div>
      <PublicFooter />
      <WhatsAppButton />
    </div>
  );
}
