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
 * API (pending, firing; the queues' figures then come from the APIs that feed them), Alertmanager's
 * mail, the worker's restart and the alert clearing.
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
  scrape_configs: { dns_sd_configs?: { refresh_interval?: string; names: string[] }[] }[];
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

/** GETs `path` of Prometheus's API inside its container (the port is not published); resolves `data`. */
async function prometheusApi<T>(stack: Stack, path: string): Promise<T> {
  const [container] = await stack.containers('prometheus');
  const out = await stack.exec(container, ['wget', '-q', '-O', '-', `http://127.0.0.1:9090/api/v1/${path}`]);
  return (JSON.parse(out) as { data: T }).data;
}

/** The alerts Prometheus holds now. */
async function prometheusAlerts(stack: Stack): Promise<PrometheusAlert[]> {
  return (await prometheusApi<{ alerts: PrometheusAlert[] }>(stack, 'alerts')).alerts;
}

/** The queues whose oldest job's age Prometheus has now, from which services. */
async function ageReporters(stack: Stack): Promise<string[]> {
  const query = encodeURIComponent('count by (queue, service) (queue_oldest_job_age_seconds)');
  const { result } = await prometheusApi<{ result: { metric: { queue: string; service: string } }[] }>(stack, `query?query=${query}`);
  return result.map(({ metric }) => `${metric.queue} (${metric.service})`).sort();
}

/**
 * Waits until Prometheus scrapes `replicas(service)` targets of every compose service its config names (the
 * gateway, the services and the worker: deploy/monitoring/prometheus.yml's DNS names), each one up;
 * throws after 60 s with what it has. `context`: the smoke run's build context. Resolves a summary.
 */
export async function everyProcessScraped(stack: Stack, context: string, replicas: (service: string) => number = () => 1): Promise<string> {
  const config = parse(readFileSync(join(context, SMOKE_MONITORING_DIR, 'prometheus.yml'), 'utf8')) as PrometheusConfig;
  const names = config.scrape_configs.flatMap((job) => job.dns_sd_configs ?? []).flatMap((sd) => sd.names);
  type Target = { labels: Record<string, string>; health: string };
  let seen = '';
  const summary = async () => {
    const { activeTargets } = await prometheusApi<{ activeTargets: Target[] }>(stack, 'targets?state=active');
    const of = (name: string) => activeTargets.filter((target) => target.labels.compose_service === name);
    seen = names.map((name) => `${name} ${of(name).filter((target) => target.health === 'up').length}/${of(name).length} up`).join(', ');
    return names.every((name) => of(name).length === replicas(name) && of(name).every((target) => target.health === 'up')) ? seen : undefined;
  };
  return until('every process scraped', summary, 60_000).catch((error: Error) => {
    throw new Error(`${error.message} (last seen: ${seen})`);
  });
}

/** Seconds since the booking at each step of the alert's life (`activeAt`: Prometheus's own pending time, ISO). */
export interface AlertCycle {
  activeAt: string;
  /** `queue (service)` pairs reporting the oldest job's age while the workers were stopped */
  reporters: string[];
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
  // the producers report the queues they feed: the figures do not stop with the worker
  const reporters = await ageReporters(stack);
  const expected = ['notifications (onboarding)', 'notifications (scheduling)', 'privacy (onboarding)', 'whatsapp (scheduling)', 'whatsapp-replies (scheduling)'];
  if (JSON.stringify(reporters) !== JSON.stringify(expected)) throw new Error(`with the workers stopped, the oldest job's age comes from ${reporters.join(', ')}; expected ${expected.join(', ')}`);
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
  return { activeAt: pending.activeAt, reporters, pending: pendingAfter, firing, mailed, cleared, resolvedMailed };
}
