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
 *
 * A page whose path has a parameter (the manage page, /appointment/:token) is the link holder's own:
 * its calls name the parameter's value (`:token`), it is sent `private, no-store` and never kept
 * (concurrent requests for one path share one render), and each client may have
 * PRIVATE_RENDERS_PER_MINUTE of them rendered (the render is CPU a script could ask for in a loop
 * with one valid link): past it, and when its call fails (an invalid or expired link), the request
 * goes on to the SPA's index.html, whose app shows the same page, or the link's problem.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context, MiddlewareHandler } from 'hono';
import { LRUCache } from 'lru-cache';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { logger } from '@cabinetry/shared/server/logger';
import type { Upstream } from './routing';
import { apiRouter } from './routing';

/** How long a rendered page is served again (ms). */
export const RENDERED_PAGE_TTL_MS = 1_000;
/** How long a page waits for one of its API answers (ms) before the build's page is served instead. */
export const PAGE_DATA_TIMEOUT_MS = 2_000;
/** How many pages with a path parameter one client (budgetKey of its address) may have rendered a minute. */
export const PRIVATE_RENDERS_PER_MINUTE = 30;

/**
 * A path parameter's value: one path segment of unreserved characters (so it stands in an API path
 * as it is, percent-encoded or not), not starting with a dot (no '.' or '..' to resolve), at most 512.
 */
const PARAMETER_VALUE = '[A-Za-z0-9_~-][A-Za-z0-9._~-]{0,511}';

/** One entry of the build's pages.json (frontend/build/prerender.ts PerRequestPage). */
interface PerRequestPage {
  url: string;
  template: string;
  calls: string[];
}

/** A request's page: its path, its calls with the path's parameters in them, and whether it is the link holder's own. */
interface PageRequest {
  page: PerRequestPage;
  url: string;
  calls: string[];
  isPrivate: boolean;
}

/** What the gateway uses of the build's renderer (frontend/src/prerender.tsx). */
interface Renderer {
  renderDocument(template: string, url: string, pageData: Record<string, unknown>): Promise<string>;
}

/** What renderedPages needs besides the build and the services. */
export interface RenderedPagesOptions {
  /** the client a request counts against (PRIVATE_RENDERS_PER_MINUTE) */
  clientKey: (c: Context) => string;
  /** ms since the epoch, to age the rendered pages; tests move it */
  now?: () => number;
}

/** The matcher of the pages: the request's page (private when its path has a parameter), or undefined. */
function pageMatcher(pages: PerRequestPage[]): (path: string) => PageRequest | undefined {
  const patterns = pages.map((page) => {
    const names: string[] = [];
    const source = page.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, (_match, name: string) => (names.push(name), `(${PARAMETER_VALUE})`));
    return { page, names, pattern: new RegExp(`^${source}$`) };
  });
  return (path) => {
    for (const { page, names, pattern } of patterns) {
      const values = pattern.exec(path)?.slice(1);
      if (!values) continue;
      const calls = page.calls.map((call) => names.reduce((filled, name, i) => filled.replaceAll(`:${name}`, values[i]), call));
      return { page, url: path, calls, isPrivate: names.length > 0 };
    }
    return undefined;
  };
}

/**
 * Middleware answering GET/HEAD of the pages listed in `serverDir`/pages.json (with or without a
 * trailing slash) with the page rendered with its API answers, read from `upstreams`; any other
 * request, and a page that cannot be rendered now (logged), goes on to the next handler. Reads
 * pages.json and the templates at once (throws when they are missing); imports the renderer at the
 * first page request.
 */
export function renderedPages(serverDir: string, upstreams: Record<Upstream, string>, { clientKey, now = Date.now }: RenderedPagesOptions): MiddlewareHandler {
  const pages = (JSON.parse(readFileSync(join(serverDir, 'pages.json'), 'utf8')) as PerRequestPage[]).map((page) => ({ ...page, template: readFileSync(join(serverDir, page.template), 'utf8') }));
  const pageOf = pageMatcher(pages);
  const privateRenders = new RateLimiterMemory({ points: PRIVATE_RENDERS_PER_MINUTE, duration: 60 });
  const route = apiRouter();
  let renderer: Promise<Renderer> | undefined;
  const rendered = new LRUCache<string, { html: string; renderedAt: number }>({ max: Math.max(1, pages.length) });
  const rendering = new Map<string, Promise<string>>();

  /** The answer of the API call `call` (a path and query), from the service whose table has it. */
  const answer = async (call: string): Promise<unknown> => {
    const match = route('GET', new URL(call, 'http://gateway').pathname);
    if (!match) throw new Error(`no route for ${call}`);
    const res = await fetch(`${upstreams[match.service]}${call}`, { signal: AbortSignal.timeout(PAGE_DATA_TIMEOUT_MS) });
    if (!res.ok) throw new Error(`${call} answered ${res.status}`);
    return res.json();
  };

  const render = async ({ page, url, calls }: PageRequest): Promise<string> => {
    renderer ??= import(pathToFileURL(join(serverDir, 'prerender.js')).href) as Promise<Renderer>;
    const data = Object.fromEntries(await Promise.all(calls.map(async (call) => [call, await answer(call)] as const)));
    return (await renderer).renderDocument(page.template, url, data);
  };

  /** The page from the cache (a shared page), or rendered once for every request waiting for it. */
  const documentOf = (request: PageRequest): Promise<string> => {
    const cached = request.isPrivate ? undefined : rendered.get(request.url);
    if (cached && now() - cached.renderedAt < RENDERED_PAGE_TTL_MS) return Promise.resolve(cached.html);
    let pending = rendering.get(request.url);
    if (!pending) {
      pending = render(request)
        .then((html) => {
          if (!request.isPrivate) rendered.set(request.url, { html, renderedAt: now() });
          return html;
        })
        .finally(() => rendering.delete(request.url));
      rendering.set(request.url, pending);
    }
    return pending;
  };

  /** True while the request's client may have another private page rendered (spends one). */
  const mayRenderPrivate = (c: Context) =>
    privateRenders.consume(clientKey(c)).then(
      () => true,
      () => false,
    );

  return async (c, next) => {
    const request = c.req.method === 'GET' || c.req.method === 'HEAD' ? pageOf(c.req.path.replace(/(.)\/$/, '$1')) : undefined;
    if (!request) return next();
    if (request.isPrivate && !(await mayRenderPrivate(c))) return next();
    let html: string;
    try {
      html = await documentOf(request);
    } catch (err) {
      // a private page's URL carries its link's token: logged by its page only
      logger.warn({ page: request.page.url, err: request.isPrivate ? 'its data or render failed' : (err as Error).message }, 'page not rendered per request; serving the built page');
      return next();
    }
    c.header('Cache-Control', request.isPrivate ? 'private, no-store' : 'no-cache');
    return c.html(html);
  };
}
