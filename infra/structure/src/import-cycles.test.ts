/**
 * The structure check (issue 36 item 5): no module imports itself through others, type-only imports
 * included (a cycle of types still ties the folders together), in the SPA, the services, the gateway
 * and the infrastructure. dpdm reads every source file, so modules loaded by a Vite glob or `import()`
 * are in the graph too. A new cycle fails here with its path, module by module.
 */
import { resolve } from 'node:path';
import { parseCircular, parseDependencyTree } from 'dpdm';
import { describe, expect, it } from 'vitest';

const repo = resolve(import.meta.dirname, '../../..');
const SOURCES = ['frontend/src/**/*.{ts,tsx}', 'frontend/build/**/*.ts', '{gateway,services/*,infra/*}/src/**/*.{ts,tsx}'];

describe('the import graph', () => {
  it('has no cycle', async () => {
    const tree = await parseDependencyTree(SOURCES, { context: repo, tsconfig: resolve(repo, 'tsconfig.json'), transform: false, skipDynamicImports: false, exclude: /node_modules/ });
    expect(Object.keys(tree).length).toBeGreaterThan(500);
    expect(parseCircular(tree).map((cycle) => cycle.join(' -> '))).toEqual([]);
  }, 180_000);
});
