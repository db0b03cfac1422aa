/**
 * Which environment variables a service's src/config.ts reads, found by reading its source: calls of
 * required('NAME') / optional('NAME', …) / port('NAME', …) / positive('NAME', …), directly or through the helpers of
 * services/shared/src/server/config.ts that it calls (e.g. storageConfig()).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../paths';

export interface ConfigEnv {
  /** Read with required(): the service does not start without them. */
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

const SHARED_CONFIG = 'services/shared/src/server/config.ts';
const CALL = /\b(required|optional|port|positive)\(\s*'([A-Z][A-Z0-9_]*)'/g;

function namesIn(source: string): ConfigEnv {
  const env: ConfigEnv = { required: new Set(), all: new Set() };
  for (const [, helper, name] of source.matchAll(CALL)) {
    env.all.add(name);
    if (helper === 'required') env.required.add(name);
  }
  return env;
}

/** Names read by each exported helper function of the shared config module. */
function sharedHelpers(): Map<string, ConfigEnv> {
  const path = join(repoRoot, SHARED_CONFIG);
  const helpers = new Map<string, ConfigEnv>();
  if (!existsSync(path)) return helpers;
  const chunks = readFileSync(path, 'utf8').split(/^export function /m).slice(1);
  for (const chunk of chunks) {
    const name = /^(\w+)/.exec(chunk)?.[1];
    if (name) helpers.set(name, namesIn(chunk));
  }
  return helpers;
}

/** The variables `configFile` (relative to the repository root) reads; undefined when it does not exist yet. */
export function configEnv(configFile: string): ConfigEnv | undefined {
  const path = join(repoRoot, configFile);
  if (!existsSync(path)) return undefined;
  const source = readFileSync(path, 'utf8');
  const env = namesIn(source);
  for (const [helper, names] of sharedHelpers()) {
    if (!new RegExp(`\\b${helper}\\(`).test(source)) continue;
    names.all.forEach((name) => env.all.add(name));
    names.required.forEach((name) => env.required.add(name));
  }
  return env;
}
