/**
 * Prints the JavaScript a customer downloads for /onboarding/step1, file by file, raw and
 * gzip-compressed (zlib level 9), with totals: first when the page has loaded (network idle), then
 * after the customer focuses the first field (step 1 loads its validator, ajv, on first focus).
 * It builds the SPA into a temporary directory (or measures `--dist DIR`), serves it from a
 * throwaway static server (API calls answer 404: only code is measured) and records every script
 * Chromium fetches.
 *
 *   npx tsx infra/e2e/scripts/bundle-size.ts [--dist frontend/dist]
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const frontend = fileURLToPath(new URL('../../../frontend', import.meta.url));
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html', '.svg': 'image/svg+xml' };

/** Serves `dist` with the SPA fallback to index.html; /api/* answers 404. */
function serveDist(dist: string): Promise<Server> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    if (path.startsWith('/api/')) {
      res.writeHead(404).end();
      return;
    }
    const file = extname(path) ? join(dist, path) : join(dist, 'index.html');
    readFile(file).then(
      (body) => res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body),
      () => res.writeHead(404).end(),
    );
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`.padStart(10);

interface Script {
  name: string;
  raw: number;
  gzip: number;
}

function print(title: string, scripts: Script[]) {
  const sorted = [...scripts].sort((a, b) => b.gzip - a.gzip);
  console.log(`\n${title} (${scripts.length} files)`);
  console.log(`${'raw'.padStart(10)}${'gzip'.padStart(10)}  file`);
  for (const s of sorted) console.log(`${kb(s.raw)}${kb(s.gzip)}  ${s.name}`);
  const total = (key: 'raw' | 'gzip') => scripts.reduce((sum, s) => sum + s[key], 0);
  console.log(`${kb(total('raw'))}${kb(total('gzip'))}  TOTAL`);
}

async function main() {
  const given = process.argv.indexOf('--dist');
  const temp = given < 0 ? mkdtempSync(join(tmpdir(), 'bundle-size-')) : undefined;
  const dist = temp ?? resolve(process.argv[given + 1]);
  if (temp) execFileSync('npx', ['vite', 'build', '--outDir', temp, '--logLevel', 'error'], { cwd: frontend, stdio: 'inherit' });
  const server = await serveDist(dist);
  const { port } = server.address() as AddressInfo;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    const scripts: Script[] = [];
    const pending: Promise<void>[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() !== 'script') return;
      pending.push(
        res.body().then((body) => {
          scripts.push({ name: new URL(res.url()).pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
        }),
      );
    });
    await page.goto(`http://127.0.0.1:${port}/onboarding/step1`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Design Your Perfect Space' }).waitFor();
    await Promise.all(pending);
    print('JavaScript downloaded to show /onboarding/step1', scripts);
    const loaded = scripts.length;
    const validator = page.waitForResponse((r) => r.request().resourceType() === 'script', { timeout: 5000 }).catch(() => null);
    await page.getByLabel('First Name').focus();
    await validator;
    await page.waitForTimeout(500);
    await Promise.all(pending);
    print('... plus, on the first focus in the form', scripts.slice(loaded));
    print('Everything step 1 downloads', scripts);
  } finally {
    await browser.close();
    server.close();
    if (temp) rmSync(temp, { recursive: true, force: true });
  }
}

await main();
