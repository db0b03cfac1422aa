/**
 * The API's description, served by the gateway: GET /api/openapi.json, the OpenAPI 3.1 document of
 * every service's route table (internal routes left out) and of the gateway's own routes, made once
 * at start; GET /api/docs, Scalar's API reference reading that document, its script served from this
 * origin (GET /api/docs/scalar.js) so it runs under the site's Content-Security-Policy (no CDN, no
 * fonts from elsewhere). The reference page is sandboxed (SANDBOXED_PAGE_POLICY: an opaque origin), so
 * this large third-party bundle cannot read the back office's storage, where the staff token lives;
 * its script and the document are therefore served readable from any origin (they are public).
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Env, Hono } from 'hono';
import { SERVICE_ROUTES, ANONYMOUS, defineRoutes, openApiDocument } from '@cabinetry/shared/contracts/api';
import { BRAND, Type } from '@cabinetry/shared/contracts';
import { OPAQUE_ORIGIN_READABLE, SANDBOXED_PAGE_POLICY } from '@cabinetry/shared/server/security';

/** The gateway's own routes, as a table like the services' (documented, and compared with what is mounted). */
export const gatewayRoutes = defineRoutes('gateway', {
  getHealth: {
    method: 'GET',
    path: '/health',
    summary: 'Whether every service answers its own health check',
    access: ANONYMOUS,
    responses: {
      200: { description: 'All healthy', schema: Type.Object({ status: Type.Literal('ok'), services: Type.Array(Type.String()) }) },
      503: { description: 'Some are not', schema: Type.Object({ status: Type.Literal('unhealthy'), failed: Type.Array(Type.String()) }) },
    },
  },
  getOpenApiDocument: {
    method: 'GET',
    path: '/api/openapi.json',
    summary: 'This document: the OpenAPI 3.1 description of the API',
    access: ANONYMOUS,
    responses: { 200: { description: 'The document', contentType: 'application/json' } },
  },
  getApiReference: {
    method: 'GET',
    path: '/api/docs',
    summary: 'The API reference (Scalar), rendered from this document',
    access: ANONYMOUS,
    responses: { 200: { description: 'An HTML page', contentType: 'text/html' } },
  },
});

/** The public OpenAPI document (made once: the tables do not change while the gateway runs). */
export const API_DOCUMENT = openApiDocument(
  {
    title: `${BRAND.name} API`,
    version: '1.0.0',
    description:
      'The onboarding wizard, the appointments and the back office of the showroom. Staff calls carry `Authorization: Bearer <token>` from POST /api/admin/login; customer calls carry the session cookie POST /api/onboarding/step1 sets. Errors answer `{ "error": "...", "code"?: "...", "details"?: ... }`.',
  },
  [...SERVICE_ROUTES, gatewayRoutes],
  (route) => route.access.kind !== 'internal',
);

/** Paths the gateway answers itself under /api (the proxy leaves them to its app). */
export const GATEWAY_API_PATHS = new Set(['/api/openapi.json', '/api/docs', '/api/docs/storage.js', '/api/docs/scalar.js']);

/**
 * Run before Scalar in the sandboxed page: reading `localStorage` or `sessionStorage` there throws
 * (an opaque origin has no storage), and Scalar reads them for its display settings, so each is
 * replaced by a Storage kept in memory for the page's life. The site's real storage stays out of reach.
 */
const STORAGE_STAND_IN = `(() => {
  for (const name of ['localStorage', 'sessionStorage']) {
    try { window[name]; continue; } catch {}
    const items = new Map();
    const storage = {
      get length() { return items.size; },
      key: (i) => [...items.keys()][i] ?? null,
      getItem: (k) => (items.has(String(k)) ? items.get(String(k)) : null),
      setItem: (k, v) => void items.set(String(k), String(v)),
      removeItem: (k) => void items.delete(String(k)),
      clear: () => items.clear(),
    };
    Object.defineProperty(window, name, { value: storage, configurable: true });
  }
})();
`;

/**
 * Scalar's standalone script: beside the compiled gateway (dist/scalar.js, copied there by its build,
 * so the image needs no @scalar package), else (run from source) from node_modules.
 */
function scalarScript(): string {
  const built = fileURLToPath(new URL('./scalar.js', import.meta.url));
  return existsSync(built) ? built : createRequire(import.meta.url).resolve('@scalar/api-reference/browser/standalone.js');
}

/** Scalar's configuration: our document only: no fonts, AI agent or telemetry from elsewhere. */
const SCALAR_CONFIGURATION = JSON.stringify({ withDefaultFonts: false, hideClientButton: true, telemetry: false, showDeveloperTools: 'never', agent: { disabled: true } });

const REFERENCE_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${BRAND.name} API reference</title>
</head>
<body>
<script id="api-reference" data-url="/api/openapi.json" data-configuration='${SCALAR_CONFIGURATION}'></script>
<script src="/api/docs/storage.js"></script>
<script src="/api/docs/scalar.js"></script>
</body>
</html>
`;

/** Mounts GET /api/openapi.json, /api/docs and the reference's script on the gateway's app. */
export function mountApiDocs<E extends Env>(app: Hono<E>): void {
  const document = JSON.stringify(API_DOCUMENT);
  let script: Buffer | undefined;
  app.get('/api/openapi.json', (c) => c.body(document, 200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache', ...OPAQUE_ORIGIN_READABLE }));
  app.get('/api/docs', (c) => c.html(REFERENCE_PAGE, 200, { 'Cache-Control': 'no-cache', 'Content-Security-Policy': SANDBOXED_PAGE_POLICY }));
  app.get('/api/docs/storage.js', (c) =>
    c.body(STORAGE_STAND_IN, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache', ...OPAQUE_ORIGIN_READABLE }),
  );
  app.get('/api/docs/scalar.js', (c) => {
    script ??= readFileSync(scalarScript());
    return c.body(new Uint8Array(script), 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'public, max-age=3600', ...OPAQUE_ORIGIN_READABLE });
  });
}
