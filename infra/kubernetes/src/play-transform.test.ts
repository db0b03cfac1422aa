/**
 * The kube play plan of the real trial overlay (rendered by kubectl): what kube play cannot take is
 * gone, what it can is kept as rendered (securityContext, probes, resources, ConfigMap and Secret
 * environment), Services become pod names, every rule of play-transform.ts is used, and
 * docs/operations.md lists exactly those rules.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { skipBecause } from '@cabinetry/shared/testing';
import { ADAPTED, DROPPED, gapsMarkdown, LAYERS, type PlayPlan, playPlan, relayPod } from './play-transform';
import type { K8sObject } from './policy';
import { render, stagedDeploy } from './render';

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
const images = { base: 'localhost/base:1', standIns: 'localhost/stand-ins:1', product: (service: string) => `localhost/product_${service}:latest` };
let rendered: K8sObject[] = [];
let plan: PlayPlan;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const pod = (name: string): any => Object.values(plan.layers).flat().find((o) => o.kind === 'Pod' && o.metadata.name === name);

beforeAll(async () => {
  if (!hasKubectl) return;
  const staged = stagedDeploy(join(repo, 'deploy'), ['trial']);
  try {
    rendered = await render(join(staged.dir, 'kubernetes/overlays/trial'));
  } finally {
    staged.cleanup();
  }
  plan = playPlan(rendered, { images, relay: relayPod(images.standIns), hostPort: 18080 });
});
/** A test of the rendered overlay: skipped, with the reason, without kubectl. */
const withKubectl = (name: string, body: () => void) =>
  it(name, (ctx) => {
    if (!hasKubectl) skipBecause(ctx, NO_KUBECTL);
    body();
  });

describe('the kube play plan of the trial overlay', () => {
  withKubectl('keeps only kinds kube play takes, and drops exactly the kinds of DROPPED', () => {
    const kept = new Set(Object.values(plan.layers).flat().map((o) => o.kind));
    expect([...kept].sort()).toEqual(['ConfigMap', 'PersistentVolumeClaim', 'Pod']);
    const droppedKinds = new Set(plan.dropped.map((d) => d.kind));
    expect([...droppedKinds].sort()).toEqual(Object.keys(DROPPED).sort());
    expect(plan.dropped.length).toBe(rendered.filter((o) => o.kind in DROPPED).length);
  });

  withKubectl('uses every rule of ADAPTED on the trial overlay (none is stale)', () => {
    expect([...plan.adapted].sort()).toEqual(Object.keys(ADAPTED).sort());
  });

  withKubectl('plays the data stores, the Job and the workloads in layers, each pod named after its Service', () => {
    const names = (layer: (typeof LAYERS)[number]) => plan.layers[layer].filter((o) => o.kind === 'Pod').map((o) => o.metadata.name).sort();
    expect(names('stores')).toEqual(['mail', 'mongo', 'redis', 's3']);
    expect(names('jobs')).toEqual(['s3-init']);
    expect(names('workloads')).toEqual(['catalogue', 'frontend', 'gateway', 'identity', 'onboarding', 'scheduling', 'scheduling-worker']);
    expect(pod('s3-init').spec.restartPolicy).toBe('OnFailure');
    expect(pod('gateway').spec.restartPolicy).toBe('Always');
  });

  withKubectl('keeps every container\'s securityContext, probes and resources as rendered', () => {
    const workloads = rendered.filter((o) => ['Deployment', 'StatefulSet', 'Job'].includes(o.kind));
    expect(workloads.length).toBeGreaterThanOrEqual(11);
    for (const workload of workloads) {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      const template = (workload as any).spec.template.spec;
      const played = Object.values(plan.layers).flat().find((o) => o.kind === 'Pod' && JSON.stringify(o.metadata.labels) === JSON.stringify((workload as any).spec.template.metadata.labels)) as any; // eslint-disable-line @typescript-eslint/no-explicit-any
      expect(played, workload.metadata.name).toBeDefined();
      expect(played.spec.securityContext).toEqual(template.securityContext);
      template.containers.forEach((container: any, i: number) => { // eslint-disable-line @typescript-eslint/no-explicit-any
        const mine = played.spec.containers[i];
        expect(mine.securityContext).toEqual(container.securityContext);
        expect(mine.securityContext).toMatchObject({ readOnlyRootFilesystem: true, allowPrivilegeEscalation: false, capabilities: { drop: ['ALL'] } });
        // as rendered, a named port replaced by its number (the ports themselves are not declared)
        const numbered = (probe: any) => { // eslint-disable-line @typescript-eslint/no-explicit-any
          const copy = structuredClone(probe);
          const handler = copy?.httpGet ?? copy?.tcpSocket;
          if (handler && typeof handler.port === 'string') handler.port = container.ports.find((p: { name: string }) => p.name === handler.port).containerPort;
          return copy;
        };
        expect(mine.readinessProbe).toEqual(numbered(container.readinessProbe));
        expect(mine.livenessProbe).toEqual(numbered(container.livenessProbe));
        expect(mine.resources).toEqual(container.resources);
        expect(mine.envFrom).toEqual(container.envFrom);
        expect(mine.imagePullPolicy).toBe('Never');
      });
    }
  });

  withKubectl('gives each workload its own secretKeyRefs and the Secrets as podman secrets', () => {
    const refs = (name: string) => pod(name).spec.containers[0].env.filter((v: { valueFrom?: { secretKeyRef?: unknown } }) => v.valueFrom?.secretKeyRef).map((v: { valueFrom: { secretKeyRef: { name: string } } }) => v.valueFrom.secretKeyRef.name.replace(/-[a-z0-9]{10}$/, ''));
    expect(refs('identity').sort()).toEqual(['internal-token', 'jwt', 'mongo-identity', 'redis-identity', 'setup-token']);
    const secretNames = plan.secrets.map((s) => s.name);
    for (const ref of pod('identity').spec.containers[0].env.filter((v: { valueFrom?: { secretKeyRef?: unknown } }) => v.valueFrom?.secretKeyRef)) expect(secretNames).toContain(ref.valueFrom.secretKeyRef.name);
    expect(secretNames).toHaveLength(rendered.filter((o) => o.kind === 'Secret').length);
  });

  withKubectl('runs local images: the product builds and, for the data stores, the stand-ins', () => {
    expect(pod('scheduling-worker').spec.containers[0].image).toBe('localhost/product_scheduling:latest');
    expect(pod('frontend').spec.containers[0].image).toBe('localhost/product_frontend:latest');
    expect(pod('mongo').spec.containers[0]).toMatchObject({ image: images.standIns, command: ['node', '/opt/stand-ins/mongo.mjs'], args: ['--host', '0.0.0.0', '--port', '27017', '--dbpath', '/data/db'] });
    expect(pod('redis').spec.containers[0].image).toBe(images.base);
    expect(pod('s3').spec.containers[0].command).toEqual(['node', '/opt/stand-ins/s3.mjs']);
  });

  withKubectl("resolves the frontend's gateway name for podman's DNS and publishes its port on 127.0.0.1", () => {
    const env = Object.fromEntries(pod('frontend').spec.containers[0].env.map((v: { name: string; value?: string }) => [v.name, v.value]));
    expect(env.GATEWAY_HOST).toBe('gateway.dns.podman');
    expect(env.POD_NAMESPACE).toBe('atelier-cedar-trial');
    expect(plan.entrance).toEqual({ pod: 'frontend', containerPort: 8080 });
    expect(pod('frontend').spec.containers[0].ports).toEqual([expect.objectContaining({ containerPort: 8080, hostPort: 18080, hostIP: '127.0.0.1' })]);
  });

  withKubectl('declares no other port, which kube play would publish on the host (the metrics port of six pods would collide)', () => {
    const declared = Object.values(plan.layers).flat().filter((o) => o.kind === 'Pod').flatMap((p: any) => p.spec.containers.flatMap((c: any) => (c.ports ?? []).map((port: any) => `${p.metadata.name}:${port.containerPort}`))); // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(declared).toEqual(['frontend:8080']);
    expect(pod('mail').spec.containers[0].readinessProbe.tcpSocket.port).toBe(1025);
  });

  withKubectl("turns volumeClaimTemplates into claims the pods mount, owned by the pod's user and fsGroup", () => {
    const claims = plan.layers.stores.filter((o) => o.kind === 'PersistentVolumeClaim').map((o) => o.metadata.name).sort();
    expect(claims).toEqual(['data-mongo-0', 'data-redis-0', 'data-s3-0']);
    expect(pod('mongo').spec.volumes).toContainEqual({ name: 'data', persistentVolumeClaim: { claimName: 'data-mongo-0' } });
    const mongoClaim = plan.layers.stores.find((o) => o.metadata.name === 'data-mongo-0')!;
    expect(mongoClaim.metadata.annotations).toEqual({ 'volume.podman.io/uid': '999', 'volume.podman.io/gid': '999' });
  });

  withKubectl('gives each pod its own emptyDirs, named after the pod, and lists every volume the play makes', () => {
    const emptyDirs = (name: string) => pod(name).spec.volumes.filter((v: { emptyDir?: unknown }) => v.emptyDir).map((v: { name: string }) => v.name).sort();
    expect(emptyDirs('mongo')).toEqual(['mongo-config', 'mongo-tmp']);
    expect(emptyDirs('identity')).toEqual(['identity-tmp']);
    expect(emptyDirs('mail')).toEqual(['mail-data']);
    expect(pod('identity').spec.containers[0].volumeMounts).toContainEqual(expect.objectContaining({ name: 'identity-tmp', mountPath: '/tmp' }));
    const tmps = plan.volumes.filter((name) => name.endsWith('-tmp'));
    expect(tmps.length).toBeGreaterThanOrEqual(8);
    const redisConfig = pod('redis').spec.volumes.find((v: { name: string }) => v.name === 'config').configMap.name;
    expect(plan.volumes).toEqual(expect.arrayContaining(['data-mongo-0', 'data-redis-0', 'data-s3-0', redisConfig, 'mail-data', 'identity-tmp']));
    // the relay pod handed in is left as it was
    const relay = relayPod(images.standIns);
    playPlan(rendered, { images, relay, hostPort: 1 });
    expect(relay).toEqual(relayPod(images.standIns));
  });

  withKubectl('refuses a Service whose port differs from its target port, and an unknown kind', () => {
    const changed = structuredClone(rendered);
    const service = changed.find((o) => o.kind === 'Service' && o.metadata.name === 'gateway') as any; // eslint-disable-line @typescript-eslint/no-explicit-any
    service.spec.ports[0].port = 80;
    expect(() => playPlan(changed, { images, relay: relayPod(images.standIns), hostPort: 1 })).toThrow(/Service gateway: port 80/);
    const withCron = [...rendered, { apiVersion: 'batch/v1', kind: 'CronJob', metadata: { name: 'nightly' } }];
    expect(() => playPlan(withCron, { images, relay: relayPod(images.standIns), hostPort: 1 })).toThrow(/no rule for CronJob nightly/);
    const withHostPath = structuredClone(rendered);
    (withHostPath.find((o) => o.kind === 'Deployment' && o.metadata.name === 'gateway') as any).spec.template.spec.volumes.push({ name: 'host', hostPath: { path: '/' } }); // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(() => playPlan(withHostPath, { images, relay: relayPod(images.standIns), hostPort: 1 })).toThrow(/pod gateway: volume host is neither/);
  });
});

describe('docs/operations.md, "What kube play does not model"', () => {
  it('lists exactly the rules of play-transform.ts', () => {
    const docs = readFileSync(join(repo, 'docs/operations.md'), 'utf8');
    const block = /<!-- kube-play-gaps:start[^>]*-->\n([\s\S]*?)\n<!-- kube-play-gaps:end -->/.exec(docs)?.[1];
    expect(block, 'the markers <!-- kube-play-gaps:start --> and <!-- kube-play-gaps:end --> in docs/operations.md').toBeDefined();
    expect(block).toBe(gapsMarkdown());
  });
});
