/** The admin area (/admin/*), loaded lazily: sign-in, setup, and the guarded pages in the admin layout. */
import { App as AntApp } from 'antd';
import { Route, Routes } from 'react-router-dom';
import { NotFound } from '../components/NotFound';
import 'virtual:antd/admin.css';
import './admin.css';
import { AdminGuard } from './AdminGuard';
import { AdminLayout } from './AdminLayout';
import AppointmentsPage from './pages/AppointmentsPage';
import AuditPage from './pages/AuditPage';
import AvailabilityPage from './pages/AvailabilityPage';
import CategoriesPage from './pages/CategoriesPage';
import DashboardPage from './pages/DashboardPage';
import GoogleAuthPage from './pages/GoogleAuthPage';
import LeadDetailPage from './pages/LeadDetailPage';
import LeadsPage from './pages/LeadsPage';
import LoginPage from './pages/LoginPage';
import MaterialsPage from './pages/MaterialsPage';
import PalettesPage from './pages/PalettesPage';
import SetupPage from './pages/SetupPage';
import StylesPage from './pages/StylesPage';
import UsersPage from './pages/UsersPage';

/** Routes relative to /admin, one per page; the guard keeps editors out of admin-only ones. antd's App gives the confirm dialogs their context. */
export default function AdminApp() {
  return (
    <AntApp component={false}>
      <Routes>
        <Route index element={<LoginPage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="setup" element={<SetupPage />} />
        <Route element={<AdminGuard>{(user) => <AdminLayout user={user} />}</AdminGuard>}>
          <Route path="dashboard" element={<DashboardPage />} />
          <Route path="styles" element={<StylesPage />} />
          <Route path="palettes" element={<PalettesPage />} />
          <Route path="materials" element={<MaterialsPage />} />
          <Route path="material-categories" element={<CategoriesPage />} />
          <Route path="users" element={<UsersPage />} />
          <Route path="google-auth" element={<GoogleAuthPage />} />
          <Route path="availability" element={<AvailabilityPage />} />
          <Route path="leads" element={<LeadsPage />} />
          <Route path="leads/:id" element={<LeadDetailPage />} />
          <Route path="appointments" element={<AppointmentsPage />} />
          <Route path="audit" element={<AuditPage />} />
        </Route>
        <Route path="*" element={<NotFound />} />
      </Routes>
    </AntApp>
  );
}
