/**
 * The Kubernetes overlays start every service with what its config.ts requires (the same recording
 * of `loadConfig` that checks docker-compose.yml): each variable the service cannot start without is
 * in its container's `env` or in a ConfigMap it takes whole (`envFrom`). Optional ones keep their
 * defaults (documented in .env.example).
 */
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CONFIG_FILES, configEnv } from '@cabinetry/local/testing/config-env';
import type { K8sObject } from './policy';
import { render, stagedDeploy } from './render';

const OVERLAYS = ['trial', 'production'];
const staged = stagedDeploy(resolve(import.meta.dirname, '../../../deploy'), OVERLAYS);
afterAll(() => staged.cleanup());

interface Container {
  env?: { name: string }[];
  envFrom?: { configMapRef?: { name: string } }[];
}

/** The variable names `deployment`'s containers are started with. */
function envOf(deployment: K8sObject, objects: K8sObject[]): Set<string> {
  const configMaps = new Map(objects.filter((o) => o.kind === 'ConfigMap').map((o) => [o.metadata.name, Object.keys((o.data as object | undefined) ?? {})]));
  const containers = (deployment.spec as { template: { spec: { containers: Container[] } } }).template.spec.containers;
  const names = new Set<string>();
  for (const container of containers) {
    for (const { name } of container.env ?? []) names.add(name);
    for (const { configMapRef } of container.envFrom ?? []) for (const key of configMapRef ? (configMaps.get(configMapRef.name) ?? []) : []) names.add(key);
  }
  return names;
}

describe.each(OVERLAYS)('the %s overlay', (overlay) => {
  it.each(Object.keys(CONFIG_FILES))('starts %s with every variable it requires', async (workload) => {
    const objects = await render(join(staged.dir, 'kubernetes/overlays', overlay));
    const deployment = objects.find((o) => o.kind === 'Deployment' && o.metadata.name === workload);
    expect(deployment, workload).toBeDefined();
    const { required } = (await configEnv(CONFIG_FILES[workload]))!;
    expect(required.size).toBeGreaterThan(0);
    const env = envOf(deployment!, objects);
    expect([...required].filter((name) => !env.has(name))).toEqual([]);
  }, 60_000);
});
