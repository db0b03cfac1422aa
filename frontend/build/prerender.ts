/**
 * Vite plugin: pre-renders the customer pages at build time. After the browser build it builds
 * src/prerender.tsx for Node (one self-contained module, dist-server/prerender.js), renders each of its
 * PRERENDERED_PAGES in each locale and writes `dist/<path>/index.html` and `dist/fr|ar/<path>/index.html` (pageDocument), and the
 * not-found page as `dist/404.html`, `dist/fr|ar/404.html` (notFoundFile), which paints before any
 * script runs; src/main.tsx then hydrates it. The gateway (locally) and nginx (in the images) serve
 * `<path>/index.html` for `<path>`. A page rendered per request (`perRequest`: step 2, with the
 * catalogue; step 5, with its booking window and first free days) also gets a template in dist-server/pages/ (listed in dist-server/pages.json), which the
 * gateway fills with the page rendered with its API answers (gateway/src/rendered-pages.ts); its
 * page in dist/ is the fallback.
 *
 * The pages load src/boot.ts (a second entry of the browser build) instead of index.html's scripts,
 * after an inline script that holds what the visitor does until the app has hydrated (build/early-input.ts);
 * boot.ts starts the app at the visitor's first interaction or at first paint (the page's `start`, written
 * on its #root), so on a slow phone the first paint never shares the network or the CPU with the
 * app's scripts. Which files those are comes from the build's manifest (build/page-scripts.ts). The
 * stylesheets are inlined (index.html's, which src/stylesheets.ts makes): whole on a page whose
 * content comes later (per request, or from the API at first paint), so starting the app loads no
 * CSS again; cut to the rules the page uses on a page whole in its HTML (withCriticalCss), whose
 * full stylesheets come when its app starts.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Beasties from 'beasties';
import { build, runnerImport, type Plugin, type ResolvedConfig } from 'vite';
// by path, not package name: Vite bundles this file into its config, where a package's .ts cannot load
import { TIME_ZONE_ATTRIBUTE } from '../../services/shared/src/contracts/served-page';
import type { PageLanguage } from '../src/prerender';
import { pageScripts, type Manifest, type PageScripts, type StartMode } from './page-scripts';

const ROOT_ELEMENT = '<div id="root"></div>';
const EARLY_INPUT = fileURLToPath(new URL('./early-input.ts', import.meta.url));
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*>/g;
const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g;
const ENTRY_SCRIPT = /<script type="module" crossorigin src="[^"]+"><\/script>/;

/** Where the build puts the server side of the pages (the renderer, prerender.js, and the per-request pages): beside `outDir` (dist-server for dist), never served. */
export const serverDirOf = (outDir: string): string => `${outDir}-server`;

/** The per-request pages' list (PerRequestPage[]) in the server directory. */
export const PER_REQUEST_PAGES = 'pages.json';
const PER_REQUEST_TEMPLATES = 'pages';

/** A page the gateway renders per request (gateway/src/rendered-pages.ts). */
export interface PerRequestPage {
  /** its path, e.g. /fr/onboarding/step2 */
  url: string;
  /** its document with src/prerender.tsx's PAGE_CONTENT_MARK in #root (start 'intent'), relative to the server directory */
  template: string;
  /** the API calls whose answers it is rendered with */
  calls: string[];
}

/** One pre-rendered page: its HTML for #root, how it starts the app, the API calls it makes first, its language. */
export interface PageContent {
  html: string;
  start: StartMode;
  calls: string[];
  language: PageLanguage;
  /** the same page in each language, by hreflang ('en', 'fr', 'ar', 'x-default'): its path */
  alternates: Record<string, string>;
  /** the not-found page, served for any unknown path: marked on #root (data-not-found) for the app to render over, not hydrate */
  notFound?: boolean;
  /** the showroom's IANA zone, on a page showing times on the viewer's clock (rendered on the showroom's): #root's data-time-zone, read by boot.ts */
  timeZone?: string;
}

/** A page's scripts (build/page-scripts.ts) and the text of the inline capture of early input that runs before them (build/early-input.ts). */
export type PageDocumentScripts = PageScripts & { capture: string };

/** The template's <html> element: English, the showroom's time zone left for whoever serves the page (contracts/served-page.ts) */
const HTML_ELEMENT = `<html lang="en" ${TIME_ZONE_ATTRIBUTE}="">`;
const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta name="description" content="[^"]*" \/>/;

/** `text` safe inside an HTML attribute value or element. */
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The built `template` (dist/index.html) with `html` inside its #root element (marked with the
 * page's `start`), its stylesheets (read from `outDir`) inlined, so the first paint waits for nothing
 * but the document, and the early-input capture (inline) and the page's boot entry in place of the
 * app's (its imports preloaded with it).
 * The app's files (`scripts.app`, under `base`) are announced by how the page starts: an 'intent'
 * page lists them on #root (data-prefetch) for boot.ts to prefetch once the page has loaded (into
 * the HTTP cache, not run); a 'load' page that waits for API `calls` preloads those, and the app's
 * scripts at low priority (they stay behind the document but need not wait to be discovered one
 * import at a time); a 'load' page without calls leaves them to boot.ts. The page's language sets
 * <html lang dir>, the <title> and description, the chat button's label (#root's data-chat-label), the hreflang
 * alternates and the canonical link (the page's own language among them). The not-found page (`notFound`) has data-not-found on #root. Throws when the template has no `<html lang="en" data-showroom-time-zone="">`, <title>, description, empty #root or entry
 * script, or a stylesheet could end the style element.
 */
export function pageDocument(template: string, page: PageContent, outDir: string, scripts: PageDocumentScripts, base = '/'): string {
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
  if (!ENTRY_SCRIPT.test(template)) throw new Error('index.html has no entry script');
  if (!template.includes(HTML_ELEMENT) || !TITLE.test(template) || !DESCRIPTION.test(template)) throw new Error(`index.html has no ${HTML_ELEMENT}, <title> or description`);
  const { language } = page;
  const [bootFile, ...bootImports] = scripts.boot;
  const link = (attributes: string) => (file: string) => `<link ${attributes} href="${base}${file}">`;
  const app = page.start === 'load' && page.calls.length > 0 ? scripts.app.map(link('rel="modulepreload" fetchpriority="low" crossorigin')) : [];
  const prefetch = page.start === 'intent' ? ` data-prefetch="${scripts.app.map((file) => `${base}${file}`).join(' ')}"` : '';
  // the API's answers arrive with (not after) the scripts; credentials as the app's fetch sends them
  // written from "/" (contracts/served-page.ts): whoever serves the page puts the public origin in front
  const alternates = Object.entries(page.alternates).map(([lang, path]) => `<link rel="alternate" href="${base}${path.slice(1)}" hreflang="${lang}">`);
  // the page in its own language is the one search engines should index under this address
  const canonical = page.alternates[language.locale];
  if (canonical !== undefined) alternates.unshift(`<link rel="canonical" href="${base}${canonical.slice(1)}">`);
  const preloads = page.calls.map((url) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url}">`).join('');
  const head = [`<script>${scripts.capture}</script>`, `<script type="module" crossorigin src="${base}${bootFile}"></script>`, ...bootImports.map(link('rel="modulepreload" crossorigin')), ...app].join('');
  return template
    .replace(HTML_ELEMENT, () => `<html lang="${language.locale}" dir="${language.dir}" ${TIME_ZONE_ATTRIBUTE}="">`)
    .replace(TITLE, () => `<title>${escapeHtml(language.title)}</title>`)
    .replace(DESCRIPTION, () => `<meta name="description" content="${escapeHtml(language.description)}" />`)
    .replace(MODULE_PRELOAD, '')
    .replace(ENTRY_SCRIPT, () => head)
    .replace('</title>', () => `</title>${alternates.join('')}${preloads}`)
    .replace(STYLESHEET, (_link, file: string) => inlineStyle(outDir, file))
    // the page chunk's own stylesheets (the manage page's), which the app would load with that chunk
    .replace('</head>', () => `${scripts.styles.map((file) => inlineStyle(outDir, file)).join('')}</head>`)
    .replace(
      ROOT_ELEMENT,
      () =>
        `<div id="root" data-start="${page.start}" data-chat-label="${escapeHtml(language.chatLabel)}"${page.notFound ? ' data-not-found' : ''}${page.timeZone === undefined ? '' : ` data-time-zone="${escapeHtml(page.timeZone)}"`}${prefetch}>${page.html}</div>`,
    );
}

const INLINE_STYLE = /<style>([^]*?)<\/style>/g;
const ROOT_START_TAG = /<div id="root"[^>]*>/;
/**
 * Rules beasties would drop although the page uses them: the chat button's, which src/boot.ts shows
 * before the app runs (src/lib/chatButton.ts), and those of the root element's language and direction
 * alone (`[dir=rtl]`: beasties tests selectors against the elements inside <html> only), and the
 * language's own (`:lang(ar)`: the Arabic typography, on the root and under it).
 */
const KEPT_RULES = [/\.whatsapp-button/, /^(:root|html)?\[(dir|lang)(=[^\]]*)?\]$/, /^(:root)?:lang\(/];

/**
 * `document` (pageDocument's) with its inlined stylesheets cut to the rules its HTML uses (beasties:
 * the rules with a selector matching an element of the page, with their media queries, and the
 * keyframes and fonts those use; and the chat button's), and the full `stylesheets` (URLs) on #root
 * (data-stylesheets), which src/lib/fullStylesheets.ts adds when the app starts (they are prefetched with its files). Only the style elements' text
 * changes (beasties' own serialisation of the page is not kept). Throws when the counts of style
 * elements differ.
 */
export async function withCriticalCss(document: string, stylesheets: string[]): Promise<string> {
  const beasties = new Beasties({ reduceInlineStyles: true, keyframes: 'critical', allowRules: KEPT_RULES, logLevel: 'silent' });
  const critical = [...(await beasties.process(document)).matchAll(INLINE_STYLE)].map(([, css]) => css);
  if (critical.length !== [...document.matchAll(INLINE_STYLE)].length) throw new Error('beasties changed the number of style elements');
  let next = 0;
  return document
    .replace(INLINE_STYLE, () => `<style>${critical[next++]}</style>`)
    .replace(ROOT_START_TAG, (tag) =>
      tag.replace(' data-prefetch="', () => ` data-prefetch="${stylesheets.map((href) => `${href} `).join('')}`).replace(/>$/, () => ` data-stylesheets="${stylesheets.join(' ')}">`),
    );
}

/** `<style>` with the CSS of `file` (under `outDir`); throws when it could end the style element. */
function inlineStyle(outDir: string, file: string): string {
  const css = readFileSync(join(outDir, file), 'utf8');
  if (/<\/style/i.test(css)) throw new Error(`${file} contains </style`);
  return `<style>${css}</style>`;
}

/** The not-found page of `locale` in the build's output directory: '404.html', 'fr/404.html', 'ar/404.html' (the gateway and nginx serve it with status 404). */
export const notFoundFile = (locale: string): string => (locale === 'en' ? '404.html' : `${locale}/404.html`);

/** The plugin (build only; inert in the server build it starts itself). */
export function prerender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender-customer-pages',
    apply: 'build',
    config(user, env) {
      if (env.isSsrBuild) return;
      const root = resolve(user.root ?? process.cwd());
      return { build: { manifest: true, rollupOptions: { input: { index: join(root, 'index.html'), boot: join(root, 'src/boot.ts') } } } };
    },
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const outDir = resolve(config.root, config.build.outDir);
      const serverDir = serverDirOf(outDir);
      // one self-contained module (its dependencies bundled): the gateway runs it without the frontend's node_modules
      await build({ root: config.root, configFile: config.configFile, logLevel: 'warn', publicDir: false, ssr: { noExternal: true }, build: { ssr: 'src/prerender.tsx', outDir: serverDir, emptyOutDir: true } });
      const { render, PRERENDERED_PAGES, PAGE_CONTENT_MARK, LOCALES, localePath, NOT_FOUND_PATH, NOT_FOUND_PAGE, hasPathParameter, SHOWROOM_CLOCK } = (await import(pathToFileURL(join(serverDir, 'prerender.js')).href)) as typeof import('../src/prerender');
      const capture = (await runnerImport<typeof import('./early-input')>(EARLY_INPUT, { configFile: false, logLevel: 'warn' })).module.earlyInputScript();
      const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
      const template = readFileSync(join(outDir, 'index.html'), 'utf8');
      const stylesheets = [...template.matchAll(STYLESHEET)].map(([, file]) => `${config.base}${file}`);
      const perRequest: PerRequestPage[] = [];
      let count = 0;
      for (const [path, page] of Object.entries(PRERENDERED_PAGES)) {
        // a page with a path parameter is private to the link's holder: rendered per request only, no alternates
        const parameterized = hasPathParameter(path);
        const alternates = parameterized ? {} : { ...Object.fromEntries(LOCALES.map((locale) => [locale, localePath(locale, path)])), 'x-default': path };
        const timeZone = page.viewerClock ? SHOWROOM_CLOCK : undefined;
        for (const locale of LOCALES) {
          const url = localePath(locale, path);
          const rendered = await render(url);
          const calls = page.calls(locale);
          const scripts = { ...pageScripts(manifest, url), capture };
          if (!parameterized) {
            const document = pageDocument(template, { ...rendered, ...page, calls, alternates, timeZone }, outDir, scripts, config.base);
            mkdirSync(join(outDir, url), { recursive: true });
            // a page whole in its HTML ('intent') carries the rules it uses; a 'load' page's content comes later, with other classes
            writeFileSync(join(outDir, url, 'index.html'), page.start === 'intent' ? await withCriticalCss(document, stylesheets) : document);
            count += 1;
          }
          if (!page.perRequest) continue;
          // whole with its data: started at the first interaction, nothing to preload
          const file = join(PER_REQUEST_TEMPLATES, url, 'index.html');
          mkdirSync(join(serverDir, PER_REQUEST_TEMPLATES, url), { recursive: true });
          writeFileSync(join(serverDir, file), pageDocument(template, { ...rendered, html: PAGE_CONTENT_MARK, start: 'intent', calls: [], alternates, timeZone }, outDir, scripts, config.base));
          perRequest.push({ url, template: file, calls });
        }
      }
      for (const locale of LOCALES) {
        const url = localePath(locale, NOT_FOUND_PATH);
        const rendered = await render(url);
        const page = { ...rendered, ...NOT_FOUND_PAGE, calls: [], alternates: {}, notFound: true };
        writeFileSync(join(outDir, notFoundFile(locale)), await withCriticalCss(pageDocument(template, page, outDir, { ...pageScripts(manifest, url), capture }, config.base), stylesheets));
        count += 1;
      }
      writeFileSync(join(serverDir, PER_REQUEST_PAGES), JSON.stringify(perRequest, null, 2));
      config.logger.info(`pre-rendered ${count} customer pages (${LOCALES.join(', ')}), ${perRequest.length} of them also as templates rendered per request`);
    },
  };
}
