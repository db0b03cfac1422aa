/**
 * The Kubernetes check itself: both overlays render clean, and each rule reports what breaks it (a
 * fixture overlay rendered by kubectl for the limits, the rendered production objects altered for
 * the others).
 */
import { execFileSync } from 'node:child_process';
import { cpSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skipBecause } from '@cabinetry/shared/testing';
import { type K8sObject, pinnedImage, policyProblems } from './policy';
import { overlayProblems, render, stagedDeploy } from './render';

const hasKubectl = (() => {
  try {
    execFileSync('kubectl', ['version', '--client'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
const NO_KUBECTL = 'kubectl is not installed (Debian: kubernetes-client; .ci/run installs it)';

const repo = resolve(import.meta.dirname, '../../..');
let staged: ReturnType<typeof stagedDeploy> | undefined;
let production: K8sObject[] = [];
const overlay = (name: string) => join(staged!.dir, 'kubernetes/overlays', name);

beforeAll(async () => {
  if (!hasKubectl) return;
  staged = stagedDeploy(join(repo, 'deploy'), ['trial', 'production']);
  cpSync(join(repo, 'infra/kubernetes/fixtures/missing-limits'), overlay('missing-limits'), { recursive: true });
  production = await render(overlay('production'));
});
afterAll(() => staged?.cleanup());

/** A deep copy of the production objects with `change` applied to the one of `kind` named `name`. */
function altered(kind: string, name: string, change: (object: any) => void): K8sObject[] { // eslint-disable-line @typescript-eslint/no-explicit-any
  const copy = structuredClone(production);
  const target = copy.find((o) => o.kind === kind && o.metadata.name === name);
  if (!target) throw new Error(`no ${kind} ${name}`);
  change(target);
  return copy;
}

describe('k8s check', () => {
  it('finds no problem in the trial and production overlays', async (ctx) => {
    if (!hasKubectl) skipBecause(ctx, NO_KUBECTL);
    for (const name of ['trial', 'production']) expect(await overlayProblems(await render(overlay(name))), name).toEqual([]);
  });

  it('reports a workload without resource limits (fixture overlay)', async (ctx) => {
    if (!hasKubectl) skipBecause(ctx, NO_KUBECTL);
    const problems = await overlayProblems(await render(overlay('missing-limits')));
    expect(problems).toEqual(['Deployment catalogue container catalogue: no cpu limit', 'Deployment catalogue container catalogue: no memory limit']);
  });

  it('reports each broken rule', (ctx) => {
    if (!hasKubectl) skipBecause(ctx, NO_KUBECTL);
    const container = (o: any) => o.spec.template.spec.containers[0]; // eslint-disable-line @typescript-eslint/no-explicit-any
    const cases: [K8sObject[], string][] = [
      [altered('Deployment', 'gateway', (o) => (container(o).image = 'registry.example.com/atelier-cedar/gateway:latest')), 'is not pinned'],
      [altered('Deployment', 'gateway', (o) => (container(o).image = 'registry.example.com/atelier-cedar/gateway')), 'is not pinned'],
      [altered('Deployment', 'gateway', (o) => container(o).env.push({ name: 'JWT_SECRET', valueFrom: { secretKeyRef: { name: 'jwt-abcde12345', key: 'JWT_SECRET' } } })), 'Deployment gateway: reads Secret jwt, which is not its own'],
      [altered('Deployment', 'catalogue', (o) => (container(o).envFrom = [{ secretRef: { name: 'mongo-admin' } }])), 'Deployment catalogue: reads Secret mongo-admin, which the overlay does not make'],
      [altered('Deployment', 'identity', (o) => delete container(o).readinessProbe), 'Deployment identity container identity: no readinessProbe'],
      [altered('Deployment', 'identity', (o) => (container(o).livenessProbe = { tcpSocket: { port: 4004 } })), 'livenessProbe is not an HTTP check of a /health path'],
      [altered('Deployment', 'onboarding', (o) => (container(o).securityContext.readOnlyRootFilesystem = false)), 'the root file system is not read-only'],
      [altered('Deployment', 'onboarding', (o) => (container(o).securityContext.capabilities.drop = ['NET_RAW'])), 'capabilities are not all dropped'],
      [altered('Deployment', 'onboarding', (o) => delete o.spec.template.spec.securityContext.runAsNonRoot), 'may run as root'],
      [altered('HorizontalPodAutoscaler', 'scheduling', (o) => (o.spec.scaleTargetRef.name = 'identity')), 'Deployment scheduling: no HorizontalPodAutoscaler'],
      [altered('PodDisruptionBudget', 'frontend', (o) => (o.spec.selector.matchLabels = { 'app.kubernetes.io/name': 'nothing' })), 'Deployment frontend: no PodDisruptionBudget'],
      [altered('Ingress', 'cabinetry', (o) => delete o.spec.tls), 'Ingress cabinetry: no TLS'],
      [altered('NetworkPolicy', 'default-deny-ingress', (o) => (o.spec.ingress = [{}])), 'no default-deny ingress NetworkPolicy'],
      [altered('NetworkPolicy', 'default-deny-egress', (o) => (o.spec.egress = [{}])), 'no default-deny egress NetworkPolicy'],
      [altered('NetworkPolicy', 'services-to-mongo-and-redis', (o) => o.spec.egress[0].ports.push({ port: 22, protocol: 'TCP' })), 'NetworkPolicy services-to-mongo-and-redis: lets identity out on port 22'],
      [altered('NetworkPolicy', 'storage-users-to-s3', (o) => delete o.spec.egress[0].ports), 'NetworkPolicy storage-users-to-s3: egress out of the namespace on every port'],
      [altered('NetworkPolicy', 'scheduling-to-google-and-smtp', (o) => (o.spec.podSelector.matchExpressions[0].values = ['scheduling', 'gateway'])), 'NetworkPolicy scheduling-to-google-and-smtp: lets gateway out on port 443'],
      [altered('NetworkPolicy', 'dns-egress', (o) => o.spec.egress[0].ports.push({ port: 443, protocol: 'TCP' })), 'NetworkPolicy dns-egress: egress to kube-system beyond DNS (port 53)'],
    ];
    expect(policyProblems(production)).toEqual([]);
    for (const [objects, expected] of cases) expect(policyProblems(objects).join('\n')).toContain(expected);
  });
});

describe('pinnedImage', () => {
  it('wants a tag other than latest, or a digest', () => {
    expect(pinnedImage('mongo:7.0.16')).toBe(true);
    expect(pinnedImage('registry.example.com:5000/atelier-cedar/gateway:2026.11.26')).toBe(true);
    expect(pinnedImage(`redis@sha256:${'a'.repeat(64)}`)).toBe(true);
    expect(pinnedImage('registry.example.com:5000/atelier-cedar/gateway')).toBe(false);
    expect(pinnedImage('redis:latest')).toBe(false);
    expect(pinnedImage('redis')).toBe(false);
  });
});
