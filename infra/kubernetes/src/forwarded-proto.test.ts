/**
 * The frontend's nginx behind a Kubernetes Ingress that ends TLS (REAL_IP_FROM names the Ingress'
 * network): it passes the Ingress' X-Forwarded-Proto to the gateway (so the services see HTTPS:
 * HSTS, the `__Host-` cookie only) and sends HSTS itself; a visitor's own header counts for nothing.
 * And the pages it serves name PUBLIC_URL's origin in their canonical and hreflang links, and
 * SHOWROOM_TIME_ZONE on <html>.
 * Runs the real nginx with frontend/nginx/*.conf and the include files the image's entrypoint
 * (infra/docker/frontend-entrypoint.sh) writes, with their paths moved into a temporary folder, in
 * front of a stand-in gateway that answers with the X-Forwarded-Proto it received.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort, nginxBinary as findNginx } from '@cabinetry/local/providers';
import { urlOf } from '@cabinetry/shared/contracts/api/client';

const repo = resolve(import.meta.dirname, '../../..');
const nginxBinary = findNginx();

let dir: string;
let gateway: Server;
const started: ChildProcess[] = [];

/** Starts nginx as the image would with `env` (REAL_IP_FROM, PUBLIC_URL) and the site's `pages` (path → HTML); resolves its base URL. */
async function startNginx(name: string, env: Record<string, string>, pages: Record<string, string> = {}): Promise<string> {
  const root = join(dir, name);
  const run = join(root, 'run');
  mkdirSync(join(root, 'cabinetry'), { recursive: true });
  mkdirSync(run, { recursive: true });
  for (const [path, html] of Object.entries({ 'index.html': '<!doctype html><title>app</title>', ...pages })) {
    mkdirSync(join(root, 'html', path, '..'), { recursive: true });
    writeFileSync(join(root, 'html', path), html);
  }
  const port = await freePort();
  const { port: gatewayPort } = gateway.address() as { port: number };
  const move = (text: string) =>
    text
      .replaceAll('/tmp/', `${run}/`)
      .replaceAll('/etc/nginx/cabinetry/', `${root}/cabinetry/`)
      .replaceAll('/usr/share/nginx/html', join(root, 'html'))
      // the test runner's output is no device nginx can open
      .replaceAll('/dev/stderr', 'stderr')
      .replaceAll('/dev/stdout', join(run, 'access.log'))
      .replace('listen 8080;', `listen 127.0.0.1:${port};`);
  for (const file of readdirSync(join(repo, 'frontend/nginx'))) {
    writeFileSync(join(root, 'cabinetry', file), move(readFileSync(join(repo, 'frontend/nginx', file), 'utf8')));
  }
  // the entrypoint, its paths moved, with an `nginx` on PATH that only says the configuration is chosen
  const bin = join(root, 'bin');
  mkdirSync(bin);
  writeFileSync(join(bin, 'nginx'), '#!/bin/sh\nexit 0\n');
  chmodSync(join(bin, 'nginx'), 0o755);
  const entrypoint = join(root, 'entrypoint.sh');
  writeFileSync(entrypoint, move(readFileSync(join(repo, 'infra/docker/frontend-entrypoint.sh'), 'utf8')));
  execFileSync('sh', [entrypoint], { env: { PATH: `${bin}:${process.env.PATH}`, HTTPS: 'false', GATEWAY_HOST: '127.0.0.1', ...env } });
  // the gateway's port (the entrypoint names port 8080)
  const gatewayConf = join(run, 'nginx-gateway.conf');
  writeFileSync(gatewayConf, readFileSync(gatewayConf, 'utf8').replace(':8080', `:${gatewayPort}`));
  copyFileSync(join(root, 'cabinetry/nginx.conf'), join(root, 'nginx.conf'));
  const child = spawn(nginxBinary!, ['-e', 'stderr', '-p', root, '-c', join(root, 'nginx.conf'), '-g', `daemon off; error_log stderr;`], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  started.push(child);
  await vi.waitFor(
    async () => {
      if (!(await fetch(`http://127.0.0.1:${port}/nginx-health`).then((res) => res.status === 204, () => false))) throw new Error(`nginx did not start: ${stderr}`);
    },
    { timeout: 10_000, interval: 100 },
  );
  return `http://127.0.0.1:${port}`;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'forwarded-proto-'));
  // nginx's workers (user nobody when the tests run as root) read the site's files
  chmodSync(dir, 0o755);
  gateway = createServer((req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ proto: req.headers['x-forwarded-proto'] })));
  await new Promise<void>((resolveListen) => gateway.listen(0, '127.0.0.1', resolveListen));
});

afterAll(async () => {
  for (const child of started) child.kill();
  await new Promise((resolveClose) => gateway?.close(resolveClose));
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** What the gateway was told, and the HSTS header the answer carried, for a request with `headers`. */
async function through(base: string, path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${path}`, { headers });
  // eslint-disable-next-line no-restricted-syntax -- the gateway's API prefix, not a route: every /api answer is JSON
  const body = path.startsWith('/api/') ? ((await res.json()) as { proto?: string }) : (await res.text(), {});
  return { proto: body.proto, hsts: res.headers.get('strict-transport-security') };
}

describe.skipIf(!nginxBinary)('X-Forwarded-Proto through the frontend nginx', () => {
  it("behind a trusted Ingress: passes its https on to the gateway and sends HSTS, on the API and the app's pages", async () => {
    const base = await startNginx('trusted', { REAL_IP_FROM: '127.0.0.0/8' });
    expect(await through(base, urlOf('listPublicStyles'), { 'x-forwarded-proto': 'https' })).toEqual({ proto: 'https', hsts: 'max-age=31536000; includeSubDomains' });
    expect((await through(base, '/', { 'x-forwarded-proto': 'https' })).hsts).toBe('max-age=31536000; includeSubDomains');
    expect(await through(base, urlOf('listPublicStyles'), { 'x-forwarded-proto': 'http' })).toEqual({ proto: 'http', hsts: null });
    expect(await through(base, urlOf('listPublicStyles'))).toEqual({ proto: 'http', hsts: null });
  });

  it("ignores the header from anyone else: a visitor's https fakes nothing", async () => {
    const base = await startNginx('untrusted', { REAL_IP_FROM: '10.0.0.0/8' });
    expect(await through(base, urlOf('listPublicStyles'), { 'x-forwarded-proto': 'https' })).toEqual({ proto: 'http', hsts: null });
    expect((await through(base, '/', { 'x-forwarded-proto': 'https' })).hsts).toBeNull();
    const none = await startNginx('no-proxy', {});
    expect(await through(none, urlOf('listPublicStyles'), { 'x-forwarded-proto': 'https' })).toEqual({ proto: 'http', hsts: null });
  });
});

describe.skipIf(!nginxBinary)("the pages' run-time values through the frontend nginx", () => {
  // as the build writes them (frontend/build/prerender.ts), and a link that is no page address
  const page =
    '<!doctype html><html lang="fr" data-showroom-time-zone=""><title>Étape 1</title><link rel="canonical" href="/fr/onboarding/step1"><link rel="alternate" href="/onboarding/step1" hreflang="en"><link rel="alternate" href="/fr/onboarding/step1" hreflang="fr"><link rel="alternate" href="/onboarding/step1" hreflang="x-default"><link rel="modulepreload" href="/assets/boot.js">';
  const linksOf = async (base: string) => {
    const html = await (await fetch(`${base}/fr/onboarding/step1`)).text();
    return [...html.matchAll(/<link rel="([a-z]+)" href="([^"]*)"/g)].map(([, rel, href]) => `${rel} ${href}`);
  };
  const zoneOf = async (base: string) => /data-showroom-time-zone="([^"]*)"/.exec(await (await fetch(`${base}/fr/onboarding/step1`)).text())?.[1];

  it("name PUBLIC_URL's origin in the links (its path dropped; the page's own files stay relative) and SHOWROOM_TIME_ZONE", async () => {
    const base = await startNginx('public-url', { PUBLIC_URL: 'https://cabinets.example.com/shop', SHOWROOM_TIME_ZONE: 'Europe/Paris' }, { 'fr/onboarding/step1/index.html': page });
    expect(await zoneOf(base)).toBe('Europe/Paris');
    expect(await linksOf(base)).toEqual([
      'canonical https://cabinets.example.com/fr/onboarding/step1',
      'alternate https://cabinets.example.com/onboarding/step1',
      'alternate https://cabinets.example.com/fr/onboarding/step1',
      'alternate https://cabinets.example.com/onboarding/step1',
      'modulepreload /assets/boot.js',
    ]);
  });

  it('keep the links relative without PUBLIC_URL, and name the default zone without SHOWROOM_TIME_ZONE', async () => {
    const base = await startNginx('no-public-url', {}, { 'fr/onboarding/step1/index.html': page });
    expect(await zoneOf(base)).toBe('Asia/Beirut');
    expect(await linksOf(base)).toEqual(['canonical /fr/onboarding/step1', 'alternate /onboarding/step1', 'alternate /fr/onboarding/step1', 'alternate /onboarding/step1', 'modulepreload /assets/boot.js']);
  });

  it('refuse to start with a value that could break out of the configuration', async () => {
    await expect(startNginx('bad-public-url', { PUBLIC_URL: 'https://x.example"; return 302 https://evil' })).rejects.toThrow(/PUBLIC_URL must be an http or https URL/);
    await expect(startNginx('bad-zone', { SHOWROOM_TIME_ZONE: 'Asia/Beirut"; return 302 https://evil' })).rejects.toThrow(/SHOWROOM_TIME_ZONE must be an IANA time zone/);
  });
});
