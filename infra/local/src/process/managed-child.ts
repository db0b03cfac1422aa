/**
 * Child processes that cannot outlive their parent.
 *
 * Each child runs in its own process group (so stop() also reaches its descendants) and, where
 * util-linux `setpriv` exists, with a parent-death signal, so even a SIGKILLed parent leaves no
 * orphan (setpriv sets it just before starting the command: a parent killed in the milliseconds
 * before that leaves the child running). A last-resort exit hook SIGKILLs every group still running when this process exits.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { findExecutable } from './find-executable';

export interface ChildExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ChildOptions {
  /** Short name used in messages. */
  name: string;
  command: string;
  args: string[];
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Receives every line the child prints; lines are also kept for error messages (see output()). */
  onLine?: (line: string, stream: 'stdout' | 'stderr') => void;
}

export interface ManagedChild {
  readonly name: string;
  readonly pid: number;
  /** Settles when the process has exited, for whatever reason. */
  readonly exited: Promise<ChildExit>;
  running(): boolean;
  /** The last lines the child printed (stdout and stderr interleaved). */
  output(): string;
  /** SIGTERM to the whole process group, SIGKILL after graceMs; resolves once it has exited. */
  stop(graceMs?: number): Promise<ChildExit>;
}

const TAIL_LINES = 60;
const live = new Set<number>();
let exitHookInstalled = false;

function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // the group is already gone
  }
}

function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const pid of live) killGroup(pid, 'SIGKILL');
  });
}

const setpriv = process.platform === 'linux' ? findExecutable('setpriv') : undefined;

/** Starts a child in its own process group, tied to this process's life. */
export function spawnManaged(options: ChildOptions): ManagedChild {
  installExitHook();
  const [command, args] = setpriv
    ? [setpriv, ['--pdeathsig', 'SIGTERM', '--', options.command, ...options.args]]
    : [options.command, options.args];
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tail: string[] = [];
  const record = (stream: 'stdout' | 'stderr') => (line: string) => {
    tail.push(line);
    if (tail.length > TAIL_LINES) tail.shift();
    options.onLine?.(line, stream);
  };
  createInterface({ input: child.stdout }).on('line', record('stdout'));
  createInterface({ input: child.stderr }).on('line', record('stderr'));

  let done = false;
  const exited = new Promise<ChildExit>((resolve) => {
    child.on('error', (error) => {
      tail.push(`${options.name}: ${error.message}`);
      done = true;
      resolve({ code: null, signal: null });
    });
    child.on('exit', (code, signal) => {
      done = true;
      if (child.pid) live.delete(child.pid);
      resolve({ code, signal });
    });
  });
  const pid = child.pid ?? -1;
  if (child.pid) live.add(child.pid);

  return {
    name: options.name,
    pid,
    exited,
    running: () => !done,
    output: () => tail.join('\n'),
    async stop(graceMs = 5000) {
      if (!done && pid > 0) {
        killGroup(pid, 'SIGTERM');
        const timer = setTimeout(() => killGroup(pid, 'SIGKILL'), graceMs);
        await exited;
        clearTimeout(timer);
        // descendants that ignored SIGTERM must not survive their leader
        killGroup(pid, 'SIGKILL');
      }
      return exited;
    },
  };
}
