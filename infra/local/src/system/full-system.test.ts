/** The real system, as `npm start` runs it: every service comes up healthy and stops without a trace. */
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningSystem } from './start-system';
import { startTestSystem } from './test-system';
import { urlOf } from '@cabinetry/shared/contracts/api/client';

let system: RunningSystem;

let childrenBefore: number;

/** How many child processes this (test) process has, ps itself left out. */
function childCount(): number {
  try {
    const lines = execFileSync('ps', ['-o', 'comm=', '--ppid', String(process.pid)], { encoding: 'utf8' }).split('\n');
    return lines.filter((command) => command.trim() && command.trim() !== 'ps').length;
  } catch {
    return 0; // ps exits 1 when there is none
  }
}

beforeAll(async () => {
  childrenBefore = childCount();
  system = await startTestSystem('full-system-test');
});
afterAll(() => system?.stop());

it('serves /health and the seeded demo catalogue through the gateway', async () => {
  expect((await fetch(`${system.url}/health`)).status).toBe(200);
  const styles = (await (await fetch(`${system.url}${urlOf('listPublicStyles')}?activeOnly=true`)).json()) as unknown[];
  expect(styles.length).toBeGreaterThanOrEqual(6);
});

it('stops every process it started', async () => {
  const pids = system.pids();
  expect(pids).toHaveLength(6);
  await system.stop();
  for (const pid of pids) expect(() => process.kill(pid, 0)).toThrow();
  expect(childCount()).toBe(childrenBefore);
});
