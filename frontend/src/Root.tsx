/** The providers around every page, in the browser and in the build's pre-renderer: theme, toasts (one at a time), SWR defaults of docs/product.md §7. */
import { ConfigProvider } from 'antd';
import { StrictMode, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { SWR_DEFAULTS } from './api/swrDefaults';
import { ToastProvider } from './components/toast';
import { theme } from './theme';

/** Wraps `children` (the router and its routes) in the app's providers. */
export function Root({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <ConfigProvider theme={theme}>
        <ToastProvider>
          <SWRConfig value={SWR_DEFAULTS}>{children}</SWRConfig>
        </ToastProvider>
      </ConfigProvider>
    </StrictMode>
  );
}
