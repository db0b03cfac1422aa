/**
 * The dashboard's sales reports (issue 39 item 7) and no-show rate (issue 38 item 7), drawn with
 * recharts in ./DashboardCharts.tsx's style and loaded with it:
 * - SalesReports: one range of showroom days (the last 6 months unless picked) for GET
 *   /api/admin/reports/pipeline, and its CSV; cards for time to first contact (share on time per
 *   week, median per owner), conversion per source (all months or one), won value per source, and
 *   stale leads per owner linking to the filtered leads list;
 * - NoShowCard: GET /api/admin/appointments/no-shows over the last 12 weeks, in total, per designer
 *   or per reminder channel.
 * Charts are drawn left to right in every language (as the funnel); tables and lists follow the page.
 */
import { DownloadOutlined } from '@ant-design/icons';
import { FORWARD_STAGES, type FirstContactRow, type NoShowWeek, type PipelineReport, type PipelineReportQuery } from '@cabinetry/shared/contracts';
import { formatMonth, LUXON_LOCALES, showroomDay } from '@cabinetry/shared/time';
import { Button, Card, Segmented, Select } from 'antd';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router-dom';
import { Bar, BarChart, CartesianGrid, LabelList, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { EmptyState } from '../../components/EmptyState';
import { LoadError } from '../../components/LoadError';
import { useToast } from '../../components/toast';
import { downloadPipelineReportCsv, usePipelineReport } from '../api/onboarding';
import { useNoShowStats } from '../api/scheduling';
import { DayRangePicker } from '../components/DayPickers';
import { adminErrorMessage } from '../lib/errors';
import { useAdminTranslation } from '../i18n/adminI18n';
import { useAdminDates } from '../lib/adminDates';
import { ChartLegend, ChartLoading, STAGE_COLORS } from './chart-bits';

const NO_SHOW_WEEKS = 12;
/** The stages after 'new' a conversion row counts (reached[i + 1]). */
const REACHED = FORWARD_STAGES.slice(1);

/** Number formatting in the page's language (Latin digits in Arabic, as the dates). */
function useNumbers() {
  const { locale } = useAdminDates();
  const tag = LUXON_LOCALES[locale];
  return {
    share: (ratio: number | null) => (ratio === null ? '—' : new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 0 }).format(ratio)),
    usd: (value: number) => new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(value),
  };
}

/** '45 min', '3 h 20 min' from minutes (null: '—'). */
function useDuration() {
  const { t } = useAdminTranslation();
  return (minutes: number | null) => {
    if (minutes === null) return '—';
    const whole = Math.round(minutes);
    return whole < 60 ? t('reports.minutes', { value: whole }) : t('reports.hoursMinutes', { hours: Math.floor(whole / 60), minutes: whole % 60 });
  };
}

/** A share `part` of `of` (null when `of` is 0). */
const ratio = (part: number, of: number) => (of ? part / of : null);


/**
 * A report's table: it scrolls sideways inside its card at 360 px, so it is a focusable region named
 * by its caption (also the table's, for screen readers); `columns` head it, `children` are its rows.
 */
function ReportTable({ caption, columns, children }: { caption: string; columns: string[]; children: ReactNode }) {
  return (
    <div className="dash-table__wrap" tabIndex={0} role="region" aria-label={caption}>
      <table className="dash-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th scope="col" key={column}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
/** (a) Share contacted on time per week of creation, and per owner the leads, share on time and median time. */
function FirstContactCard({ report }: { report: PipelineReport }) {
  const { t } = useAdminTranslation();
  const dates = useAdminDates();
  const numbers = useNumbers();
  const duration = useDuration();
  const { firstContact } = report;
  const rows = firstContact.byWeek.map((w) => ({ week: dates.dayMonth(w.weekStart), share: w.onTimeShare === null ? null : Math.round(w.onTimeShare * 100), median: w.medianMinutes }));
  const ownerName = (r: { owner: { name: string } | null }) => r.owner?.name || t('pipeline.noOwner');
  const line = (r: FirstContactRow) => t('reports.firstContactLine', { share: numbers.share(r.onTimeShare), median: duration(r.medianMinutes), leads: r.leads });
  return (
    <Card className="dash-chart" title={t('reports.firstContact')}>
      {firstContact.total.leads === 0 ? (
        <EmptyState message={t('reports.noLeads')} />
      ) : (
        <>
          <p className="dash-chart__summary">{line(firstContact.total)}</p>
          <figure className="dash-chart__figure" aria-label={t('reports.onTimeByWeek', { weeks: firstContact.byWeek.filter((w) => w.leads).map((w) => `${dates.dayMonth(w.weekStart)}: ${line(w)}`).join(', ') })}>
            <div aria-hidden dir="ltr">
              <ResponsiveContainer width="100%" height={220}>
                <BarChart accessibilityLayer={false} data={rows} margin={{ top: 16, right: 8, left: -16, bottom: 0 }}>
                  <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e6ddd1" />
                  <XAxis dataKey="week" tick={{ fontSize: 12 }} interval="preserveStartEnd" />
                  <YAxis domain={[0, 100]} unit="%" tick={{ fontSize: 12 }} />
                  <Tooltip
                    formatter={(value, _name, item) => [`${String(value)}% · ${t('reports.median')} ${duration((item.payload as { median: number | null }).median)}`, t('reports.onTime')]}
                    labelFormatter={(label) => t('charts.weekOf', { day: String(label) })}
                  />
                  <Bar dataKey="share" fill="#5b3a24" radius={[4, 4, 0, 0]} isAnimationActive={false} />
                </BarChart>
              </ResponsiveContainer>
            </div>
            <figcaption className="muted">{t('reports.onTimeCaption')}</figcaption>
          </figure>
          <ReportTable caption={t('reports.byOwner')} columns={[t('pipeline.owner'), t('reports.leads'), t('reports.onTime'), t('reports.median')]}>
            {firstContact.byOwner.map((r) => (
              <tr key={r.owner?.id ?? 'none'}>
                <th scope="row">{ownerName(r)}</th>
                <td>{r.leads}</td>
                <td>{numbers.share(r.onTimeShare)}</td>
                <td>{duration(r.medianMinutes)}</td>
              </tr>
            ))}
          </ReportTable>
        </>
      )}
    </Card>
  );
}

/** (b) Per source, the share of the leads created (in all months or one) that reached each stage. */
function ConversionCard({ report }: { report: PipelineReport }) {
  const { t } = useAdminTranslation();
  const dates = useAdminDates();
  const numbers = useNumbers();
  const [month, setMonth] = useState('all');
  const months = [...new Set(report.conversion.map((r) => r.month))];
  const shown = month === 'all' || !months.includes(month) ? report.conversion : report.conversion.filter((r) => r.month === month);
  const bySource = new Map<string, { created: number; reached: number[] }>();
  for (const r of shown) {
    const sum = bySource.get(r.source) ?? { created: 0, reached: r.reached.map(() => 0) };
    bySource.set(r.source, { created: sum.created + r.created, reached: sum.reached.map((n, i) => n + r.reached[i]) });
  }
  const sourceName = (id: string) => (id ? t(`leads.sources.${id}`, { defaultValue: id }) : t('reports.unknownSource'));
  const rows = [...bySource.entries()].map(([source, s]) => ({ source, name: sourceName(source), ...s }));
  const chart = rows.map((r) => ({ name: r.name, booked: Math.round((ratio(r.reached[2], r.created) ?? 0) * 100), won: Math.round((ratio(r.reached[5], r.created) ?? 0) * 100) }));
  const picker = (
    <Select
      size="small"
      aria-label={t('reports.month')}
      value={month}
      onChange={setMonth}
      popupMatchSelectWidth={false}
      options={[{ value: 'all', label: t('reports.allMonths') }, ...months.map((m) => ({ value: m, label: formatMonth(m, dates.locale) }))]}
    />
  );
  return (
    <Card className="dash-chart" title={t('reports.conversion')} extra={picker}>
      {!rows.length ? (
        <EmptyState message={t('reports.noLeads')} />
      ) : (
        <>
          <div aria-hidden dir="ltr">
            <ResponsiveContainer width="100%" height={Math.max(160, 44 * rows.length)}>
              <BarChart accessibilityLayer={false} layout="vertical" data={chart} margin={{ top: 8, right: 40, left: 8, bottom: 0 }} barCategoryGap={6}>
                <XAxis type="number" hide domain={[0, 100]} />
                <YAxis type="category" dataKey="name" width={110} tick={{ fontSize: 12 }} tickLine={false} axisLine={false} />
                <Tooltip formatter={(value, name) => [`${String(value)}%`, String(name)]} cursor={{ fill: 'rgba(200, 155, 94, 0.12)' }} />
                <Bar dataKey="booked" name={t('pipeline.stages.consultation_booked')} fill={STAGE_COLORS[5]} isAnimationActive={false} minPointSize={2}>
                  <LabelList dataKey="booked" position="right" fontSize={11} formatter={(v) => `${String(v)}%`} />
                </Bar>
                <Bar dataKey="won" name={t('pipeline.stages.won')} fill={STAGE_COLORS[0]} isAnimationActive={false} minPointSize={2}>
                  <LabelList dataKey="won" position="right" fontSize={11} formatter={(v) => `${String(v)}%`} />
                </Bar>
              </BarChart>
            </ResponsiveContainer>
          </div>
          <ChartLegend
            items={[
              { name: t('pipeline.stages.consultation_booked'), color: STAGE_COLORS[5] },
              { name: t('pipeline.stages.won'), color: STAGE_COLORS[0] },
            ]}
          />
          <ReportTable caption={t('reports.conversion')} columns={[t('leads.source'), t('reports.leads'), ...REACHED.map((s) => t(`pipeline.stages.${s}`))]}>
            {rows.map((r) => (
              <tr key={r.source}>
                <th scope="row">{r.name}</th>
                <td>{r.created}</td>
                {REACHED.map((s, i) => (
                  <td key={s}>{numbers.share(ratio(r.reached[i + 1], r.created))}</td>
                ))}
              </tr>
            ))}
          </ReportTable>
        </>
      )}
    </Card>
  );
}

/** (c) The estimated value of the leads won in the range, per source. */
function WonValueCard({ report }: { report: PipelineReport }) {
  const { t } = useAdminTranslation();
  const numbers = useNumbers();
  const rows = report.wonValue.map((r) => ({ ...r, name: r.source ? t(`leads.sources.${r.source}`, { defaultValue: r.source }) : t('reports.unknownSource') }));
  const total = rows.reduce((n, r) => n + r.value, 0);
  const won = rows.reduce((n, r) => n + r.won, 0);
  const lineOf = (r: (typeof rows)[number]) => t('reports.wonLine', { source: r.name, value: numbers.usd(r.value), won: r.won, without: r.withoutValue });
  return (
    <Card className="dash-chart" title={t('reports.wonValue')}>
      {!rows.length ? (
        <EmptyState message={t('reports.noneWon')} />
      ) : (
        <figure className="dash-chart__figure" aria-label={rows.map(lineOf).join(', ')}>
          <div aria-hidden dir="ltr">
            <ResponsiveContainer width="100%" height={Math.max(140, 40 * rows.length)}>
              <BarChart accessibilityLayer={false} layout="vertical" data={rows} margin={{ top: 8, right: 88, left: 8, bottom: 0 }} barCategoryGap={6}>
                <XAxis type="number" hide />
                <YAxis type="category" dataKey="name" width={110} tick={{ fontSize: 12 }} tickLine={false} axisLine={false} />
                <Tooltip formatter={(value) => [numbers.usd(Number(value)), t('reports.value')]} cursor={{ fill: 'rgba(200, 155, 94, 0.12)' }} />
                <Bar dataKey="value" fill="#85603f" radius={[0, 4, 4, 0]} isAnimationActive={false} minPointSize={2}>
                  <LabelList dataKey="value" position="right" fontSize={12} formatter={(v) => numbers.usd(Number(v))} />
                </Bar>
              </BarChart>
            </ResponsiveContainer>
          </div>
          <figcaption className="muted">{t('reports.wonTotal', { value: numbers.usd(total), won, without: rows.reduce((n, r) => n + r.withoutValue, 0) })}</figcaption>
        </figure>
      )}
    </Card>
  );
}

/** (d) Open leads stale now, per owner, each a link to the leads list filtered to them. */
function StaleCard({ report }: { report: PipelineReport }) {
  const { t } = useAdminTranslation();
  return (
    <Card className="dash-chart" title={t('reports.stale')}>
      {!report.stale.length ? (
        <EmptyState message={t('reports.noneStale')} />
      ) : (
        <ul className="dash-list">
          {report.stale.map((s) => (
            <li key={s.owner?.id ?? 'none'}>
              <Link to={`/admin/leads?${new URLSearchParams({ stale: 'true', owner: s.owner?.id ?? 'none' })}`}>{s.owner?.name || t('pipeline.noOwner')}</Link>
              <span className="dash-list__count">{t('reports.staleCount', { value: s.count })}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** The sales reports over one range of showroom days (a designer's: their own leads), with its CSV when `csv`. */
export function SalesReports({ csv }: { csv: boolean }) {
  const [range, setRange] = useState<PipelineReportQuery>({});
  const { data, error, isLoading, mutate } = usePipelineReport(range);
  const { t } = useAdminTranslation();
  const toast = useToast();
  const [exporting, setExporting] = useState(false);
  const shown = { from: range.from ?? data?.from, to: range.to ?? data?.to };
  const download = async () => {
    if (!data) return;
    setExporting(true);
    try {
      await downloadPipelineReportCsv(data.from, data.to);
    } catch (err) {
      toast({ title: t('common.error'), description: adminErrorMessage(err, t('reports.csvFailed')), variant: 'destructive' });
    } finally {
      setExporting(false);
    }
  };
  return (
    <section className="dash-reports" aria-labelledby="dash-reports-title">
      <div className="dash-reports__head">
        <h2 id="dash-reports-title">{t('reports.title')}</h2>
        <DayRangePicker
          label={t('reports.period')}
          from={shown.from}
          to={shown.to}
          placeholder={[t('common.from'), t('common.to')]}
          latest={showroomDay(new Date())}
          onChange={(from, to) => setRange({ from, to })}
        />
        {csv && (
          <Button icon={<DownloadOutlined />} onClick={download} disabled={!data} loading={exporting}>
            {t('reports.csv')}
          </Button>
        )}
      </div>
      {error && !data ? (
        <LoadError message={adminErrorMessage(error, t('reports.failed'))} onRetry={() => mutate()} />
      ) : !data || isLoading ? (
        <ChartLoading label={t('reports.loading')} />
      ) : (
        <div className="dash-charts">
          <FirstContactCard report={data} />
          <ConversionCard report={data} />
          <WonValueCard report={data} />
          <StaleCard report={data} />
        </div>
      )}
    </section>
  );
}

/** Share of a week's held appointments marked no-show (null without any). */
const rateOf = (r: { held: number; noShows: number }) => (r.held ? Math.round((r.noShows / r.held) * 100) : null);

/** No-show rate per week over the last 12 weeks: in total, per designer or per reminder channel. */
export function NoShowCard() {
  const [split, setSplit] = useState<'total' | 'designer' | 'channel'>('total');
  const { data, error, isLoading, mutate } = useNoShowStats(NO_SHOW_WEEKS);
  const { t } = useAdminTranslation();
  const dates = useAdminDates();
  const held = data?.reduce((n, w) => n + w.held, 0) ?? 0;
  const seriesOf = (w: NoShowWeek): [string, { held: number; noShows: number }][] =>
    split === 'designer' ? w.byDesigner.map((d) => [d.designerName, d]) : split === 'channel' ? w.byChannel.map((c) => [t(`reports.channels.${c.channel}`), c]) : [[t('reports.noShowRate'), w]];
  const names = [...new Set(data?.flatMap((w) => seriesOf(w).map(([name]) => name)) ?? [])];
  const rows = data?.map((w) => ({ week: dates.dayMonth(w.weekStart), ...Object.fromEntries(seriesOf(w).map(([name, r]) => [name, rateOf(r)])) }));
  const toggle = (
    <Segmented
      size="small"
      aria-label={t('reports.noShowsShown')}
      value={split}
      options={[
        { value: 'total', label: t('charts.total') },
        { value: 'designer', label: t('charts.byDesigner') },
        { value: 'channel', label: t('reports.byChannel') },
      ]}
      onChange={(v) => setSplit(v as typeof split)}
    />
  );
  return (
    <Card className="dash-chart" title={t('reports.noShows')} extra={<span className="muted">{toggle} {t('charts.lastWeeks', { count: NO_SHOW_WEEKS })}</span>}>
      {error && !data ? (
        <LoadError message={adminErrorMessage(error, t('reports.noShowsFailed'))} onRetry={() => mutate()} />
      ) : !data || isLoading ? (
        <ChartLoading label={t('reports.loadingNoShows')} />
      ) : held === 0 ? (
        <EmptyState message={t('reports.noneHeld')} />
      ) : (
        <figure
          className="dash-chart__figure"
          aria-label={data.map((w) => t('reports.noShowWeek', { day: dates.dayMonth(w.weekStart), noShows: w.noShows, held: w.held })).join(', ')}
        >
          <div aria-hidden dir="ltr">
            <ResponsiveContainer width="100%" height={260}>
              <BarChart accessibilityLayer={false} data={rows} margin={{ top: 16, right: 8, left: -16, bottom: 0 }}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e6ddd1" />
                <XAxis dataKey="week" tick={{ fontSize: 12 }} interval="preserveStartEnd" />
                <YAxis allowDecimals={false} unit="%" tick={{ fontSize: 12 }} />
                <Tooltip formatter={(value, name) => [`${String(value)}%`, String(name)]} labelFormatter={(label) => t('charts.weekOf', { day: String(label) })} />
                {names.map((name, i) => (
                  <Bar key={name} dataKey={name} name={name} fill={STAGE_COLORS[(i * 2) % STAGE_COLORS.length]} radius={[4, 4, 0, 0]} isAnimationActive={false} />
                ))}
              </BarChart>
            </ResponsiveContainer>
          </div>
          {names.length > 1 && <ChartLegend items={names.map((name, i) => ({ name, color: STAGE_COLORS[(i * 2) % STAGE_COLORS.length] }))} />}
          <figcaption className="muted">{t('reports.noShowTotal', { noShows: data.reduce((n, w) => n + w.noShows, 0), held })}</figcaption>
        </figure>
      )}
    </Card>
  );
}
