/**
 * The providers around every page, in the browser and in the build's pre-renderer: toasts (one at a
 * time), SWR defaults of docs/product.md §7. antd's theme (ConfigProvider) wraps the back office only
 * (AdminRoot.tsx): the customer pages use no antd component, only its static CSS (src/ui).
 */
import { StrictMode, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { SWR_DEFAULTS } from './api/swrDefaults';
import { ToastProvider } from './components/toast';

/**
 * Wraps `children` (the router and its routes) in the app's providers; `pageData` (API answers by
 * URL, src/pageData.ts) is what SWR holds for those URLs from the start.
 */
export function Root({ children, pageData }: { children: ReactNode; pageData?: Record<string, unknown> }) {
  return (
    <StrictMode>
      <ToastProvider>
        <SWRConfig value={pageData ? { ...SWR_DEFAULTS, fallback: pageData } : SWR_DEFAULTS}>{children}</SWRConfig>
      </ToastProvider>
    </StrictMode>
  );
}
