/** Entry point: theme, toasts (one at a time), SWR defaults of docs/product.md §7 and the router. */
import { ConfigProvider } from 'antd';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { App } from './App';
import { ToastProvider } from './components/toast';
import './styles.css';
import { theme } from './theme';

const swrDefaults = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  shouldRetryOnError: false,
};

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ConfigProvider theme={theme}>
      <ToastProvider>
        <SWRConfig value={swrDefaults}>
          <BrowserRouter>
            <App />
          </BrowserRouter>
        </SWRConfig>
      </ToastProvider>
    </ConfigProvider>
  </StrictMode>,
);
