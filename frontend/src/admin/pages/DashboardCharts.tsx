/**
 * The dashboard's charts ('Dashboard'), drawn with recharts and loaded on demand: the
 * customer funnel (GET /api/admin/funnel?from&to: how many customers created in the range of
 * showroom days reached each wizard step, and completed; the last 30 days unless a range is picked)
 * and bookings per week (GET /api/admin/appointments/stats, the last 12 showroom weeks; in total or
 * stacked by designer, split=designer), the no-show rate and the sales reports (./SalesReportCharts.tsx).
 * Each has loading, empty and error states. The dashboard shows each to those whose role may call
 * the routes behind it (DashboardPage.tsx): the charts to admins, the sales reports to admins and
 * designers (their own leads), the reports' CSV to admins.
 */
import './dashboard-charts.css';
import type { FunnelQueryParams } from '@cabinetry/shared/contracts';
import { showroomDay } from '@cabinetry/shared/time';
import { Card, Segmented } from 'antd';
import { useState } from 'react';
import { Bar, BarChart, CartesianGrid, Cell, LabelList, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { EmptyState } from '../../components/EmptyState';
import { LoadError } from '../../components/LoadError';
import { useFunnel } from '../api/onboarding';
import { useAppointmentStats } from '../api/scheduling';
import { DayRangePicker } from '../components/DayPickers';
import { adminErrorMessage } from '../lib/errors';
import { useAdminTranslation } from '../i18n/adminI18n';
import { useAdminDates } from '../lib/adminDates';
import { ChartLoading, STAGE_COLORS } from './chart-bits';
import { NoShowCard, SalesReports } from './SalesReportCharts';

const WEEKS = 12;

const percent = (count: number, of: number) => (of ? `${Math.round((count / of) * 100)}%` : '—');

/** Funnel of the wizard steps and completion (bars narrowing step by step), with the range picker and a list for screen readers. */
function FunnelCard() {
  const [range, setRange] = useState<FunnelQueryParams>({});
  const { data, error, isLoading, mutate } = useFunnel(range);
  const { t } = useAdminTranslation();
  const stages = data
    ? [...data.steps.map((s) => ({ name: t('charts.stage', { step: s.step, label: t(`leads.steps.${s.step}`, { defaultValue: s.label }) }), count: s.count })), { name: t('leads.completed'), count: data.completed }]
    : [];
  const started = stages[0]?.count ?? 0;
  const shown = { from: range.from ?? data?.from, to: range.to ?? data?.to };

  return (
    <Card className="dash-chart" title={t('charts.funnel')}>
      <DayRangePicker
        label={t('charts.funnelPeriod')}
        className="dash-chart__range"
        from={shown.from}
        to={shown.to}
        placeholder={[t('common.from'), t('common.to')]}
        latest={showroomDay(new Date())}
        onChange={(from, to) => setRange({ from, to })}
      />
      {error && !data ? (
        <LoadError message={adminErrorMessage(error, t('charts.funnelFailed'))} onRetry={() => mutate()} />
      ) : !data || isLoading ? (
        <ChartLoading label={t('charts.loadingFunnel')} />
      ) : started === 0 ? (
        <EmptyState message={t('charts.noCustomers')} />
      ) : (
        <>
          {/* drawn left to right in every language: recharts places the step names for that (in Arabic they sat on the bars) */}
          <div aria-hidden dir="ltr">
            <ResponsiveContainer width="100%" height={280}>
              <BarChart accessibilityLayer={false} layout="vertical" data={stages} margin={{ top: 8, right: 88, left: 8, bottom: 0 }} barCategoryGap={6}>
                <XAxis type="number" hide domain={[0, started]} />
                <YAxis type="category" dataKey="name" width={170} tick={{ fontSize: 12 }} tickLine={false} axisLine={false} />
                <Tooltip formatter={(value) => [String(value), t('charts.customers')]} cursor={{ fill: 'rgba(200, 155, 94, 0.12)' }} />
                <Bar dataKey="count" radius={[0, 4, 4, 0]} isAnimationActive={false} minPointSize={2}>
                  {stages.map((s, i) => (
                    <Cell key={s.name} fill={STAGE_COLORS[i]} />
                  ))}
                  <LabelList dataKey="count" position="right" fontSize={12} formatter={(value) => `${String(value)} · ${percent(Number(value), started)}`} />
                </Bar>
              </BarChart>
            </ResponsiveContainer>
          </div>
          <ol className="visually-hidden" aria-label={t('charts.funnelList', { from: shown.from, to: shown.to })}>
            {stages.map((s) => (
              <li key={s.name}>
                {t('charts.stageLine', { stage: s.name, count: s.count, percent: percent(s.count, started) })}
              </li>
            ))}
          </ol>
        </>
      )}
    </Card>
  );
}

/** Bookings made per week over the last 12 weeks, in total or stacked by designer. */
function BookingsCard() {
  const [byDesigner, setByDesigner] = useState(false);
  const { data, error, isLoading, mutate } = useAppointmentStats(WEEKS, byDesigner);
  const { t } = useAdminTranslation();
  const dates = useAdminDates();
  const total = data?.reduce((n, w) => n + w.count, 0) ?? 0;
  const names = [...new Set(data?.flatMap((w) => w.byDesigner?.map((d) => d.designerName) ?? []) ?? [])].sort();
  const rows = data?.map((w) => ({ week: dates.dayMonth(w.weekStart), count: w.count, ...Object.fromEntries((w.byDesigner ?? []).map((d) => [`designer:${d.designerName}`, d.count])) }));
  const split = (
    <Segmented
      size="small"
      aria-label={t('charts.bookingsShown')}
      value={byDesigner ? 'designer' : 'total'}
      options={[
        { value: 'total', label: t('charts.total') },
        { value: 'designer', label: t('charts.byDesigner') },
      ]}
      onChange={(v) => setByDesigner(v === 'designer')}
    />
  );
  return (
    <Card className="dash-chart" title={t('charts.bookings')} extra={<span className="muted">{split} {t('charts.lastWeeks', { count: WEEKS })}</span>}>
      {error && !data ? (
        <LoadError message={adminErrorMessage(error, t('charts.bookingsFailed'))} onRetry={() => mutate()} />
      ) : !data || isLoading ? (
        <ChartLoading label={t('charts.loadingBookings')} />
      ) : total === 0 ? (
        <EmptyState message={t('charts.noBookings', { count: WEEKS })} />
      ) : (
        <figure className="dash-chart__figure" aria-label={t('charts.bookingsList', { weeks: data.map((w) => t('charts.weekCount', { day: dates.dayMonth(w.weekStart), count: w.count })).join(', ') })}>
          <ResponsiveContainer width="100%" height={280}>
            <BarChart data={rows} margin={{ top: 16, right: 8, left: -16, bottom: 0 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e6ddd1" />
              <XAxis dataKey="week" tick={{ fontSize: 12 }} interval="preserveStartEnd" />
              <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
              {byDesigner && names.length ? (
                <>
                  <Tooltip labelFormatter={(label) => t('charts.weekOf', { day: String(label) })} />
                  <Legend />
                  {names.map((name, i) => (
                    <Bar key={name} dataKey={`designer:${name}`} name={name} stackId="designers" fill={STAGE_COLORS[(i * 2) % STAGE_COLORS.length]} isAnimationActive={false} />
                  ))}
                </>
              ) : (
                <>
                  <Tooltip formatter={(value) => [String(value), t('charts.bookingsLabel')]} labelFormatter={(label) => t('charts.weekOf', { day: String(label) })} />
                  <Bar dataKey="count" fill="#5b3a24" radius={[4, 4, 0, 0]} isAnimationActive={false} />
                </>
              )}
            </BarChart>
          </ResponsiveContainer>
          <figcaption className="muted">{t('charts.totalBookings', { count: total })}</figcaption>
        </figure>
      )}
    </Card>
  );
}

/** The charts side by side (stacked on narrow screens) when `charts`, then the sales reports when `reports` (with their CSV when `reportsCsv`). */
export default function DashboardCharts({ charts, reports, reportsCsv }: { charts: boolean; reports: boolean; reportsCsv: boolean }) {
  return (
    <>
      {charts && (
        <div className="dash-charts">
          <FunnelCard />
          <BookingsCard />
          <NoShowCard />
        </div>
      )}
      {reports && <SalesReports csv={reportsCsv} />}
    </>
  );
}
