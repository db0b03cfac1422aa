/**
 * Each Deployment of the overlays runs what docker-compose.yml runs for the service of its name:
 * the same command when compose sets one (the scheduling worker shares the scheduling image, whose
 * CMD is the API), the image's own otherwise. `npm run k8s:play` found the worker's Deployment
 * running the API: its queues were never worked.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { render, stagedDeploy } from './render';

const OVERLAYS = ['trial', 'production'];
const repo = resolve(import.meta.dirname, '../../..');
const staged = stagedDeploy(join(repo, 'deploy'), OVERLAYS);
afterAll(() => staged.cleanup());
const compose = parse(readFileSync(join(repo, 'docker-compose.yml'), 'utf8'), { merge: true }) as { services: Record<string, { command?: string[] }> };

describe.each(OVERLAYS)('the %s overlay', (overlay) => {
  it("runs each Deployment's container with its compose service's command", async () => {
    const deployments = (await render(join(staged.dir, 'kubernetes/overlays', overlay))).filter((o) => o.kind === 'Deployment');
    const compared = deployments.filter((d) => d.metadata.name in compose.services);
    expect(compared.map((d) => d.metadata.name)).toContain('scheduling-worker');
    for (const deployment of compared) {
      const [container] = (deployment.spec as { template: { spec: { containers: { command?: string[]; args?: string[] }[] } } }).template.spec.containers;
      expect({ name: deployment.metadata.name, command: container.command ?? null, args: container.args ?? null }).toEqual({
        name: deployment.metadata.name,
        command: compose.services[deployment.metadata.name].command ?? null,
        args: null,
      });
    }
  }, 60_000);
});
