/**
 * Vite plugin: pre-renders the customer pages at build time. After the browser build it builds
 * src/prerender.tsx for Node (into node_modules/.prerender, removed afterwards), renders each of
 * PRERENDERED_PATHS with it and writes `dist/<path>/index.html` (pageDocument), which paints before
 * any script runs; src/main.tsx then hydrates it. The gateway (locally) and nginx (in the images)
 * serve `<path>/index.html` for `<path>`.
 *
 * The pages load src/boot.ts (a second entry of the browser build) instead of index.html's scripts:
 * it starts the app once the page is on screen, so on a slow phone the first paint never shares the
 * network or the CPU with the app's scripts. The stylesheets are an entry of their own
 * (src/stylesheets.ts), so starting the app does not load again what the page has inlined.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';

/** The customer pages a visitor can land on with a fresh wizard. */
export const PRERENDERED_PATHS = ['/onboarding/step1', '/onboarding/step2', '/onboarding/step3', '/onboarding/step4', '/onboarding/step5'];

const ROOT_ELEMENT = '<div id="root"></div>';
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*>/g;
const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g;
const ENTRY_SCRIPT = /<script type="module" crossorigin src="[^"]+"><\/script>/;

/** The boot entry's URL and the URLs of the chunks it imports statically. */
export interface Boot {
  url: string;
  imports: string[];
}

/**
 * The built `template` (dist/index.html) with `html` inside its #root element, its stylesheets
 * (read from `outDir`) inlined, so the first paint waits for nothing but the document, and the
 * `boot` entry in place of the app's (its imports preloaded with it). A page whose content waits
 * for API `calls` preloads those, and the app's scripts at low priority (they stay behind the
 * document but need not wait to be discovered one import at a time); a page complete in its HTML
 * drops the app's script preloads, which would compete with the document. Throws when the template
 * has no empty #root or entry script, or a stylesheet could end the style element.
 */
export function pageDocument(template: string, page: { html: string; calls: string[] }, outDir: string, boot: Boot): string {
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
  if (!ENTRY_SCRIPT.test(template)) throw new Error('index.html has no entry script');
  // the API's answers arrive with (not after) the scripts; credentials as the app's fetch sends them
  const preloads = page.calls.map((url) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url}">`).join('');
  const bootScript = [`<script type="module" crossorigin src="${boot.url}"></script>`, ...boot.imports.map((url) => `<link rel="modulepreload" crossorigin href="${url}">`)].join('');
  return template
    .replace(MODULE_PRELOAD, (link) => (page.calls.length === 0 ? '' : link.replace('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"')))
    .replace(ENTRY_SCRIPT, () => bootScript)
    .replace('</title>', () => `</title>${preloads}`)
    .replace(STYLESHEET, (_link, file: string) => {
      const css = readFileSync(join(outDir, file), 'utf8');
      if (/<\/style/i.test(css)) throw new Error(`${file} contains </style`);
      return `<style>${css}</style>`;
    })
    .replace(ROOT_ELEMENT, () => `<div id="root">${page.html}</div>`);
}

/** The plugin (build only; inert in the server build it starts itself). */
export function prerender(): Plugin {
  let config: ResolvedConfig;
  let boot: Boot | undefined;
  return {
    name: 'prerender-customer-pages',
    apply: 'build',
    config(user, env) {
      if (env.isSsrBuild) return;
      const root = resolve(user.root ?? process.cwd());
      return { build: { rollupOptions: { input: { index: join(root, 'index.html'), boot: join(root, 'src/boot.ts') } } } };
    },
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      if (config.build.ssr) return;
      const chunk = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry && file.name === 'boot');
      if (chunk?.type !== 'chunk') throw new Error('the build has no boot entry');
      boot = { url: config.base + chunk.fileName, imports: chunk.imports.map((file) => config.base + file) };
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const outDir = resolve(config.root, config.build.outDir);
      // inside the package, so the server build finds its dependencies in node_modules
      const serverDir = join(config.root, 'node_modules', '.prerender');
      try {
        await build({ root: config.root, configFile: config.configFile, logLevel: 'warn', build: { ssr: 'src/prerender.tsx', outDir: serverDir, emptyOutDir: true } });
        const { render, PAGE_CALLS } = (await import(pathToFileURL(join(serverDir, 'prerender.js')).href)) as typeof import('../src/prerender');
        if (!boot) throw new Error('the browser build wrote no boot entry');
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        for (const path of PRERENDERED_PATHS) {
          mkdirSync(join(outDir, path), { recursive: true });
          writeFileSync(join(outDir, path, 'index.html'), pageDocument(template, { html: await render(path), calls: PAGE_CALLS[path] ?? [] }, outDir, boot));
        }
        config.logger.info(`pre-rendered ${PRERENDERED_PATHS.length} customer pages`);
      } finally {
        rmSync(serverDir, { recursive: true, force: true });
      }
    },
  };
}
