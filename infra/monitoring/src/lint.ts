/**
 * Checks of deploy/monitoring (`npm run monitoring:check` and monitoring.test.ts): the rule file
 * through Debian's promtool (`check rules`, `test rules`), the metric names every rule and
 * dashboard expression reads (each exported by our processes, recorded by rules.yml or one of the
 * listed exporters'), each alert's runbook paragraph in docs/operations.md, and the Grafana
 * dashboard's essentials. Every function returns a list of problems (empty = fine) unless it says
 * otherwise; promtool missing is a problem, not a skip (CI installs the `prometheus` package).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parser } from '@prometheus-io/lezer-promql';
import { collectDefaultMetrics } from 'prom-client';
import { parse, stringify } from 'yaml';
import { registry, watchOutbox, watchQueues } from '@cabinetry/shared/server/metrics';

export const ROOT = resolve(import.meta.dirname, '../../..');
export const MONITORING = join(ROOT, 'deploy/monitoring');
export const RULES_FILE = join(MONITORING, 'rules.yml');
export const RULE_TESTS_FILE = join(MONITORING, 'rules.test.yml');
export const DASHBOARD_FILE = join(MONITORING, 'grafana/dashboards/cabinetry.json');
export const DATASOURCES_FILE = join(MONITORING, 'grafana/provisioning/datasources/prometheus.yml');
const OPERATIONS_DOC = join(ROOT, 'docs/operations.md');

/** Series that come from Prometheus itself or the exporters docs/operations.md names, not from our processes. */
export const EXPORTER_METRICS = new Set(['up', 'node_filesystem_avail_bytes', 'node_filesystem_size_bytes', 'probe_ssl_earliest_cert_expiry']);

interface Rule {
  record?: string;
  alert?: string;
  expr: string;
  annotations?: Record<string, string>;
}

/** The rules of rules.yml, every group's, in order. */
export function readRules(file = RULES_FILE): Rule[] {
  const doc = parse(readFileSync(file, 'utf8')) as { groups: { rules: Rule[] }[] };
  return doc.groups.flatMap((group) => group.rules);
}

/** How many tests rules.test.yml holds. */
export function ruleTestCount(file = RULE_TESTS_FILE): number {
  return (parse(readFileSync(file, 'utf8')) as { tests: unknown[] }).tests.length;
}

/** What a promtool run printed and whether it passed. */
export interface PromtoolRun {
  ok: boolean;
  output: string;
}

/** Runs `promtool <args>` (60 s at most); a missing promtool is a failed run saying so. */
export function promtool(...args: string[]): PromtoolRun {
  const run = spawnSync('promtool', args, { encoding: 'utf8', timeout: 60_000 });
  if (run.error) return { ok: false, output: `promtool could not run (${run.error.message}): install Debian's prometheus package` };
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
}

/** The names of the metrics `expr` (PromQL) selects. Throws when it does not parse. */
export function metricNames(expr: string): string[] {
  const names = new Set<string>();
  const cursor = parser.parse(expr).cursor();
  do {
    if (cursor.type.isError) throw new Error(`PromQL does not parse at ${cursor.from}: ${expr}`);
    if (cursor.name === 'VectorSelector') {
      const child = cursor.node.getChild('Identifier');
      if (child) names.add(expr.slice(child.from, child.to));
    }
  } while (cursor.next());
  return [...names];
}

/** Every series name our processes export (metrics.ts's registry, with the gauges registered on demand and the defaults). */
export async function exportedMetrics(): Promise<Set<string>> {
  if (!registry.getSingleMetric('process_cpu_seconds_total')) collectDefaultMetrics({ register: registry });
  if (!registry.getSingleMetric('queue_jobs')) watchQueues([]);
  if (!registry.getSingleMetric('outbox_pending_entries')) watchOutbox(async () => 0);
  const names = new Set<string>();
  for (const metric of await registry.getMetricsAsJSON()) {
    const type = String(metric.type);
    const suffixes = type === 'histogram' ? ['_bucket', '_sum', '_count'] : type === 'summary' ? ['', '_sum', '_count'] : [''];
    for (const suffix of suffixes) names.add(`${metric.name}${suffix}`);
  }
  return names;
}

/** Expressions naming a metric that is neither exported, recorded in rules.yml, nor an exporter's. */
export async function unknownMetrics(exprs: { where: string; expr: string }[]): Promise<string[]> {
  const known = new Set([...(await exportedMetrics()), ...EXPORTER_METRICS, ...readRules().flatMap((rule) => (rule.record ? [rule.record] : []))]);
  return exprs.flatMap(({ where, expr }) => metricNames(expr).filter((name) => !known.has(name)).map((name) => `${where}: unknown metric ${name}`));
}

/** GitHub's anchor of a Markdown heading. */
const anchorOf = (heading: string) => heading.trim().toLowerCase().replace(/[^\w\- ]/g, '').replace(/ /g, '-');

/** Alerts without a runbook_url of docs/operations.md whose anchor is one of its headings. */
export function runbookProblems(): string[] {
  const anchors = new Set([...readFileSync(OPERATIONS_DOC, 'utf8').matchAll(/^#+ (.+)$/gm)].map((m) => anchorOf(m[1])));
  return readRules().flatMap((rule) => {
    if (!rule.alert) return [];
    const url = rule.annotations?.runbook_url ?? '';
    const [path, anchor] = url.split('#');
    return path === 'docs/operations.md' && anchors.has(anchor) ? [] : [`${rule.alert}: runbook_url '${url}' is not a heading of docs/operations.md`];
  });
}

interface Panel {
  id?: number;
  type?: string;
  title?: string;
  gridPos?: { x?: number; y?: number; w?: number; h?: number };
  datasource?: { type?: string; uid?: string };
  targets?: { refId?: string; expr?: string; datasource?: { uid?: string } }[];
  panels?: Panel[];
}

/** Grafana's variables in a panel's PromQL, replaced by what they stand for, so promtool can parse it. */
const GRAFANA_VARIABLES: Record<string, string> = { $__rate_interval: '1m', $__interval: '1m', $__range: '1h' };
const PANEL_TYPES = new Set(['row', 'timeseries', 'bargauge', 'stat', 'gauge', 'table', 'text']);

/** A dashboard's panels, those inside collapsed rows included. */
const allPanels = (panels: Panel[]): Panel[] => panels.flatMap((panel) => [panel, ...allPanels(panel.panels ?? [])]);

/** Each query of `dashboard`'s panels, with Grafana's variables replaced. */
export function dashboardQueries(dashboard: { panels?: Panel[] }): { where: string; expr: string }[] {
  return allPanels(dashboard.panels ?? []).flatMap((panel) =>
    (panel.targets ?? []).map((target) => ({
      where: `panel ${panel.id} '${panel.title}' ${target.refId}`,
      expr: Object.entries(GRAFANA_VARIABLES).reduce((expr, [name, value]) => expr.replaceAll(name, value), target.expr ?? ''),
    })),
  );
}

/**
 * The dashboard's essentials as Grafana's file provisioning needs them: uid, title, schemaVersion,
 * panels with unique ids, a known type, a place on the 24-column grid, the provisioned data source
 * and a query per target; then every query through promtool (as recording rules of a file made for
 * it) and its metric names.
 */
export async function dashboardProblems(file = DASHBOARD_FILE): Promise<string[]> {
  const problems: string[] = [];
  const dashboard = JSON.parse(readFileSync(file, 'utf8')) as { uid?: string; title?: string; schemaVersion?: number; panels?: Panel[] };
  const datasources = (parse(readFileSync(DATASOURCES_FILE, 'utf8')) as { datasources: { uid: string }[] }).datasources.map((ds) => ds.uid);
  if (!dashboard.uid || !dashboard.title) problems.push('the dashboard needs a uid and a title');
  if (typeof dashboard.schemaVersion !== 'number') problems.push('the dashboard needs a schemaVersion');
  const panels = allPanels(dashboard.panels ?? []);
  if (!panels.some((panel) => panel.type !== 'row')) problems.push('the dashboard has no panels');
  const ids = new Set<number>();
  for (const panel of panels) {
    const name = `panel ${panel.id} '${panel.title}'`;
    if (typeof panel.id !== 'number' || ids.has(panel.id)) problems.push(`${name}: needs an id of its own`);
    ids.add(panel.id ?? -1);
    if (!panel.title) problems.push(`${name}: needs a title`);
    if (!PANEL_TYPES.has(panel.type ?? '')) problems.push(`${name}: unknown type ${panel.type}`);
    const { x = -1, y = -1, w = 0, h = 0 } = panel.gridPos ?? {};
    if (x < 0 || y < 0 || w < 1 || h < 1 || x + w > 24) problems.push(`${name}: gridPos off the 24-column grid`);
    if (panel.type === 'row') continue;
    if (!datasources.includes(panel.datasource?.uid ?? '')) problems.push(`${name}: data source ${panel.datasource?.uid} is not provisioned`);
    if (!panel.targets?.length) problems.push(`${name}: no query`);
    for (const target of panel.targets ?? []) {
      if (!target.refId || !target.expr) problems.push(`${name}: a target needs a refId and an expr`);
      if (target.datasource && !datasources.includes(target.datasource.uid ?? '')) problems.push(`${name} ${target.refId}: data source not provisioned`);
    }
  }
  const queries = dashboardQueries(dashboard);
  const dir = mkdtempSync(join(tmpdir(), 'dashboard-rules-'));
  try {
    const rules = queries.map(({ expr }, i) => ({ record: `dashboard:query_${i}`, expr }));
    writeFileSync(join(dir, 'dashboard.rules.yml'), stringify({ groups: [{ name: 'dashboard', rules }] }));
    const checked = promtool('check', 'rules', join(dir, 'dashboard.rules.yml'));
    if (!checked.ok) problems.push(`promtool rejects a dashboard query:\n${checked.output}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  try {
    problems.push(...(await unknownMetrics(queries)));
  } catch (err) {
    problems.push((err as Error).message);
  }
  return problems;
}
