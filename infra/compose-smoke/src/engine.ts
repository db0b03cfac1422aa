/**
 * The container engine of the compose smoke run: podman and podman-compose (which runs the compose
 * files with podman directly, no API socket). podman-compose starts services in dependency order
 * but does not wait for `condition: service_healthy`, and podman runs no healthcheck by itself
 * without systemd: `up` here starts one dependency layer at a time and runs each container's own
 * healthcheck (`podman healthcheck run`) until it passes, as Docker Compose would wait.
 */
import { execFile, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'yaml';

const run = promisify(execFile);

export interface ComposeService {
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test?: string[] | string; disable?: boolean };
  restart?: string;
}

/** Runs `podman <args>`; resolves stdout, rejects with stderr on a non-zero exit. */
export async function podman(args: string[], options: { timeoutMs?: number } = {}): Promise<string> {
  const { stdout } = await run('podman', args, { maxBuffer: 64 * 1024 * 1024, timeout: options.timeoutMs ?? 120_000 });
  return stdout;
}

/** Runs a command with its output streamed to `log`; rejects when it exits non-zero. */
export function streamed(command: string, args: string[], log: (line: string) => void, env?: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.on('data', (chunk: Buffer) => {
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop() ?? '';
        lines.forEach(log);
      });
    }
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.slice(0, 6).join(' ')}… exited with ${code}`))));
  });
}

/** One project of compose files, driven with podman-compose. */
export class Stack {
  readonly services: Record<string, ComposeService>;

  constructor(
    readonly root: string,
    readonly project: string,
    readonly files: string[],
    readonly env: NodeJS.ProcessEnv,
    readonly log: (line: string) => void,
  ) {
    this.services = {};
    for (const file of files) {
      const { services } = parse(readFileSync(join(root, file), 'utf8'), { merge: true }) as { services: Record<string, ComposeService> };
      for (const [name, service] of Object.entries(services)) this.services[name] = { ...this.services[name], ...service };
    }
  }

  /** `podman-compose -p PROJECT -f … <args>`, output to the log. */
  compose(args: string[]): Promise<void> {
    const files = this.files.flatMap((file) => ['-f', join(this.root, file)]);
    return streamed('podman-compose', ['-p', this.project, ...files, ...args], (line) => this.log(line), this.env);
  }

  /** Names of the running or stopped containers of `service` (one per replica). */
  async containers(service: string): Promise<string[]> {
    const out = await podman(['ps', '-a', '--format', '{{.Names}}', '--filter', `label=io.podman.compose.project=${this.project}`, '--filter', `label=com.docker.compose.service=${service}`]);
    return out.split('\n').filter(Boolean).sort();
  }

  /** Start order: each layer depends only on earlier ones. */
  layers(): string[][] {
    const placed = new Set<string>();
    const layers: string[][] = [];
    while (placed.size < Object.keys(this.services).length) {
      const layer = Object.keys(this.services).filter(
        (name) => !placed.has(name) && Object.keys(this.services[name].depends_on ?? {}).every((dep) => placed.has(dep)),
      );
      if (layer.length === 0) throw new Error('depends_on has a cycle');
      layer.forEach((name) => placed.add(name));
      layers.push(layer);
    }
    return layers;
  }

  /**
   * Brings up `services` (default: all): creates their containers in one podman-compose call, then
   * starts them layer by layer (one container at a time), each layer ready before the next starts.
   * (podman-compose 1.0 ignores --no-deps: an `up` per layer ran every earlier layer's containers
   * again, each refused as already there after about 2 s, so the layers cost quadratic time;
   * existing containers are likewise refused here, once, and kept.)
   */
  async up(services: string[] = Object.keys(this.services), timeoutMs = 300_000): Promise<void> {
    await this.compose(['up', '--no-build', '--no-start', ...services]);
    for (const layer of this.layers()) {
      const wanted = layer.filter((name) => services.includes(name));
      if (wanted.length === 0) continue;
      // one at a time, as podman-compose does: started together by one `podman start`, a container
      // sometimes could not reach its peers by name for its first seconds (netavark and aardvark-dns)
      for (const container of (await Promise.all(wanted.map((name) => this.containers(name)))).flat()) await podman(['start', container]);
      await this.ready(wanted, timeoutMs);
    }
  }

  /**
   * Waits until every container of `services` is ready: its healthcheck passes (services with
   * one), it exited 0 (one-shot jobs, restart "no"), or it runs.
   */
  async ready(services: string[], timeoutMs = 300_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (const service of services) {
      const spec = this.services[service];
      for (const container of await this.containers(service)) {
        for (;;) {
          const state = await this.state(container, spec);
          if (state === 'ready') break;
          if (state === 'failed') throw new Error(`${container} failed:\n${await this.tail(container)}`);
          if (Date.now() > deadline) throw new Error(`${container} not ready within ${timeoutMs / 1000} s (${state}):\n${await this.tail(container)}`);
          await new Promise((resolve) => setTimeout(resolve, 2000));
        }
        this.log(`ready: ${container}`);
      }
    }
  }

  private async state(container: string, spec: ComposeService): Promise<'ready' | 'waiting' | 'failed'> {
    const [status, exitCode] = (await podman(['inspect', container, '--format', '{{.State.Status}} {{.State.ExitCode}}'])).trim().split(' ');
    if (spec.restart === 'no') {
      if (status !== 'exited') return 'waiting';
      return exitCode === '0' ? 'ready' : 'failed';
    }
    if (status !== 'running') return 'waiting';
    if (!spec.healthcheck?.test || spec.healthcheck.disable) return 'ready';
    try {
      await podman(['healthcheck', 'run', container], { timeoutMs: 30_000 });
      return 'ready';
    } catch {
      return 'waiting';
    }
  }

  /** The last lines a container printed. */
  async tail(container: string, lines = 30): Promise<string> {
    try {
      const { stdout, stderr } = await run('podman', ['logs', '--tail', String(lines), container], { maxBuffer: 16 * 1024 * 1024 });
      return `${stdout}${stderr}`;
    } catch (error) {
      return String(error);
    }
  }

  /** Runs a command in a container; resolves its stdout. */
  exec(container: string, command: string[]): Promise<string> {
    return podman(['exec', container, ...command]);
  }
}
