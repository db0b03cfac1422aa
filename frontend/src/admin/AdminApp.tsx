/** The admin area (/admin/*), loaded lazily: sign-in, setup, and the guarded pages in the admin layout. */
import { Route, Routes } from 'react-router-dom';
import { NotFound } from '../components/NotFound';
import { AdminGuard } from './AdminGuard';
import { AdminLayout } from './AdminLayout';
import DashboardPage from './pages/DashboardPage';
import LoginPage from './pages/LoginPage';
import SectionPage from './pages/SectionPage';
import SetupPage from './pages/SetupPage';
import { SECTIONS } from './sections';

/** Routes relative to /admin. */
export default function AdminApp() {
  return (
    <Routes>
      <Route index element={<LoginPage />} />
      <Route path="login" element={<LoginPage />} />
      <Route path="setup" element={<SetupPage />} />
      <Route element={<AdminGuard>{(user) => <AdminLayout user={user} />}</AdminGuard>}>
        <Route path="dashboard" element={<DashboardPage />} />
        {SECTIONS.filter((s) => s.path !== '/admin/dashboard').map((s) => (
          <Route key={s.path} path={s.path.replace('/admin/', '')} element={<SectionPage path={s.path} />} />
        ))}
      </Route>
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
