/**
 * The sales reports (issue 39 item 7), pure: the range a report covers (Beirut days, at most
 * REPORT_RANGE_MONTHS_MAX months), the aggregation stages that bucket an instant into its Beirut
 * week or month, and the rows of the answer and of its CSV from what the aggregations grouped.
 * Instants are Dates (UTC); weeks are named by their Monday, months 'YYYY-MM'; minutes are wall-clock.
 */
import { FORWARD_STAGES, LEAD_SOURCES, LEAD_STAGE_LABELS, REPORT_DEFAULT_MONTHS, REPORT_RANGE_MONTHS_MAX, type FirstContactRow, type PipelineReport } from '@cabinetry/shared/contracts';
import { nextShowroomMidnight, showroomDay, showroomMidnight } from '@cabinetry/shared/time';

/** A report's range: its days, the instants they span ([start, end)), and the Beirut weeks and months they touch (as their first instants). */
export interface ReportRange {
  from: string;
  to: string;
  start: Date;
  end: Date;
  weeks: { label: string; start: Date }[];
  months: { label: string; start: Date }[];
}

/**
 * The range of `from`..`to` at `now` (without `to`: today; without `from`: the first day of the
 * month REPORT_DEFAULT_MONTHS - 1 months before `to`'s), or a message when `from` is after `to` or
 * the range spans more than REPORT_RANGE_MONTHS_MAX months.
 */
export function reportRange(now: Date, from?: string, to?: string): ReportRange | string {
  const last = to ?? showroomDay(now);
  const first = from ?? showroomMidnight(last).startOf('month').minus({ months: REPORT_DEFAULT_MONTHS - 1 }).toFormat('yyyy-MM-dd');
  if (first > last) return "'from' must not be after 'to'";
  if (showroomMidnight(first).plus({ months: REPORT_RANGE_MONTHS_MAX }) <= showroomMidnight(last)) return `A report covers at most ${REPORT_RANGE_MONTHS_MAX} months`;
  const start = showroomMidnight(first);
  const end = nextShowroomMidnight(showroomMidnight(last));
  const steps = (unit: 'week' | 'month', format: string) => {
    const out: { label: string; start: Date }[] = [];
    for (let at = start.startOf(unit); at < end; at = at.plus({ [`${unit}s`]: 1 })) out.push({ label: at.toFormat(format), start: at.toJSDate() });
    return out;
  };
  return { from: first, to: last, start: start.toJSDate(), end: end.toJSDate(), weeks: steps('week', 'yyyy-MM-dd'), months: steps('month', 'yyyy-MM') };
}

/** The median of `values` (the mean of the middle two for an even count); null for none. */
export function median(values: number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** One group of the first-contact aggregation: an owner's leads created in one week. */
export interface FirstContactGroup {
  ownerId: string | null;
  ownerName: string | null;
  week: number;
  leads: number;
  onTime: number;
  overdue: number;
  /** minutes to the first contact of each contacted lead */
  minutes: number[];
}

/** The first-contact row of `groups` taken together. */
function firstContactRow(groups: FirstContactGroup[]): FirstContactRow {
  const minutes = groups.flatMap((g) => g.minutes);
  const sum = (key: 'leads' | 'onTime' | 'overdue') => groups.reduce((n, g) => n + g[key], 0);
  const decided = minutes.length + sum('overdue');
  const m = median(minutes);
  return {
    leads: sum('leads'),
    contacted: minutes.length,
    onTime: sum('onTime'),
    overdue: sum('overdue'),
    onTimeShare: decided ? sum('onTime') / decided : null,
    medianMinutes: m === null ? null : Math.round(m * 10) / 10,
  };
}

/** Report (a) from its groups: in all, per owner (most leads first; nobody's last) and per week of `range` (every week, oldest first). */
export function firstContactReport(range: ReportRange, groups: FirstContactGroup[]): PipelineReport['firstContact'] {
  const owners = new Map<string | null, FirstContactGroup[]>();
  for (const g of groups) owners.set(g.ownerId, [...(owners.get(g.ownerId) ?? []), g]);
  const byOwner = [...owners.entries()]
    .map(([id, gs]) => ({ owner: id ? { id, name: gs.find((g) => g.ownerName)?.ownerName ?? '' } : null, ...firstContactRow(gs) }))
    .sort((a, b) => Number(!a.owner) - Number(!b.owner) || b.leads - a.leads || (a.owner?.name ?? '').localeCompare(b.owner?.name ?? ''));
  const byWeek = range.weeks.map((w, i) => ({ weekStart: w.label, ...firstContactRow(groups.filter((g) => g.week === i)) }));
  return { total: firstContactRow(groups), byOwner, byWeek };
}

/** One group of the conversion aggregation: leads of one source created in one month that reached one stage (stageRank) at the furthest. */
export interface ConversionGroup {
  month: number;
  source: string | null;
  reached: number;
  count: number;
}

/** Report (b): per month of `range` (oldest first) and source (LEAD_SOURCES order, '' last), the leads created and how many reached each of FORWARD_STAGES or a later one. */
export function conversionReport(range: ReportRange, groups: ConversionGroup[]): PipelineReport['conversion'] {
  const order = (source: string) => {
    const i = LEAD_SOURCES.findIndex((s) => s.id === source);
    return i < 0 ? LEAD_SOURCES.length : i;
  };
  const rows: PipelineReport['conversion'] = [];
  range.months.forEach((m, month) => {
    const here = groups.filter((g) => g.month === month);
    const sources = [...new Set(here.map((g) => g.source ?? ''))].sort((a, b) => order(a) - order(b));
    for (const source of sources) {
      const mine = here.filter((g) => (g.source ?? '') === source);
      const reached = FORWARD_STAGES.map((_s, rank) => mine.filter((g) => g.reached >= rank).reduce((n, g) => n + g.count, 0));
      rows.push({ month: m.label, source, created: reached[0], reached });
    }
  });
  return rows;
}

/** One group of the stale aggregation: an owner's stale open leads. */
export interface StaleGroup {
  ownerId: string | null;
  ownerName: string | null;
  count: number;
}

/** Report (d): the stale leads per owner, most first (by name on a tie; nobody's last). */
export const staleReport = (groups: StaleGroup[]): PipelineReport['stale'] =>
  groups
    .map((g) => ({ owner: g.ownerId ? { id: g.ownerId, name: g.ownerName ?? '' } : null, count: g.count }))
    .sort((a, b) => b.count - a.count || Number(!a.owner) - Number(!b.owner) || (a.owner?.name ?? '').localeCompare(b.owner?.name ?? ''));

const sourceLabel = (id: string) => LEAD_SOURCES.find((s) => s.id === id)?.label ?? (id || 'Unknown');
const share = (part: number, of: number) => (of ? `${Math.round((part / of) * 1000) / 10}%` : '');
const ownerName = (owner: { name: string } | null) => (owner ? owner.name : 'Nobody');

const FIRST_CONTACT_COLUMNS = ['Leads', 'Contacted', 'Contacted on time', 'Not contacted, past the deadline', 'Share on time', 'Median minutes to first contact'];
const firstContactCells = (r: FirstContactRow) => [r.leads, r.contacted, r.onTime, r.overdue, r.onTimeShare === null ? '' : share(r.onTimeShare, 1), r.medianMinutes ?? ''];

/**
 * The report CSV's rows (reports (a) to (c), one titled section each, a blank row between them),
 * for toCsv (./leads-csv.ts): sources and stages by their English labels, shares as percentages.
 */
export function pipelineReportCsvRows(report: PipelineReport): (string | number)[][] {
  const reachedStages = FORWARD_STAGES.slice(1);
  return [
    [`Sales reports, leads created ${report.from} to ${report.to} (Beirut time)`],
    [],
    ['First contact by owner'],
    ['Owner', ...FIRST_CONTACT_COLUMNS],
    ...report.firstContact.byOwner.map((r) => [ownerName(r.owner), ...firstContactCells(r)]),
    ['All owners', ...firstContactCells(report.firstContact.total)],
    [],
    ['First contact by week of creation'],
    ['Week (Monday)', ...FIRST_CONTACT_COLUMNS],
    ...report.firstContact.byWeek.map((r) => [r.weekStart, ...firstContactCells(r)]),
    [],
    ['Conversion by source and month of creation'],
    ['Month', 'Source', 'Leads created', ...reachedStages.flatMap((s) => [`Reached ${LEAD_STAGE_LABELS[s]}`, `${LEAD_STAGE_LABELS[s]} share`])],
    ...report.conversion.map((r) => [r.month, sourceLabel(r.source), r.created, ...reachedStages.flatMap((_s, i) => [r.reached[i + 1], share(r.reached[i + 1], r.created)])]),
    [],
    [`Won value by source, leads won ${report.from} to ${report.to}`],
    ['Source', 'Leads won', 'Estimated value (USD)', 'Won without a value'],
    ...report.wonValue.map((r) => [sourceLabel(r.source), r.won, r.value, r.withoutValue]),
  ];
}
