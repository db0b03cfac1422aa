/** The admin area (/admin/*), loaded lazily: sign-in, setup, and the guarded pages in the admin layout. */
import { App as AntApp } from 'antd';
import { Outlet, Route, Routes } from 'react-router-dom';
import { NotFound } from '../components/NotFound';
import 'virtual:antd/admin.css';
import './admin.css';
import { AdminGuard } from './AdminGuard';
import { AdminLayout } from './AdminLayout';
import { AdminLocaleProvider } from './adminLocale';
import LoginPage from './pages/LoginPage';
import SetupPage from './pages/SetupPage';
import { SECTIONS, sectionsFor } from './sections';

/** The sign-in pages' frame: the back office's English. */
const EnglishPages = () => (
  <AdminLocaleProvider locale="en">
    <Outlet />
  </AdminLocaleProvider>
);

/** Routes relative to /admin: sign-in, setup, and one per section (./sections.tsx), inside the guard that keeps out those whose role may not call the section's route. antd's App gives the confirm dialogs their context. */
export default function AdminApp() {
  return (
    <AntApp component={false}>
      <Routes>
        {/* before signing in, nobody's language is known: English */}
        <Route element={<EnglishPages />}>
          <Route index element={<LoginPage />} />
          <Route path="login" element={<LoginPage />} />
          <Route path="setup" element={<SetupPage />} />
        </Route>
        <Route element={<AdminGuard>{(user) => <AdminLayout user={user} sections={sectionsFor(user)} />}</AdminGuard>}>
          {SECTIONS.flatMap(({ path, page: Page, detail }) => {
            const relative = path.slice('/admin/'.length);
            return [
              <Route key={path} path={relative} element={<Page />} />,
              ...(detail ? [<Route key={`${path}/${detail.path}`} path={`${relative}/${detail.path}`} element={<detail.page />} />] : []),
            ];
          })}
        </Route>
        <Route path="*" element={<NotFound />} />
      </Routes>
    </AntApp>
  );
}
