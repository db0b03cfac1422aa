/**
 * The whole system for one test file: `startTestSystem(name, options)` starts it (start-system.ts)
 * in a fresh temporary data directory named after `name`; when it does not come up, the error carries
 * the services' last 80 lines of output. Its `stop()` also removes the directory.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { requestOf, type CallInput, type ClientRoute } from '@cabinetry/shared/contracts/api/client';
import { startSystem, type RunningSystem, type StartSystemOptions } from './start-system';

/** Starts the system in a new data directory; throws (with the services' output) when it does not come up. */
export async function startTestSystem(name: string, options: Omit<StartSystemOptions, 'dataDir' | 'log'> = {}): Promise<RunningSystem> {
  const dataDir = mkdtempSync(join(tmpdir(), `${name}-`));
  const output: string[] = [];
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  let system: RunningSystem;
  try {
    system = await startSystem({ ...options, dataDir, log: (source, line) => output.push(`${source} | ${line}`) });
  } catch (error) {
    removeData();
    throw new Error(`${(error as Error).message}\n--- service output ---\n${output.slice(-80).join('\n')}`);
  }
  const stop = system.stop;
  return Object.assign(system, {
    stop: async () => {
      await stop();
      removeData();
    },
  });
}

/** POSTs `body` as JSON to `path` of `system` (with the customer's session `cookie`, when given). */
export const postJson = (system: RunningSystem, path: string, body: unknown, cookie?: string) =>
  fetch(`${system.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) });

/** Sends route `name` (the typed client's request, @cabinetry/shared/contracts/api/client) through the system's gateway, with `cookie` when given: the raw Response, for its status. */
export function send<N extends ClientRoute>(system: RunningSystem, name: N, input: CallInput<N>, cookie?: string): Promise<Response> {
  const { url, ...init } = requestOf(name, input, cookie ? { cookie } : {});
  return fetch(`${system.url}${url}`, init);
}

/** The `name=value` of a response's session cookie ('' when it sets none). */
export const cookieOf = (res: Response) => (res.headers.get('set-cookie') ?? '').split(';')[0];
