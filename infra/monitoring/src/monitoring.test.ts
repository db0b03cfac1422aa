/**
 * deploy/monitoring checked as CI checks it: the rules through a real promtool (check and unit
 * tests with series that fire and that do not), every metric a rule or dashboard query reads
 * exported by our processes (or recorded, or an exporter's), each alert's runbook paragraph, and the
 * Grafana dashboard's essentials; and each check shown to fail on a broken input.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { API_PATHS } from '@cabinetry/shared/contracts/api/paths';
import { DASHBOARD_FILE, MONITORING, ROOT, dashboardProblems, metricNames, promtool, readRules, RULE_TESTS_FILE, RULES_FILE, ruleTestCount, runbookProblems, unknownMetrics } from './lint';

const scratch = mkdtempSync(join(tmpdir(), 'monitoring-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('alerting and recording rules', () => {
  it('pass promtool check rules', () => {
    const run = promtool('check', 'rules', RULES_FILE);
    expect(run.output).toMatch(/SUCCESS: \d+ rules found/);
    expect(run.ok).toBe(true);
  });

  it('pass their promtool unit tests', () => {
    expect(ruleTestCount()).toBeGreaterThanOrEqual(13);
    const run = promtool('test', 'rules', RULE_TESTS_FILE);
    expect(run.output).toContain('SUCCESS');
    expect(run.ok).toBe(true);
  }, 90_000); // promtool evaluates hours of series: seconds, more on a busy machine

  it('fail promtool test rules when an alert fires where a test says it must not', () => {
    const rules = readFileSync(RULES_FILE, 'utf8').replace('expr: queue:queue_oldest_job_age_seconds:max > 60', 'expr: queue:queue_oldest_job_age_seconds:max > 0');
    writeFileSync(join(scratch, 'rules.yml'), rules);
    writeFileSync(join(scratch, 'rules.test.yml'), readFileSync(RULE_TESTS_FILE, 'utf8'));
    const run = promtool('test', 'rules', join(scratch, 'rules.test.yml'));
    expect(run.ok).toBe(false);
    expect(run.output).toContain('alertname: QueueJobsWaiting');
  }, 90_000);

  it('cover every alert with a test', () => {
    const tested = new Set([...readFileSync(RULE_TESTS_FILE, 'utf8').matchAll(/alertname: (\w+)/g)].map((m) => m[1]));
    expect(readRules().flatMap((rule) => (rule.alert && !tested.has(rule.alert) ? [rule.alert] : []))).toEqual([]);
  });

  it('read only metrics our processes export, record, or the named exporters provide', async () => {
    expect(await unknownMetrics(readRules().map((rule) => ({ where: rule.alert ?? rule.record ?? '?', expr: rule.expr })))).toEqual([]);
    expect(await unknownMetrics([{ where: 'typo', expr: 'sum(rate(http_request_total[5m]))' }])).toEqual(['typo: unknown metric http_request_total']);
  });

  it('each link a runbook paragraph of docs/operations.md', () => {
    expect(runbookProblems()).toEqual([]);
  });

  it('count failures with one rule per queue and kind, so a new kind needs no new rule', () => {
    const failing = readRules().find((rule) => rule.alert === 'JobsFailing');
    expect(failing?.expr).not.toMatch(/kind=/);
    expect(readRules().find((rule) => rule.record === 'queue_kind:queue_job_failures:increase30m')?.expr).toContain('by (queue, kind)');
  });
});

describe('Prometheus and Alertmanager configuration', () => {
  it('pass promtool check config (with the rules) and amtool check-config', () => {
    const prometheus = promtool('check', 'config', join(MONITORING, 'prometheus.yml'));
    expect(prometheus.output).toContain('SUCCESS: 1 rule files found');
    expect(prometheus.ok).toBe(true);
    const amtool = spawnSync('amtool', ['check-config', join(MONITORING, 'alertmanager.yml')], { encoding: 'utf8' });
    expect(`${amtool.stdout}${amtool.stderr}`).toContain('SUCCESS');
    expect(amtool.status).toBe(0);
  });

  it("scrape every compose service that serves metrics, on its METRICS_PORT", () => {
    const compose = parse(readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as { services: Record<string, { environment?: Record<string, string> }> };
    const serving = Object.entries(compose.services).flatMap(([name, service]) => (service.environment?.METRICS_PORT ? [[name, Number(service.environment.METRICS_PORT)] as const] : []));
    expect(serving.map(([name]) => name)).toContain('scheduling-worker');
    const config = parse(readFileSync(join(MONITORING, 'prometheus.yml'), 'utf8')) as { scrape_configs: { job_name: string; dns_sd_configs?: { names: string[]; port: number }[] }[] };
    const scraped = config.scrape_configs.filter((job) => job.job_name === 'cabinetry').flatMap((job) => (job.dns_sd_configs ?? []).flatMap((sd) => sd.names.map((name) => [name, sd.port] as const)));
    expect([...scraped].sort()).toEqual([...serving].sort());
  });
});

describe('PromQL metric names', () => {
  it('are the selected series, not functions, labels or recorded aggregations', () => {
    expect(metricNames('sum by (service) (rate(http_requests_total{status=~"5.."}[5m])) / on (service) group_left x:y:rate5m > 0 and up == 0').sort()).toEqual(['http_requests_total', 'up', 'x:y:rate5m']);
    expect(() => metricNames('sum(rate(http_requests_total[5m])')).toThrow(/does not parse/);
  });
});

describe('Grafana dashboard', () => {
  it('has its essentials, parsing queries and known metrics', async () => {
    expect(await dashboardProblems()).toEqual([]);
  });

  it('shows the golden signals, the queues and the booking funnel', () => {
    const exprs = readFileSync(DASHBOARD_FILE, 'utf8');
    for (const metric of ['service:http_errors:ratio_rate5m', 'service:http_request_duration_seconds:p99_5m', 'nodejs_eventloop_lag_p99_seconds', 'queue:queue_oldest_job_age_seconds:max', 'queue_job_failures_total', 'outbox_pending_entries'])
      expect(exprs).toContain(metric);
    for (const step of ['saveStep1', 'saveStep2', 'saveStep3', 'saveStep4', 'saveStep5'] as const) expect(exprs).toContain(API_PATHS[step].path.replace(/\/\{\w+\}$/, ''));
  });

  it('reports a query promtool rejects, an unknown metric, a duplicate id and an unprovisioned data source', async () => {
    const dashboard = JSON.parse(readFileSync(DASHBOARD_FILE, 'utf8'));
    const [first, second] = dashboard.panels.filter((panel: { type: string }) => panel.type !== 'row');
    first.targets[0].expr = 'sum(rate(http_requests_total[5m]) by';
    second.targets[0].expr = 'queue_jobs_oldest';
    second.id = first.id;
    second.datasource = { type: 'prometheus', uid: 'elsewhere' };
    const file = join(scratch, 'dashboard.json');
    writeFileSync(file, JSON.stringify(dashboard));
    const problems = (await dashboardProblems(file)).join('\n');
    expect(problems).toContain('promtool rejects a dashboard query');
    expect(problems).toContain('does not parse');
    expect(problems).toContain('needs an id of its own');
    expect(problems).toContain('data source elsewhere is not provisioned');
  });
});
