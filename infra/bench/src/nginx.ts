/**
 * The baseline a proxy hop can cost: a plain nginx reverse proxy with a keep-alive upstream pool in
 * front of one local service, when Debian's nginx is installed (`apt-get install nginx-light`).
 * Runs in the foreground in a temporary prefix directory; stop() ends it and removes the directory.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@cabinetry/local/providers';

const NGINX = '/usr/sbin/nginx';

export interface NginxProxy {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  stop(): Promise<void>;
}

/** nginx proxying every path to `upstream` (http://127.0.0.1:port), or null when nginx is not installed. */
export async function startNginxProxy(upstream: string): Promise<NginxProxy | null> {
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
  access_log off;
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
  const child = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'ignore' });
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
    stop: async () => {
      if (child.exitCode === null) await new Promise<void>((resolve) => child.once('exit', () => resolve()).kill('SIGQUIT'));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
