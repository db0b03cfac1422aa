/**
 * Builds the SPA once before the browser tests (they start systems with build: false), as it ships:
 * a production build (under vitest NODE_ENV is 'test', which would give React's development build).
 * SKIP_BUILD=1 reuses an existing frontend/dist.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export default function setup(): void {
  const root = join(import.meta.dirname, '../..');
  if (process.env.SKIP_BUILD === '1' && existsSync(join(root, 'frontend/dist/index.html'))) return;
  execFileSync('npm', ['run', 'build', '-w', 'frontend'], { cwd: root, stdio: 'ignore', env: { ...process.env, NODE_ENV: 'production' } });
}
