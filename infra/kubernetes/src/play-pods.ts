/**
 * The pods of a play plan (play-transform.ts) run with `podman kube play` on one podman network
 * with DNS: the Secrets created as podman secrets, each layer played and waited for (its readiness
 * probes polled, a Job's pod until it exits 0), and everything removed again by `teardown`
 * (`podman kube down` per layer, the volumes kube play made, the secrets, the network; anything
 * podman holds afterwards that it did not before is reported).
 * Implements the journey's Containers (kube play names a container `<pod>-<container>`).
 */
import { rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { podman, streamed } from '../../compose-smoke/src/engine';
import type { Containers } from '../../compose-smoke/src/journey';
import type { Layer, PlayPlan } from './play-transform';
import type { K8sObject } from './policy';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

const quietly = (promise: Promise<unknown>) => promise.then(() => undefined, () => undefined);

/** One probe of a container, once (its port a number, as the plan gives it): resolves whether it passed. */
async function probeOnce(probe: Any, address: string, name: string): Promise<boolean> {
  const timeoutMs = (probe.timeoutSeconds ?? 1) * 1000;
  if (probe.httpGet) {
    const res = await fetch(`http://${address}:${probe.httpGet.port}${probe.httpGet.path ?? '/'}`, { signal: AbortSignal.timeout(timeoutMs) }).catch(() => undefined);
    await res?.body?.cancel();
    return res !== undefined && res.status >= 200 && res.status < 400;
  }
  if (probe.tcpSocket) {
    return new Promise((resolve) => {
      const socket = connect({ host: address, port: probe.tcpSocket.port, timeout: timeoutMs });
      socket.on('connect', () => (socket.destroy(), resolve(true)));
      socket.on('timeout', () => (socket.destroy(), resolve(false)));
      socket.on('error', () => resolve(false));
    });
  }
  if (probe.exec) return podman(['exec', name, ...probe.exec.command], { timeoutMs: Math.max(timeoutMs, 10_000) }).then(() => true, () => false);
  throw new Error(`${name}: a probe kube play's run cannot poll: ${JSON.stringify(probe)}`);
}

export class KubePlay implements Containers {
  private readonly played: { layer: Layer; file: string }[] = [];
  private secretsMade: string[] = [];
  private networkMade = false;
  /** what podman held before the play (see snapshot) */
  private before?: Snapshot;

  constructor(
    private readonly plan: PlayPlan,
    /** where the layers' YAML files are written (no secret is in them) */
    private readonly dir: string,
    readonly network: string,
    private readonly log: (line: string) => void,
  ) {}

  /** The plan's pods, by name. */
  private pods(layer?: Layer): Any[] {
    const layers = layer ? [this.plan.layers[layer]] : Object.values(this.plan.layers);
    return layers.flat().filter((object) => object.kind === 'Pod');
  }

  /**
   * The podman secrets and the network with DNS the pods join; left-overs of an interrupted run
   * (its network, secrets and the plan's volumes, which kube play would reuse with their old
   * content) are removed first, then what podman holds is noted for teardown's check.
   */
  async prepare(): Promise<void> {
    await quietly(podman(['network', 'rm', '-f', this.network]));
    for (const volume of this.plan.volumes) await quietly(podman(['volume', 'rm', '-f', volume]));
    for (const { name } of this.plan.secrets) await quietly(podman(['secret', 'rm', name]));
    this.before = await snapshot();
    await podman(['network', 'create', this.network]);
    this.networkMade = true;
    for (const { name, data } of this.plan.secrets) {
      // podman reads `-` only from a FIFO, not Node's socket pair: a private file, removed at once
      const file = join(this.dir, 'secret.json');
      writeFileSync(file, JSON.stringify(data), { mode: 0o600 });
      try {
        await podman(['secret', 'create', name, file]);
      } finally {
        rmSync(file, { force: true });
      }
      this.secretsMade.push(name);
    }
  }

  /** Plays one layer's YAML; resolves once every pod of it is ready (see ready). */
  async play(layer: Layer, timeoutMs: number): Promise<void> {
    const objects = this.plan.layers[layer];
    if (objects.length === 0) return;
    const file = join(this.dir, `${layer}.yaml`);
    writeFileSync(file, objects.map((object: K8sObject) => stringify(object)).join('---\n'));
    this.played.push({ layer, file });
    await streamed('podman', ['kube', 'play', '--network', this.network, '--replace', file], (line) => this.log(`  ${line}`));
    await this.ready(layer, timeoutMs);
  }

  /**
   * Waits until every pod of `layer` is ready: each container's readinessProbe passes (polled
   * every second from the host against the pod's address, or with `podman exec`); a pod that is
   * not restarted always (a Job's) until its containers exited 0. Throws with the container's last
   * lines when it is not within `timeoutMs`, or a Job's container failed for good.
   */
  async ready(layer: Layer, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (const pod of this.pods(layer)) {
      const address = await this.address(pod.metadata.name);
      for (const container of pod.spec.containers) {
        const name = `${pod.metadata.name}-${container.name}`;
        for (;;) {
          const [status, exitCode] = (await podman(['inspect', name, '--format', '{{.State.Status}} {{.State.ExitCode}}'])).trim().split(' ');
          if (pod.spec.restartPolicy !== 'Always') {
            if (status === 'exited' && exitCode === '0') break;
            if (status === 'exited' && pod.spec.restartPolicy === 'Never') throw new Error(`${name} exited with ${exitCode}:\n${await this.tail(name)}`);
          } else if (status === 'running' && (!container.readinessProbe || (await probeOnce(container.readinessProbe, address, name)))) break;
          if (Date.now() > deadline) throw new Error(`${name} not ready within ${timeoutMs / 1000} s (${status}):\n${await this.tail(name)}`);
          await new Promise((resolve) => setTimeout(resolve, 1000));
        }
        this.log(`  ready: ${name}`);
      }
    }
  }

  /** The pod's address on the play's network. */
  async address(pod: string): Promise<string> {
    const infra = (await podman(['pod', 'inspect', pod, '--format', '{{.InfraContainerID}}'])).trim();
    const networks = JSON.parse(await podman(['inspect', infra, '--format', '{{json .NetworkSettings.Networks}}'])) as Record<string, { IPAddress: string }>;
    const address = networks[this.network]?.IPAddress;
    if (!address) throw new Error(`pod ${pod} has no address on ${this.network}`);
    return address;
  }

  /** Containers of the pod named `service` (kube play: `<pod>-<container>`). */
  async containers(service: string): Promise<string[]> {
    const pod = this.pods().find((p) => p.metadata.name === service);
    return pod ? pod.spec.containers.map((container: Any) => `${service}-${container.name}`) : [];
  }

  /** Every container of the plan's pods that runs for good (not a Job's), with its spec. */
  longRunning(): { name: string; pod: Any; container: Any }[] {
    return this.pods()
      .filter((pod) => pod.spec.restartPolicy === 'Always')
      .flatMap((pod) => pod.spec.containers.map((container: Any) => ({ name: `${pod.metadata.name}-${container.name}`, pod, container })));
  }

  exec(container: string, command: string[]): Promise<string> {
    return podman(['exec', container, ...command]);
  }

  /** The last lines a container printed. */
  async tail(container: string, lines = 30): Promise<string> {
    return podman(['logs', '--tail', String(lines), container]).catch((error: Error) => error.message);
  }

  /**
   * `podman kube down` of every layer played (last first), then the plan's volumes (claims,
   * ConfigMaps, emptyDirs: kube down leaves them), the secrets and the network. Resolves what is
   * left behind: every pod, container, volume, secret or network podman holds now and did not
   * before prepare (empty when everything went).
   */
  async teardown(): Promise<string[]> {
    for (const { file } of this.played.reverse()) await quietly(streamed('podman', ['kube', 'down', file], (line) => this.log(`  ${line}`)));
    this.played.length = 0;
    // a pod kube down could not remove (a stuck container) would keep its volumes in use
    for (const pod of this.pods()) await quietly(podman(['pod', 'rm', '-f', '--ignore', pod.metadata.name]));
    for (const volume of this.plan.volumes) await quietly(podman(['volume', 'rm', '-f', volume]));
    for (const name of this.secretsMade) await quietly(podman(['secret', 'rm', name]));
    this.secretsMade = [];
    if (this.networkMade) await quietly(podman(['network', 'rm', '-f', this.network]));
    const after = await snapshot();
    const before = this.before ?? { pod: [], container: [], volume: [], secret: [], network: [] };
    return (Object.keys(after) as (keyof Snapshot)[]).flatMap((kind) => after[kind].filter((name) => !before[kind].includes(name)).map((name) => `${kind} ${name}`));
  }
}

/** The names of every pod, container, volume, secret and network podman holds. */
interface Snapshot {
  pod: string[];
  container: string[];
  volume: string[];
  secret: string[];
  network: string[];
}

/** What podman holds now, by kind (see Snapshot). */
async function snapshot(): Promise<Snapshot> {
  const names = async (args: string[]) => (await podman(args)).split('\n').filter(Boolean);
  return {
    pod: await names(['pod', 'ls', '--format', '{{.Name}}']),
    container: await names(['ps', '-a', '--format', '{{.Names}}']),
    volume: await names(['volume', 'ls', '--format', '{{.Name}}']),
    secret: await names(['secret', 'ls', '--format', '{{.Name}}']),
    network: await names(['network', 'ls', '--format', '{{.Name}}']),
  };
}
