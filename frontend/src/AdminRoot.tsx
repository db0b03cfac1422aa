/**
 * The back office's root, loaded lazily with it (App.tsx): antd's theme (ConfigProvider, `zeroRuntime`
 * with the full static CSS the admin chunk imports) and antd's App context its dialogs use. The
 * customer pages never load it.
 */
import { App as AntApp, ConfigProvider } from 'antd';
import AdminApp from './admin/AdminApp';
import { theme } from './theme';

/** The admin area inside antd's providers. */
export default function AdminRoot() {
  return (
    <ConfigProvider theme={theme}>
      <AntApp>
        <AdminApp />
      </AntApp>
    </ConfigProvider>
  );
}
