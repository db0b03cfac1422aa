/**
 * /admin/dashboard: greeting, cards linking to the sections the user may open, and the charts for
 * those who may call the routes behind them, from the route tables: the funnel, the weekly bookings
 * and the no-show rate (admins), the sales reports (admins, and designers over their own leads) and
 * their CSV (admins), so an editor's dashboard makes no call it would be refused.
 */
import { RightOutlined } from '@ant-design/icons';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { PageSpinner } from '../../components/PageSpinner';
import { useAdminSections, useAdminUser } from '../adminContext';
import { onboardingRoutes, schedulingRoutes } from '@cabinetry/shared/contracts/api';
import { mayCall } from '../access';
import { useAdminTranslation } from '../i18n/adminI18n';

// recharts only loads with the dashboard's charts
const DashboardCharts = lazy(() => import('./DashboardCharts'));
/** What the charts read: shown to those whose role may call all of them. */
const CHART_ROUTES = [onboardingRoutes.routes.getFunnel, schedulingRoutes.routes.getBookingStats, schedulingRoutes.routes.getNoShowStats];

/** 'Welcome back, {first name or username}', cards of the sections the user may open, and the charts when they may read them. */
export default function DashboardPage() {
  const user = useAdminUser();
  const sections = useAdminSections();
  const { t } = useAdminTranslation();
  const shown = {
    charts: CHART_ROUTES.every((route) => mayCall(user, route)),
    reports: mayCall(user, onboardingRoutes.routes.getPipelineReport),
    reportsCsv: mayCall(user, onboardingRoutes.routes.exportPipelineReport),
  };
  return (
    <div className="admin-page">
      <h1 className="display-title">{t('dashboard.welcome', { name: user.firstName || user.username })}</h1>
      <p className="muted">{t('dashboard.prompt')}</p>
      <div className="admin-cards">
        {sections
          .filter((s) => s.onDashboard)
          .map((s) => (
            <Link key={s.path} to={s.path} className="admin-card">
              <span className="admin-card__icon" aria-hidden="true">{s.icon}</span>
              <span className="admin-card__title">{t(`sections.${s.id}.label`)}</span>
              <span className="admin-card__desc">{t(`sections.${s.id}.description`)}</span>
              <RightOutlined className="admin-card__arrow flip-rtl" aria-hidden />
            </Link>
          ))}
      </div>
      {(shown.charts || shown.reports) && (
        <Suspense fallback={<PageSpinner label={t('dashboard.loadingCharts')} />}>
          <DashboardCharts {...shown} />
        </Suspense>
      )}
    </div>
  );
}
