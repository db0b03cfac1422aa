/**
 * The dashboard's charts ('Dashboard'), drawn with recharts and loaded on demand: the
 * customer funnel (GET /api/admin/funnel?from&to: how many customers created in the range reached
 * each wizard step, and completed; the last 30 days unless a range is picked) and bookings per week
 * (GET /api/admin/appointments/stats, the last 12 Beirut weeks). Each has loading, empty and error
 * states. Both roles.
 */
import type { FunnelResponse } from '@cabinetry/shared/contracts';
import { Card, DatePicker, Spin } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Bar, BarChart, CartesianGrid, Cell, LabelList, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import useSWR from 'swr';
import { EmptyState } from '../../components/EmptyState';
import { LoadError } from '../../components/LoadError';
import { adminGet } from '../http';
import { useBookingStats } from '../lib/appointmentsApi';
import { adminErrorMessage } from '../lib/errors';
import './dashboard-charts.css';

const WEEKS = 12;
/** Walnut to brass, one shade per funnel stage. */
const STAGE_COLORS = ['#5b3a24', '#6f4a2f', '#85603f', '#9d7850', '#b38b5a', '#c89b5e'];

const percent = (count: number, of: number) => (of ? `${Math.round((count / of) * 100)}%` : '—');
const shortDay = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

/** A centred spinner of chart height. */
const ChartLoading = ({ label }: { label: string }) => (
  <div className="dash-chart__state">
    <Spin aria-label={label} />
  </div>
);

/** Funnel of the wizard steps and completion (bars narrowing step by step), with the range picker and a list for screen readers. */
function FunnelCard() {
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const { data, error, isLoading, mutate } = useSWR<FunnelResponse>(
    `/api/admin/funnel${range ? `?from=${range.from}&to=${range.to}` : ''}`,
    (url: string) => adminGet<FunnelResponse>(url),
    { keepPreviousData: true, revalidateOnMount: true },
  );
  const stages = data ? [...data.steps.map((s) => ({ name: `${s.step}. ${s.label}`, count: s.count })), { name: 'Completed', count: data.completed }] : [];
  const started = stages[0]?.count ?? 0;
  const shown = range ?? (data ? { from: data.from, to: data.to } : null);

  return (
    <Card className="dash-chart" title="Customer funnel">
      <DatePicker.RangePicker
        aria-label="Funnel period"
        className="dash-chart__range"
        format="YYYY-MM-DD"
        allowClear
        value={shown ? [dayjs(shown.from), dayjs(shown.to)] : null}
        disabledDate={(d) => d.isAfter(dayjs(), 'day')}
        onChange={(dates) => setRange(dates?.[0] && dates[1] ? { from: dates[0].format('YYYY-MM-DD'), to: dates[1].format('YYYY-MM-DD') } : null)}
      />
      {error && !data ? (
        <LoadError message={adminErrorMessage(error, 'Failed to fetch the funnel')} onRetry={() => mutate()} />
      ) : !data || isLoading ? (
        <ChartLoading label="Loading the funnel" />
      ) : started === 0 ? (
        <EmptyState message="No customers started the wizard in this period." />
      ) : (
        <>
          <div aria-hidden>
            <ResponsiveContainer width="100%" height={280}>
              <BarChart accessibilityLayer={false} layout="vertical" data={stages} margin={{ top: 8, right: 88, left: 8, bottom: 0 }} barCategoryGap={6}>
                <XAxis type="number" hide domain={[0, started]} />
                <YAxis type="category" dataKey="name" width={170} tick={{ fontSize: 12 }} tickLine={false} axisLine={false} />
                <Tooltip formatter={(value) => [String(value), 'Customers']} cursor={{ fill: 'rgba(200, 155, 94, 0.12)' }} />
                <Bar dataKey="count" radius={[0, 4, 4, 0]} isAnimationActive={false} minPointSize={2}>
                  {stages.map((s, i) => (
                    <Cell key={s.name} fill={STAGE_COLORS[i]} />
                  ))}
                  <LabelList dataKey="count" position="right" fontSize={12} formatter={(value) => `${String(value)} · ${percent(Number(value), started)}`} />
                </Bar>
              </BarChart>
            </ResponsiveContainer>
          </div>
          <ol className="visually-hidden" aria-label={`Customer funnel ${shown?.from} to ${shown?.to}`}>
            {stages.map((s) => (
              <li key={s.name}>
                {s.name}: {s.count} ({percent(s.count, started)})
              </li>
            ))}
          </ol>
        </>
      )}
    </Card>
  );
}

/** Bookings made per week over the last 12 weeks. */
function BookingsCard() {
  const { data, error, isLoading, mutate } = useBookingStats(WEEKS);
  const total = data?.reduce((n, w) => n + w.count, 0) ?? 0;
  return (
    <Card className="dash-chart" title="Bookings per week" extra={<span className="muted">Last {WEEKS} weeks</span>}>
      {error && !data ? (
        <LoadError message={adminErrorMessage(error, 'Failed to fetch booking statistics')} onRetry={() => mutate()} />
      ) : !data || isLoading ? (
        <ChartLoading label="Loading bookings per week" />
      ) : total === 0 ? (
        <EmptyState message={`No bookings in the last ${WEEKS} weeks.`} />
      ) : (
        <figure className="dash-chart__figure" aria-label={`Bookings per week: ${data.map((w) => `week of ${shortDay(w.weekStart)}: ${w.count}`).join(', ')}`}>
          <ResponsiveContainer width="100%" height={280}>
            <BarChart data={data.map((w) => ({ week: shortDay(w.weekStart), count: w.count }))} margin={{ top: 16, right: 8, left: -16, bottom: 0 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e6ddd1" />
              <XAxis dataKey="week" tick={{ fontSize: 12 }} interval="preserveStartEnd" />
              <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
              <Tooltip formatter={(value) => [String(value), 'Bookings']} labelFormatter={(label) => `Week of ${String(label)}`} />
              <Bar dataKey="count" fill="#5b3a24" radius={[4, 4, 0, 0]} isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
          <figcaption className="muted">{total} booking{total === 1 ? '' : 's'} in total</figcaption>
        </figure>
      )}
    </Card>
  );
}

/** Both charts side by side (stacked on narrow screens). */
export default function DashboardCharts() {
  return (
    <div className="dash-charts">
      <FunnelCard />
      <BookingsCard />
    </div>
  );
}
