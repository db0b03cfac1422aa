/**
 * The gateway's Hono app: GET /health aggregating every service's own health, the API's description
 * (./api-docs.ts: /api/openapi.json and /api/docs), the redirect of an unprefixed customer page to
 * the visitor's language (./locale-redirect.ts), the customer pages rendered per request with
 * their API data (./rendered-pages.ts, when RENDERER_DIR is set) and (locally) the built SPA
 * (pre-rendered customer pages as <path>/index.html, index.html fallback for client routes, the not-found page of the path's language with status 404 for any other path), all with the security headers. The /api
 * hop itself runs before Hono, on the raw request (proxy.ts); any other /api request reaching this
 * app answers 404, as does any /internal path (the services' own routes).
 */
import type { IncomingMessage } from 'node:http';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { servedPages } from './served-page';
import { budgetKey, clientIp, proxyTrust } from '@cabinetry/shared/server/client-ip';
import { handleError, HttpError } from '@cabinetry/shared/server/errors';
import { requestLog } from '@cabinetry/shared/server/request-log';
import { securityHeaders } from '@cabinetry/shared/server/security';
import { mountApiDocs } from './api-docs';
import type { GatewayConfig } from './config';
import { servedOverHttps } from './proxy';
import { localeRedirect } from './locale-redirect';
import { renderedPages } from './rendered-pages';
import { isSpaRoute, notFoundPage } from './spa-pages';
import { countRequests } from '@cabinetry/shared/server/metrics';

const HEALTH_TIMEOUT_MS = 2_000;

export function createApp(config: GatewayConfig) {
  const trust = proxyTrust(config.trustedProxies);
  const app = new Hono<{ Bindings: { incoming?: IncomingMessage } }>();
  app.onError(handleError);
  app.use('*', ...requestLog());
  app.use('*', countRequests());
  app.use('*', async (c, next) => {
    await next();
    // a header the route chose itself (the API reference's sandbox) stays
    for (const [name, value] of Object.entries(securityHeaders(!!c.env?.incoming && servedOverHttps(c.env.incoming, trust)))) if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  });

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

  mountApiDocs(app);

  // the services' /internal routes are never reachable from outside (nor answered by the SPA's fallback)
  // eslint-disable-next-line no-restricted-syntax -- the API's prefix, not a route
  for (const path of ['/api/*', '/internal/*']) {
    app.all(path, (c) => {
      throw new HttpError(404, `No route for ${c.req.method} ${c.req.path}`, { code: 'no_route' });
    });
  }

  // an unprefixed customer page for a visitor of another language: redirected to theirs before any page is sent (nginx asks here too)
  app.use('*', localeRedirect());

  // the pages and the SPA's files go out compressed (the JS is ~3x smaller), the pages completed with run-time values
  if (config.rendererDir || config.staticDir) app.use('*', compress(), servedPages(config.publicUrl ?? ''));
  // the pages rendered per request with their API data (steps 2 and 5, the manage page), ahead of the build's static copies
  if (config.rendererDir) {
    const clientKey = (c: Context) => budgetKey(clientIp(c, trust) ?? 'unknown');
    app.use('*', renderedPages(config.rendererDir, config.upstreams, { clientKey }));
  }
  if (config.staticDir) {
    app.use('/assets/*', serveStatic({ root: config.staticDir, onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable') }));
    // pre-rendered pages (<path>/index.html) and other files; HTML is revalidated on every visit
    app.use(
      '*',
      serveStatic({
        root: config.staticDir,
        onFound: (path, c) => {
          if (path.endsWith('.html')) c.header('Cache-Control', 'no-cache');
        },
      }),
    );
    // the SPA's other pages get index.html; any other path the not-found page of its language, status 404
    const { staticDir } = config;
    app.get('*', async (c, next) => {
      const spaRoute = isSpaRoute(c.req.path);
      const page = await serveStatic({ root: staticDir, path: spaRoute ? 'index.html' : notFoundPage(c.req.path) })(c, next);
      if (!page) return;
      const headers = new Headers(page.headers);
      headers.set('Cache-Control', 'no-cache');
      return new Response(page.body, { status: spaRoute ? 200 : 404, headers });
    });
  }
  return app;
}
