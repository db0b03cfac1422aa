/** Graceful shutdown of `serveApp` in a real child process: drain in-flight requests, close, exit code. */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const FIXTURE = fileURLToPath(new URL('./serve.fixture.ts', import.meta.url));

interface Running {
  child: ChildProcess;
  port: number;
  /** Resolves when a log line with `msg` has been printed. */
  logged: (msg: string) => Promise<void>;
  exited: Promise<number | null>;
}

let running: Running | null = null;
afterEach(() => running?.child.kill('SIGKILL'));

async function start(env: Record<string, string> = {}): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', FIXTURE], {
    env: { ...process.env, LOG_LEVEL: 'info', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: { msg: string; port?: number }[] = [];
  const waiters: (() => void)[] = [];
  let buffer = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    const parts = buffer.split('\n');
    buffer = parts.pop()!;
    for (const part of parts) if (part.startsWith('{')) lines.push(JSON.parse(part));
    waiters.splice(0).forEach((w) => w());
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const logged = (msg: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => (lines.some((l) => l.msg.includes(msg)) ? resolve() : waiters.push(check));
      void exited.then(() => reject(new Error(`exited before logging '${msg}'`)));
      check();
    });
  await logged('listening');
  running = { child, port: lines.find((l) => l.port)!.port!, logged, exited };
  return running;
}

describe('serveApp shutdown', () => {
  it('lets an in-flight request finish on SIGTERM, refuses new ones, closes and exits 0', async () => {
    const s = await start();
    const slow = fetch(`http://127.0.0.1:${s.port}/slow?ms=1500`);
    await s.logged('slow request started');
    s.child.kill('SIGTERM');
    await s.logged('shutting down');
    await expect(fetch(`http://127.0.0.1:${s.port}/slow?ms=0`)).rejects.toThrow();
    const res = await slow;
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('done');
    await s.logged('closed');
    expect(await s.exited).toBe(0);
  });

  it('exits 1 when closing fails', async () => {
    const s = await start({ FAIL_CLOSE: 'true' });
    s.child.kill('SIGTERM');
    expect(await s.exited).toBe(1);
  });

  it('cuts requests still running at the deadline and exits 1', async () => {
    const s = await start({ SHUTDOWN_DEADLINE_MS: '300' });
    const slow = fetch(`http://127.0.0.1:${s.port}/slow?ms=20000`);
    await s.logged('slow request started');
    s.child.kill('SIGTERM');
    await expect(slow).rejects.toThrow();
    expect(await s.exited).toBe(1);
  });
});
