/**
 * The guard on the customer pages' weight: each wizard step's JavaScript that runs before the
 * visitor's first interaction (build/page-scripts.ts, from the build's manifest and the step's
 * pre-rendered page, as a first-time visitor gets it, with the page's inline capture script) stays within its budget in gzip bytes and holds
 * no admin code; so does the app the step starts (at the first interaction or at load), which a
 * returning visitor runs at load and which the first interaction waits for.
 *
 * It builds the SPA as it ships (production mode) into a temporary folder, so `npm test` needs no
 * build of its own; SKIP_BUILD=1 measures the existing frontend/dist instead (as the browser tests do).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_PATHS } from '@cabinetry/shared/contracts/api/customer-paths';
import { API_PATHS } from '@cabinetry/shared/contracts/api/paths';
import { pageScripts, scriptsBeforeInteraction, type Manifest, type StartMode } from './page-scripts';
import { PER_REQUEST_PAGES, serverDirOf, type PerRequestPage } from './prerender';

/**
 * KB (1,024 bytes) of gzip, per step, in English: the JavaScript it may run before the visitor's
 * first interaction. The goal is 100 on every step. Every step runs only boot.ts (4.4 on 2026-11-26)
 * until the visitor interacts: step 2 since the gateway renders it with its catalogue per request
 * (131.1 before), step 5 since it renders it with its booking window and first free days the same
 * way (163.3 before, when it started its app at load: React, react-router and SWR 87, luxon 23,
 * i18next 19, messages 5, its own code).
 */
const BUDGET_KB: Record<string, number> = {
  '/onboarding/step1': 8,
  '/onboarding/step2': 8,
  '/onboarding/step3': 8,
  '/onboarding/step4': 8,
  '/onboarding/step5': 8,
  // the thank-you page (pre-rendered since issue 22 item 7): boot.ts until the first interaction
  '/onboarding/complete': 8,
};

/**
 * KB of gzip, per step, in English: the app it starts (main.tsx, the step's chunk and the English
 * messages, boot.ts's aside); what it weighs now and a little room: the thank-you page's (no chunk
 * of its own) measured 120.6 on 2026-11-26, step 5's 159.1 (what it ran at load before, boot.ts aside).
 * The thank-you page's went to 123.1 on 2026-11-29: the typed client's paths module names every
 * route, the back office's new ones too (board, reports, WhatsApp); giving the customer pages only
 * their own paths is issue 36's open work, and brings it back under 123. Each app took on the replay
 * of early input (lib/earlyInput.ts, about 1 KB) on 2026-11-29, when its capture moved from boot.ts
 * into the pages' inline script (issue 37 item 1): the thank-you page's measured 124.2. Since
 * 2026-11-29 the customer pages name only the customer routes' paths (issue 36 item 2,
 * @cabinetry/shared/contracts/api/customer-paths): every app lost 1.1 KB, the thank-you page's
 * measured 123.2.
 */
const APP_BUDGET_KB: Record<string, number> = {
  '/onboarding/step1': 153,
  '/onboarding/step2': 140,
  '/onboarding/step3': 142,
  '/onboarding/step4': 162,
  '/onboarding/step5': 170,
  '/onboarding/complete': 124,
};

/** KB of gzip a page in French or Arabic may run beyond the same page in English (its messages are longer): docs/product.md §11. */
const OTHER_LOCALE_EXTRA_KB = 8;

const frontend = fileURLToPath(new URL('..', import.meta.url));
const reuse = process.env.SKIP_BUILD === '1' && existsSync(join(frontend, 'dist/.vite/manifest.json'));
let dist: string;

beforeAll(() => {
  if (reuse) {
    dist = join(frontend, 'dist');
    return;
  }
  dist = mkdtempSync(join(tmpdir(), 'js-budget-'));
  // production mode, as it ships (vitest's NODE_ENV 'test' would give React's development build)
  execFileSync(process.execPath, [join(frontend, '../node_modules/vite/bin/vite.js'), 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: frontend,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'pipe',
  });
}, 300_000);
afterAll(() => {
  if (reuse || !dist) return;
  rmSync(dist, { recursive: true, force: true });
  rmSync(serverDirOf(dist), { recursive: true, force: true });
});

const manifest = () => JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
const gzipKb = (files: string[]) => files.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length, 0) / 1024;

/** The HTML of the page at `path` as it is served: its per-request template when the gateway renders it (the build made it so), else the pre-rendered page. */
function documentOf(path: string): string {
  const server = serverDirOf(dist);
  const perRequest = (JSON.parse(readFileSync(join(server, PER_REQUEST_PAGES), 'utf8')) as PerRequestPage[]).find((page) => page.url === path);
  return readFileSync(perRequest ? join(server, perRequest.template) : join(dist, path, 'index.html'), 'utf8');
}

/** How the page at `path` starts the app as it is served (its #root's data-start). */
function startOf(path: string): StartMode {
  const start = /<div id="root" data-start="(load|intent)"/.exec(documentOf(path))?.[1];
  if (!start) throw new Error(`${path} is not a pre-rendered page`);
  return start as StartMode;
}

/** The inline scripts of the page at `path` (their text): the capture of early input. */
const inlineScripts = (path: string) => [...documentOf(path).matchAll(/<script>([^]*?)<\/script>/g)].map(([, text]) => text);

/** Files of the admin area (its source under src/admin, or its root) among `files`. */
function adminFiles(m: Manifest, files: string[]): string[] {
  const admin = new Set(Object.values(m).filter((c) => c.src && /^src\/(admin\/|AdminRoot)/.test(c.src)).map((c) => c.file));
  return files.filter((f) => admin.has(f));
}

/** What the page at `path` runs before the first interaction (its inline scripts counted) and the app it starts, in KB of gzip (admin files listed). */
function weigh(path: string) {
  const m = manifest();
  const before = scriptsBeforeInteraction(m, path, startOf(path));
  const { app } = pageScripts(m, path);
  const inlineKb = inlineScripts(path).reduce((sum, text) => sum + gzipSync(text, { level: 9 }).length, 0) / 1024;
  return { before, app, beforeKb: gzipKb(before) + inlineKb, appKb: gzipKb(app), admin: adminFiles(m, [...before, ...app]) };
}

/** The paths of the routes a customer page may not call (staff, internal, third parties'), as a minifier quotes them. */
const customerPathSet = new Set<string>(Object.values(CUSTOMER_PATHS).map((route) => route.path));
const otherPaths = [...new Set(Object.values(API_PATHS).map((route) => route.path))].filter((path) => !customerPathSet.has(path));
const quoted = (path: string) => ['"', "'", '`'].map((q) => `${q}${path}${q}`);

describe('JavaScript of each wizard step before the first interaction', () => {
  it('names no route but the customer ones: no back-office path in any customer page or its app', () => {
    for (const path of Object.keys(BUDGET_KB)) {
      const { before, app } = weigh(path);
      const text = [...new Set([...before, ...app])].map((file) => readFileSync(join(dist, file), 'utf8')).join('\n');
      expect(otherPaths.filter((other) => quoted(other).some((q) => text.includes(q))), path).toEqual([]);
    }
  });

  it('inlines one script, the capture of early input, under 1 KB (it is in every page)', () => {
    for (const path of Object.keys(BUDGET_KB)) {
      const inline = inlineScripts(path);
      expect(inline, path).toHaveLength(1);
      expect(Buffer.byteLength(inline[0]), path).toBeLessThanOrEqual(1024);
    }
  });

  for (const [path, budget] of Object.entries(BUDGET_KB)) {
    it(`${path}: within ${budget} KB gzip, its app within ${APP_BUDGET_KB[path]}, no admin code`, () => {
      const { before, app, beforeKb, appKb, admin } = weigh(path);
      expect(beforeKb, `${path} runs ${beforeKb.toFixed(1)} KB gzip before the first interaction: ${before.join(', ')}`).toBeLessThanOrEqual(budget);
      expect(appKb, `${path} starts an app of ${appKb.toFixed(1)} KB gzip: ${app.join(', ')}`).toBeLessThanOrEqual(APP_BUDGET_KB[path]);
      expect(admin).toEqual([]);
    });
    for (const locale of ['fr', 'ar']) {
      it(`/${locale}${path}: at most ${OTHER_LOCALE_EXTRA_KB} KB gzip more than in English, before the interaction and in its app`, () => {
        const english = weigh(path);
        const other = weigh(`/${locale}${path}`);
        expect(other.beforeKb - english.beforeKb, `/${locale}${path} runs ${other.beforeKb.toFixed(1)} KB, English ${english.beforeKb.toFixed(1)}`).toBeLessThanOrEqual(OTHER_LOCALE_EXTRA_KB);
        expect(other.appKb - english.appKb, `/${locale}${path} starts ${other.appKb.toFixed(1)} KB, English ${english.appKb.toFixed(1)}`).toBeLessThanOrEqual(OTHER_LOCALE_EXTRA_KB);
        expect(other.admin).toEqual([]);
      });
    }
  }
});
