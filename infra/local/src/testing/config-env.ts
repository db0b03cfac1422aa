/**
 * Which environment variables a service's src/config.ts reads, found by running its
 * `loadConfig(env)` over an empty, recording environment: every name it looks up is read, and the
 * ones its ConfigError reports as missing are required.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ConfigError } from '@cabinetry/shared/server/config';
import { repoRoot } from '../paths';

export interface ConfigEnv {
  /** Required: the service does not start without them. */
  required: Set<string>;
  /** Every name read, required or not. */
  all: Set<string>;
}

/** The config file of each process, by the process names of docker-compose.yml and the runner. */
export const CONFIG_FILES: Record<string, string> = {
  identity: 'services/identity/src/config.ts',
  catalogue: 'services/catalogue/src/config.ts',
  onboarding: 'services/onboarding/src/config.ts',
  scheduling: 'services/scheduling/src/config.ts',
  'scheduling-worker': 'services/scheduling/src/config.ts',
  gateway: 'gateway/src/config.ts',
};

/** The variables `configFile` (relative to the repository root) reads; undefined when it does not exist yet. */
export async function configEnv(configFile: string): Promise<ConfigEnv | undefined> {
  const path = join(repoRoot, configFile);
  if (!existsSync(path)) return undefined;
  const { loadConfig } = (await import(pathToFileURL(path).href)) as { loadConfig(env: Record<string, string | undefined>): unknown };
  const all = new Set<string>();
  const recording = new Proxy({} as Record<string, string | undefined>, {
    get: (_target, name) => {
      if (typeof name === 'string') all.add(name);
      return undefined;
    },
  });
  const required = new Set<string>();
  try {
    loadConfig(recording);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    for (const [, name] of err.message.matchAll(/- ([A-Z][A-Z0-9_]*) is missing/g)) required.add(name);
  }
  return { required, all };
}
