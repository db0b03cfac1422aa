/**
 * The gateway: /api/* proxied to the owning service (ARCHITECTURE) with X-Forwarded-For set to the
 * client's address (per-IP budgets), GET /health aggregating every service's own health, and
 * (locally) the built SPA with index.html fallback for client routes.
 */
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { proxy } from 'hono/proxy';
import { secureHeaders } from 'hono/secure-headers';
import { clientIp, handleError, HttpError, proxyTrust } from '@cabinetry/shared/server';
import type { GatewayConfig } from './config';
import { upstreamFor } from './routing';

const HEALTH_TIMEOUT_MS = 2_000;

export function createApp(config: GatewayConfig) {
  const trust = proxyTrust(config.trustedProxies);
  const app = new Hono();
  app.onError(handleError);
  app.use('*', secureHeaders({ crossOriginResourcePolicy: 'same-origin', contentSecurityPolicy: undefined }));

  app.get('/health', async (c) => {
    const entries = await Promise.all(
      Object.entries(config.upstreams).map(async ([name, base]) => {
        try {
          const res = await fetch(`${base}/health`, { signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) });
          return [name, res.ok] as const;
        } catch {
          return [name, false] as const;
        }
      }),
    );
    const failed = entries.filter(([, ok]) => !ok).map(([name]) => name);
    return failed.length ? c.json({ status: 'unhealthy', failed }, 503) : c.json({ status: 'ok', services: Object.keys(config.upstreams) });
  });

  app.all('/api/*', async (c) => {
    const target = upstreamFor(c.req.path);
    if (!target) throw new HttpError(404, `No route for ${c.req.method} ${c.req.path}`);
    const url = new URL(c.req.url);
    const headers = new Headers(c.req.raw.headers);
    headers.delete('x-internal-token');
    // the services trust the gateway's X-Forwarded-For: it names the client alone, never what the client wrote
    const client = clientIp(c, trust);
    if (client) headers.set('x-forwarded-for', client);
    else headers.delete('x-forwarded-for');
    headers.set('x-forwarded-host', url.host);
    headers.set('x-forwarded-proto', url.protocol.replace(':', ''));
    try {
      return await proxy(`${config.upstreams[target]}${url.pathname}${url.search}`, { raw: c.req.raw, headers });
    } catch {
      throw new HttpError(502, `The ${target} service is not answering. Please try again shortly.`);
    }
  });

  if (config.staticDir) {
    // The SPA's files go out gzip-compressed (the JS is ~3x smaller); API answers pass through as the services send them.
    app.use('*', async (c, next) => (c.req.path.startsWith('/api/') ? next() : compress()(c, next)));
    app.use('/assets/*', serveStatic({ root: config.staticDir, onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable') }));
    app.use('*', serveStatic({ root: config.staticDir }));
    app.get('*', serveStatic({ root: config.staticDir, path: 'index.html', onFound: (_path, c) => c.header('Cache-Control', 'no-cache') }));
  }
  return app;
}
