/**
 * /admin/dashboard: greeting, cards linking to the sections the user may open, and the charts for
 * those who may call the routes behind them (the funnel and the weekly bookings, from the route
 * tables), so an editor's dashboard makes no call it would be refused.
 */
import { RightOutlined } from '@ant-design/icons';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { PageSpinner } from '../../components/PageSpinner';
import { useAdminSections, useAdminUser } from '../adminContext';
import { onboardingRoutes, schedulingRoutes } from '@cabinetry/shared/contracts/api';
import { mayCall } from '../access';

// recharts only loads with the dashboard's charts
const DashboardCharts = lazy(() => import('./DashboardCharts'));
/** What the charts read: shown to those whose role may call both. */
const CHART_ROUTES = [onboardingRoutes.routes.getFunnel, schedulingRoutes.routes.getBookingStats];

/** 'Welcome back, {first name or username}', cards of the sections the user may open, and the charts when they may read them. */
export default function DashboardPage() {
  const user = useAdminUser();
  const sections = useAdminSections();
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
      {CHART_ROUTES.every((route) => mayCall(user, route)) && (
        <Suspense fallback={<PageSpinner label="Loading charts..." />}>
          <DashboardCharts />
        </Suspense>
      )}
    </div>
  );
}
