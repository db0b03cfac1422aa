/**
 * Prometheus and Alertmanager in the compose smoke run. `writeSmokeMonitoring` derives the run's
 * configs from deploy/monitoring's, so the production scrape targets, rules, routes and inhibitions
 * are what the run exercises; only what makes one alert's life fit in about two minutes changes
 * (compose.smoke.yml mounts the results over the production files):
 * - prometheus.yml: scrape, rule evaluation and DNS discovery every 5 s (15 s and 30 s in production);
 * - rules.yml: QueueJobsWaiting's `for` 10 s (5 minutes); its expression and threshold (a job due
 *   for more than 60 s) are production's;
 * - alertmanager.yml: every receiver mails the mail relay stand-in (mail:1025, no TLS) at
 *   `<receiver>@alerts.smoke`, resolved alerts too; groups sent after 1 s, updated every 5 s.
 * `queueAlertCycle` then stops the worker, books, and follows QueueJobsWaiting through Prometheus's
 * API (pending, firing), Alertmanager's mail, the worker's restart and the alert clearing.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { podman, type Stack } from './engine';
import { type Journey, until } from './journey';

/** Where, under the build context, the derived configs are written (compose.smoke.yml mounts them). */
export const SMOKE_MONITORING_DIR = 'infra/compose-smoke/monitoring';
const ALERT = 'QueueJobsWaiting';
const QUEUE = 'notifications';
const INTERVAL = '5s';
const ALERT_FOR = '10s';

interface PrometheusConfig {
  global: Record<string, string>;
  scrape_configs: { dns_sd_configs?: { refresh_interval?: string }[] }[];
}
interface RuleFile {
  groups: { rules: { alert?: string; for?: string }[] }[];
}
interface Route {
  group_wait?: string;
  group_interval?: string;
}
interface AlertmanagerConfig {
  global?: Record<string, unknown>;
  route: Route;
  receivers: { name: string; email_configs?: unknown[] }[];
}

/** Writes the smoke run's prometheus.yml, rules.yml and alertmanager.yml under `context`/SMOKE_MONITORING_DIR from `context`/deploy/monitoring. */
export function writeSmokeMonitoring(context: string): void {
  const source = (file: string) => parse(readFileSync(join(context, 'deploy/monitoring', file), 'utf8')) as unknown;
  const out = join(context, SMOKE_MONITORING_DIR);
  mkdirSync(out, { recursive: true });

  const prometheus = source('prometheus.yml') as PrometheusConfig;
  prometheus.global = { ...prometheus.global, scrape_interval: INTERVAL, evaluation_interval: INTERVAL };
  for (const sd of prometheus.scrape_configs.flatMap((job) => job.dns_sd_configs ?? [])) sd.refresh_interval = INTERVAL;
  writeFileSync(join(out, 'prometheus.yml'), stringify(prometheus));

  const rules = source('rules.yml') as RuleFile;
  const alert = rules.groups.flatMap((group) => group.rules).find((rule) => rule.alert === ALERT);
  if (!alert?.for) throw new Error(`deploy/monitoring/rules.yml has no ${ALERT} with a \`for\``);
  alert.for = ALERT_FOR;
  writeFileSync(join(out, 'rules.yml'), stringify(rules));

  const alertmanager = source('alertmanager.yml') as AlertmanagerConfig;
  alertmanager.global = { ...alertmanager.global, smtp_smarthost: 'mail:1025', smtp_from: 'alerts@ateliercedar.local', smtp_require_tls: false };
  alertmanager.route = { ...alertmanager.route, group_wait: '1s', group_interval: INTERVAL };
  for (const receiver of alertmanager.receivers) receiver.email_configs = [{ to: `${receiver.name}@alerts.smoke`, send_resolved: true }];
  writeFileSync(join(out, 'alertmanager.yml'), stringify(alertmanager));
}

interface PrometheusAlert {
  labels: Record<string, string>;
  state: 'pending' | 'firing';
  activeAt: string;
}

/** The alerts Prometheus holds now (its API, read inside its container: the port is not published). */
async function prometheusAlerts(stack: Stack): Promise<PrometheusAlert[]> {
  const [container] = await stack.containers('prometheus');
  const out = await stack.exec(container, ['wget', '-q', '-O', '-', 'http://127.0.0.1:9090/api/v1/alerts']);
  return (JSON.parse(out) as { data: { alerts: PrometheusAlert[] } }).data.alerts;
}

/** Seconds since the booking at each step of the alert's life (`activeAt`: Prometheus's own pending time, ISO). */
export interface AlertCycle {
  activeAt: string;
  pending: number;
  firing: number;
  mailed: number;
  cleared: number;
  resolvedMailed: number;
}

/**
 * With every worker replica stopped, a customer books: the confirmation job waits, QueueJobsWaiting
 * for the notifications queue must go pending, then firing, and reach Alertmanager's receiver (a
 * FIRING mail in the relay); with the workers started again it must clear (a RESOLVED mail) and
 * the customer's confirmation must go out. Throws at the first step that does not come in time.
 */
export async function queueAlertCycle(stack: Stack, journey: Journey): Promise<AlertCycle> {
  const ours = (alert: PrometheusAlert) => alert.labels.alertname === ALERT && alert.labels.queue === QUEUE;
  const inState = (state: PrometheusAlert['state']) => async () => (await prometheusAlerts(stack)).find((alert) => ours(alert) && alert.state === state);
  if ((await prometheusAlerts(stack)).some(ours)) throw new Error(`${ALERT} is already active before the worker stops`);

  const workers = await stack.containers('scheduling-worker');
  await podman(['stop', ...workers]);
  const bookedAt = Date.now();
  const since = () => Math.round((Date.now() - bookedAt) / 1000);
  const email = await journey.anotherBooking('alert');
  // a job due for more than 60 s (production's threshold), seen at a scrape and an evaluation
  const pending = await until(`${ALERT} pending`, inState('pending'), 150_000);
  const pendingAfter = since();
  await until(`${ALERT} firing`, inState('firing'), 60_000);
  const firing = since();
  await until(`Alertmanager's FIRING mail for ${ALERT}`, async () => ((await journey.mailsMatching(`^Subject: \\[FIRING:[0-9]+\\] ${ALERT}`)).length > 0 ? true : undefined), 60_000);
  const mailed = since();

  await podman(['start', ...workers]);
  await stack.ready(['scheduling-worker']);
  await until(`${ALERT} cleared`, async () => ((await prometheusAlerts(stack)).some(ours) ? undefined : true), 90_000);
  const cleared = since();
  await until(`Alertmanager's RESOLVED mail for ${ALERT}`, async () => ((await journey.mailsMatching(`^Subject: \\[RESOLVED\\] ${ALERT}`)).length > 0 ? true : undefined), 60_000);
  const resolvedMailed = since();
  await journey.mailArrives(email);
  return { activeAt: pending.activeAt, pending: pendingAfter, firing, mailed, cleared, resolvedMailed };
}
