/**
 * The customer pages the gateway renders per request (issue 21): a page whose content comes from the
 * API (step 2: the catalogue's styles and palettes; step 5: the booking window and the first
 * availability window) is sent whole, its content in the HTML, so the
 * visitor's browser runs nothing but boot.ts until their first interaction. The frontend's build
 * writes the renderer (the same React components the browser hydrates, one self-contained module)
 * and, per page and language, a template (frontend/build/prerender.ts: `<dir>/pages.json`); here each
 * page is rendered with its API calls answered by their services (the routes' tables say which), and
 * kept RENDERED_PAGE_TTL_MS per path, so a staff edit of the catalogue, or a slot just booked,
 * shows within a second (the catalogue's public lists say `s-maxage=1`) and a flood of visits costs
 * one render a second per page. The calls carry no visitor's cookie: the pages are the same for all.
 * When a call fails or the renderer throws, the request goes on to the build's own page of that path
 * (dist/<path>/index.html: the same page, its content loaded by the app at first paint).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { MiddlewareHandler } from 'hono';
import { LRUCache } from 'lru-cache';
import { logger } from '@cabinetry/shared/server/logger';
import type { Upstream } from './routing';
import { apiRouter } from './routing';

/** How long a rendered page is served again (ms). */
export const RENDERED_PAGE_TTL_MS = 1_000;
/** How long a page waits for one of its API answers (ms) before the build's page is served instead. */
export const PAGE_DATA_TIMEOUT_MS = 2_000;

/** One entry of the build's pages.json (frontend/build/prerender.ts PerRequestPage). */
interface PerRequestPage {
  url: string;
  template: string;
  calls: string[];
}

/** What the gateway uses of the build's renderer (frontend/src/prerender.tsx). */
interface Renderer {
  renderDocument(template: string, url: string, pageData: Record<string, unknown>): Promise<string>;
}

/**
 * Middleware answering GET/HEAD of the pages listed in `serverDir`/pages.json (with or without a
 * trailing slash) with the page rendered with its API answers, read from `upstreams`; any other
 * request, and a page that cannot be rendered now (logged), goes on to the next handler. Reads
 * pages.json and the templates at once (throws when they are missing); imports the renderer at the
 * first page request. `now` (ms since the epoch) ages the rendered pages; tests move it.
 */
export function renderedPages(serverDir: string, upstreams: Record<Upstream, string>, now: () => number = Date.now): MiddlewareHandler {
  const pages = new Map(
    (JSON.parse(readFileSync(join(serverDir, 'pages.json'), 'utf8')) as PerRequestPage[]).map((page) => [page.url, { ...page, template: readFileSync(join(serverDir, page.template), 'utf8') }]),
  );
  const route = apiRouter();
  let renderer: Promise<Renderer> | undefined;
  const rendered = new LRUCache<string, { html: string; renderedAt: number }>({ max: Math.max(1, pages.size) });
  const rendering = new Map<string, Promise<string>>();

  /** The answer of the API call `call` (a path and query), from the service whose table has it. */
  const answer = async (call: string): Promise<unknown> => {
    const match = route('GET', new URL(call, 'http://gateway').pathname);
    if (!match) throw new Error(`no route for ${call}`);
    const res = await fetch(`${upstreams[match.service]}${call}`, { signal: AbortSignal.timeout(PAGE_DATA_TIMEOUT_MS) });
    if (!res.ok) throw new Error(`${call} answered ${res.status}`);
    return res.json();
  };

  const render = async (page: PerRequestPage): Promise<string> => {
    renderer ??= import(pathToFileURL(join(serverDir, 'prerender.js')).href) as Promise<Renderer>;
    const data = Object.fromEntries(await Promise.all(page.calls.map(async (call) => [call, await answer(call)] as const)));
    return (await renderer).renderDocument(page.template, page.url, data);
  };

  /** The page at `url` from the cache, or rendered once for every request waiting for it. */
  const documentOf = (page: PerRequestPage): Promise<string> => {
    const cached = rendered.get(page.url);
    if (cached && now() - cached.renderedAt < RENDERED_PAGE_TTL_MS) return Promise.resolve(cached.html);
    let pending = rendering.get(page.url);
    if (!pending) {
      pending = render(page)
        .then((html) => (rendered.set(page.url, { html, renderedAt: now() }), html))
        .finally(() => rendering.delete(page.url));
      rendering.set(page.url, pending);
    }
    return pending;
  };

  return async (c, next) => {
    const page = c.req.method === 'GET' || c.req.method === 'HEAD' ? pages.get(c.req.path.replace(/(.)\/$/, '$1')) : undefined;
    if (!page) return next();
    let html: string;
    try {
      html = await documentOf(page);
    } catch (err) {
      logger.warn({ page: page.url, err: (err as Error).message }, 'page not rendered per request; serving the built page');
      return next();
    }
    c.header('Cache-Control', 'no-cache');
    return c.html(html);
  };
}
