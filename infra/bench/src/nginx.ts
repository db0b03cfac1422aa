/**
 * The baseline a proxy hop can cost: a plain nginx reverse proxy with a keep-alive upstream pool in
 * front of one local service, when Debian's nginx is installed (`apt-get install nginx-light`).
 * Runs in the foreground in a temporary prefix directory; stop() ends it and removes the directory.
 * No access log unless `httpConfig` (http-level directives, e.g. an include of the product's
 * frontend/nginx/access-log.conf) writes one; what nginx prints on stdout is kept in `output`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@cabinetry/local/providers';

const NGINX = '/usr/sbin/nginx';

export interface NginxProxy {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  /** What nginx printed on stdout so far (an access log to /dev/stdout). */
  output(): string;
  stop(): Promise<void>;
}

/** nginx proxying every path to `upstream` (http://127.0.0.1:port), or null when nginx is not installed. */
export async function startNginxProxy(upstream: string, { httpConfig = 'access_log off;' } = {}): Promise<NginxProxy | null> {
  if (spawnSync(NGINX, ['-v']).status !== 0) return null;
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'bench-nginx-'));
  writeFileSync(
    join(dir, 'nginx.conf'),
    `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  ${httpConfig}
  client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir}; uwsgi_temp_path ${dir}; scgi_temp_path ${dir};
  upstream service { server ${new URL(upstream).host}; keepalive 64; }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://service;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
    }
  }
}
`,
  );
  // a file, not a pipe: nginx opens /dev/stdout by name, which fails on the socket node would give it
  const stdout = openSync(join(dir, 'stdout.log'), 'w');
  const child = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', stdout, 'ignore'] });
  closeSync(stdout);
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 50; i++) {
    try {
      await fetch(`${url}/health`);
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    output: () => readFileSync(join(dir, 'stdout.log'), 'utf8'),
    stop: async () => {
      if (child.exitCode === null) await new Promise<void>((resolve) => child.once('exit', () => resolve()).kill('SIGQUIT'));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
