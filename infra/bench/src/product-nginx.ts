/**
 * The product's own nginx configuration (frontend/nginx: nginx.conf's server with common.conf and
 * app.conf) run by Debian's nginx (`apt-get install nginx-light`) in a temporary prefix directory,
 * with the paths the frontend image's entrypoint writes (/tmp/nginx-*.conf) and installs
 * (/etc/nginx/cabinetry/) pointed at that directory: $gateway is `gatewayUrl`, the site's root
 * `staticDir`. stop() ends it and removes the directory.
 */
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, nginxBinary } from '@cabinetry/local/providers';
import { SHOWROOM_TIME_ZONE } from '@cabinetry/shared/time';

const PRODUCT_CONF = fileURLToPath(new URL('../../../frontend/nginx/', import.meta.url));

export interface ProductNginx {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  stop(): Promise<void>;
}

/** The product's nginx in front of `gatewayUrl` (http://127.0.0.1:port) serving `staticDir`, or null when nginx is not installed. */
export async function startProductNginx(gatewayUrl: string, staticDir: string): Promise<ProductNginx | null> {
  const nginx = nginxBinary();
  if (!nginx) return null;
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'product-nginx-'));
  const local = (text: string) =>
    text
      .replaceAll('/etc/nginx/cabinetry/', `${dir}/`)
      .replace(/\/tmp\/nginx-([a-z-]+)/g, `${dir}/nginx-$1`)
      .replace('pid /tmp/nginx.pid;', `pid ${dir}/nginx.pid;`)
      .replace('root /usr/share/nginx/html;', `root ${staticDir};`)
      .replace('access_log /dev/stdout redacted;', `access_log ${dir}/access.log redacted;`)
      .replace('error_log /dev/stderr warn;', `error_log ${dir}/error.log warn;`);
  for (const file of readdirSync(PRODUCT_CONF)) writeFileSync(join(dir, file), local(readFileSync(join(PRODUCT_CONF, file), 'utf8')));
  writeFileSync(join(dir, 'nginx-resolver.conf'), '');
  writeFileSync(join(dir, 'nginx-real-ip.conf'), '');
  // no proxy in front is trusted (the entrypoint's file without REAL_IP_FROM)
  writeFileSync(join(dir, 'nginx-trusted-proxies.conf'), 'geo $realip_remote_addr $from_trusted_proxy {\n  default 0;\n}\n');
  writeFileSync(join(dir, 'nginx-gateway.conf'), `map $host $gateway { default ${gatewayUrl}; }\n`);
  // no PUBLIC_URL (the pages' links stay relative), this process's showroom zone
  writeFileSync(join(dir, 'nginx-page-values.conf'), `map $host $public_origin { default ""; }\nmap $host $showroom_time_zone { default "${SHOWROOM_TIME_ZONE}"; }\n`);
  const conf = readFileSync(join(dir, 'nginx.conf'), 'utf8').replace('listen 8080;', `listen 127.0.0.1:${port};`);
  writeFileSync(join(dir, 'nginx.conf'), conf);
  const log = openSync(join(dir, 'stderr.log'), 'w');
  const child = spawn(nginx, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', log] });
  closeSync(log);
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 50 && child.exitCode === null; i++) {
    try {
      await fetch(`${url}/nginx-health`);
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  if (child.exitCode !== null) throw new Error(`nginx did not start: ${readFileSync(join(dir, 'stderr.log'), 'utf8')}`);
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) await new Promise<void>((resolve) => child.once('exit', () => resolve()).kill('SIGQUIT'));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
