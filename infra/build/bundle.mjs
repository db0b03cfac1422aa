#!/usr/bin/env node
/**
 * Compiles one backend workspace to JavaScript: `node ../../infra/build/bundle.mjs src/main.ts [src/worker.ts]`
 * run from the workspace folder (its `npm run build`). Type-checks the entries and what they import
 * first (`tsc --noEmit` with the workspace's tsconfig.json), then bundles each entry with esbuild into dist/<name>.js (ES module, Node 20+,
 * source maps): @cabinetry/* workspace code is bundled in, every other package stays an import of
 * node_modules. Exits non-zero on a type error or a bundling error. SKIP_TYPECHECK=1 bundles without
 * the type check (the compose smoke run's images: CI has type-checked the repository just before).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire, isBuiltin } from 'node:module';
import { basename, dirname, extname, join, relative, resolve, sep } from 'node:path';
import { build } from 'esbuild';

const entries = process.argv.slice(2);
if (entries.length === 0) {
  console.error('usage: bundle.mjs <entry.ts>... (run from the workspace folder)');
  process.exit(2);
}

/** Type-checks the entries and everything they import (tests excluded), with the workspace's settings. */
function typeCheck() {
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  // inside the workspace (dist/, rebuilt below), so that type roots resolve as for the workspace itself
  mkdirSync('dist', { recursive: true });
  const project = join('dist', 'tsconfig.check.json');
  writeFileSync(project, JSON.stringify({ extends: resolve('tsconfig.json'), include: [], files: entries.map((entry) => resolve(entry)) }));
  try {
    execFileSync(process.execPath, [tsc, '--noEmit', '-p', project], { stdio: 'inherit' });
  } catch {
    console.error(`${process.cwd()}: type errors, nothing built`);
    process.exit(1);
  }
}

if (process.env.SKIP_TYPECHECK !== '1') typeCheck();

/** The folder Node loads package `name` from when imported by a file in `dir`, or undefined. */
function packageDir(name, dir) {
  for (let current = dir; ; current = dirname(current)) {
    const candidate = join(current, 'node_modules', name);
    if (existsSync(candidate)) return realpathSync(candidate);
    if (dirname(current) === current) return undefined;
  }
}

/**
 * A deep import (`googleapis/build/src/apis/calendar`) of a package without an "exports" map names a
 * folder or omits the extension, which Node's ES module loader refuses: name the file instead.
 */
function fileSubpath(name, dir, path, resolveDir) {
  const { exports } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  if (exports) return path;
  const file = createRequire(join(resolveDir, 'noop.js')).resolve(path);
  return `${name}/${relative(dir, realpathSync(file)).split(sep).join('/')}`;
}

/**
 * Packages stay imports of node_modules when dist/ finds the same copy the importing source does;
 * our own workspaces (@cabinetry/*), and packages only they can see (a version nested in
 * services/shared/node_modules), are compiled in.
 */
const externalPackages = {
  name: 'external-packages',
  setup(esbuild) {
    const dist = resolve('dist');
    esbuild.onResolve({ filter: /^[^./]/ }, ({ path, resolveDir }) => {
      if (path.startsWith('@cabinetry/')) return undefined;
      if (path.startsWith('node:') || isBuiltin(path)) return { external: true };
      const name = path.split('/').slice(0, path.startsWith('@') ? 2 : 1).join('/');
      const dir = packageDir(name, resolveDir);
      if (dir !== packageDir(name, dist)) return undefined;
      return { external: true, path: path === name ? path : fileSubpath(name, dir, path, resolveDir) };
    });
  },
};

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: Object.fromEntries(entries.map((entry) => [basename(entry, extname(entry)), entry])),
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // CommonJS packages compiled in (see above) require() their own dependencies
  banner: { js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);" },
  logLevel: 'warning',
  plugins: [externalPackages],
});
console.log(`${process.cwd()}: built ${entries.map((entry) => `dist/${basename(entry, extname(entry))}.js`).join(', ')}`);
