/**
 * /admin/dashboard: greeting, cards linking to the sections the user may open, and the charts for
 * those who may read what they show (the funnel is leads data, the weekly bookings appointments:
 * both admin-only on the server), so an editor's dashboard makes no call it would be refused.
 */
import { RightOutlined } from '@ant-design/icons';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { PageSpinner } from '../../components/PageSpinner';
import { useAdminUser } from '../AdminLayout';
import { sectionsFor } from '../sections';

// recharts only loads with the dashboard's charts
const DashboardCharts = lazy(() => import('./DashboardCharts'));

/** 'Welcome back, {first name or username}' and section cards (3 for everyone, 2 more for admins). */
export default function DashboardPage() {
  const user = useAdminUser();
  const sections = sectionsFor(user);
  const mayOpen = (path: string) => sections.some((s) => s.path === path);
  return (
    <div className="admin-page">
      <h1 className="display-title">Welcome back, {user.firstName || user.username}</h1>
      <p className="muted">What would you like to work on today?</p>
      <div className="admin-cards">
        {sections
          .filter((s) => s.onDashboard)
          .map((s) => (
            <Link key={s.path} to={s.path} className="admin-card">
              <span className="admin-card__icon" aria-hidden="true">{s.icon}</span>
              <span className="admin-card__title">{s.label}</span>
              <span className="admin-card__desc">{s.description}</span>
              <RightOutlined className="admin-card__arrow" aria-hidden />
            </Link>
          ))}
      </div>
      {mayOpen('/admin/leads') && mayOpen('/admin/appointments') && (
        <Suspense fallback={<PageSpinner label="Loading charts..." />}>
          <DashboardCharts />
        </Suspense>
      )}
    </div>
  );
}
