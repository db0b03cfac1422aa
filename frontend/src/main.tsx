/** Entry point: theme, toasts (one at a time), SWR defaults of docs/product.md §7 and the router. */
import { ConfigProvider } from 'antd';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { SWR_DEFAULTS } from './api/swrDefaults';
import { App } from './App';
import { ToastProvider } from './components/toast';
import './styles.css';
import { theme } from './theme';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ConfigProvider theme={theme}>
      <ToastProvider>
        <SWRConfig value={SWR_DEFAULTS}>
          <BrowserRouter>
            <App />
          </BrowserRouter>
        </SWRConfig>
      </ToastProvider>
    </ConfigProvider>
  </StrictMode>,
);
