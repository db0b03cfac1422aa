/** Managed children stop with their whole process group and never outlive a parent that is killed. */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { spawnManaged } from './managed-child';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The command a process runs now (its /proc comm), or null once it is gone. */
function command(pid: number): string | null {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return null;
  }
}

describe('spawnManaged', () => {
  it('reports output and exit code', async () => {
    const lines: string[] = [];
    const child = spawnManaged({ name: 'echo', command: 'sh', args: ['-c', 'echo hello; echo oops >&2; exit 3'], onLine: (l) => lines.push(l) });
    expect(await child.exited).toEqual({ code: 3, signal: null });
    expect(lines.sort()).toEqual(['hello', 'oops']);
    expect(child.output()).toContain('hello');
    expect(child.running()).toBe(false);
  });

  it('stop() ends the whole process group, escalating to SIGKILL', async () => {
    const child = spawnManaged({
      name: 'stubborn',
      command: 'sh',
      args: ['-c', "trap '' TERM; sleep 30 & echo $!; wait"],
    });
    await expect.poll(() => child.output(), { timeout: 5_000, interval: 50 }).not.toBe('');
    const grandchild = Number(child.output().trim());
    expect(alive(grandchild)).toBe(true);
    const started = Date.now();
    expect(await child.stop(300)).toMatchObject({ signal: 'SIGKILL' });
    expect(Date.now() - started).toBeLessThan(3000);
    await expect.poll(() => alive(grandchild), { timeout: 5_000, interval: 50 }).toBe(false);
  });

  it('children exit when their parent is SIGKILLed', async () => {
    const moduleUrl = new URL('./managed-child.ts', import.meta.url).href;
    const script = `
      import { spawnManaged } from ${JSON.stringify(moduleUrl)};
      const child = spawnManaged({ name: 'sleeper', command: 'sleep', args: ['30'] });
      console.log(child.pid);
      setInterval(() => {}, 1000);`;
    const parent = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: fileURLToPath(new URL('../../../..', import.meta.url)),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const [data] = (await once(parent.stdout, 'data')) as [Buffer];
    const sleeper = Number(data.toString().trim());
    // the parent-death signal is set just before the command starts (setpriv, then exec): a parent
    // killed earlier than that, under load, would leave nothing to signal the child
    await expect.poll(() => command(sleeper), { timeout: 10_000, interval: 20 }).toBe('sleep');
    parent.kill('SIGKILL');
    await expect.poll(() => alive(sleeper), { timeout: 5_000, interval: 50 }).toBe(false);
  });
});
