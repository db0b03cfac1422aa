/**
 * The compose smoke run's monitoring configs (writeSmokeMonitoring): valid for the real promtool
 * and amtool, and different from deploy/monitoring's only where monitoring.ts says: intervals,
 * QueueJobsWaiting's `for`, the receivers and group timings.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { MONITORING, promtool } from '../../monitoring/src/lint';
import { SMOKE_MONITORING_DIR, writeSmokeMonitoring } from './monitoring';

const context = mkdtempSync(join(tmpdir(), 'smoke-monitoring-test-'));
afterAll(() => rmSync(context, { recursive: true, force: true }));
cpSync(MONITORING, join(context, 'deploy/monitoring'), { recursive: true });
writeSmokeMonitoring(context);
const out = join(context, SMOKE_MONITORING_DIR);
const read = (dir: string, file: string) => parse(readFileSync(join(dir, file), 'utf8')) as Record<string, unknown>;

describe("the compose smoke run's monitoring configs", () => {
  it('pass promtool check config (with their rules) and amtool check-config', () => {
    const prometheus = promtool('check', 'config', join(out, 'prometheus.yml'));
    expect(prometheus.output).toContain('SUCCESS');
    expect(prometheus.ok).toBe(true);
    const amtool = spawnSync('amtool', ['check-config', join(out, 'alertmanager.yml')], { encoding: 'utf8' });
    expect(`${amtool.stdout}${amtool.stderr}`).toContain('SUCCESS');
    expect(amtool.status).toBe(0);
  });

  it("keep production's rules but QueueJobsWaiting's `for`", () => {
    type Rules = { groups: { rules: Record<string, unknown>[] }[] };
    const production = read(join(context, 'deploy/monitoring'), 'rules.yml') as Rules;
    const smoke = read(out, 'rules.yml') as Rules;
    const waiting = (rules: Rules) => rules.groups.flatMap((group) => group.rules).find((rule) => rule.alert === 'QueueJobsWaiting')!;
    expect(waiting(production).for).toBe('5m');
    expect(waiting(smoke).for).toBe('10s');
    waiting(smoke).for = '5m';
    expect(smoke).toEqual(production);
  });

  it("keep production's scrape targets and routes, and mail every receiver to the relay stand-in, resolved alerts too", () => {
    const production = read(join(context, 'deploy/monitoring'), 'prometheus.yml');
    const smoke = read(out, 'prometheus.yml');
    expect(smoke.global).toEqual({ scrape_interval: '5s', evaluation_interval: '5s' });
    expect(JSON.stringify(smoke.scrape_configs).replaceAll('"refresh_interval":"5s"', '"refresh_interval":"30s"')).toBe(JSON.stringify(production.scrape_configs));
    expect(smoke.alerting).toEqual(production.alerting);

    type Alertmanager = { route: { routes: unknown[] }; receivers: { name: string; email_configs: { to: string; send_resolved: boolean }[] }[]; global: Record<string, unknown> };
    const manager = read(out, 'alertmanager.yml') as Alertmanager;
    expect(manager.route.routes).toEqual((read(join(context, 'deploy/monitoring'), 'alertmanager.yml') as Alertmanager).route.routes);
    expect(manager.global).toMatchObject({ smtp_smarthost: 'mail:1025', smtp_require_tls: false });
    expect(manager.receivers.map((receiver) => receiver.email_configs)).toEqual(manager.receivers.map(({ name }) => [{ to: `${name}@alerts.smoke`, send_resolved: true }]));
  });

  it('fail loudly when the rules lose QueueJobsWaiting', () => {
    const broken = mkdtempSync(join(tmpdir(), 'smoke-monitoring-broken-'));
    try {
      cpSync(MONITORING, join(broken, 'deploy/monitoring'), { recursive: true });
      writeFileSync(join(broken, 'deploy/monitoring/rules.yml'), 'groups: [{ name: queues, rules: [] }]\n');
      expect(() => writeSmokeMonitoring(broken)).toThrow(/no QueueJobsWaiting/);
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  });
});
