/**
 * The scripts of a customer page, read from Vite's build manifest (`dist/.vite/manifest.json`, keyed
 * by source file): what a pre-rendered page's HTML loads at once (src/boot.ts and its static
 * imports), and what the app needs on that page (index.html's app, `src/main.tsx`, the page's own
 * chunk, pageModules.ts, with everything they import statically, and the messages of the page's
 * language, src/i18n/locales/<locale>.json, which the app loads before it renders). build/prerender.ts writes the
 * pages' script tags from it; build/js-budget.test.ts holds each step to its budget with it.
 */
import { localeOfPath } from '../src/i18n/locales';
import { pageModule } from '../src/pageModules';

/** One chunk of the manifest (the fields read here). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  /** the stylesheets the chunk's modules import */
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** How a pre-rendered page starts the app: at first paint ('load') or at the visitor's first interaction ('intent'); see src/boot.ts. */
export type StartMode = 'load' | 'intent';

export interface PageScripts {
  /** the page's entry (boot) first, then its static imports: loaded with the page */
  boot: string[];
  /** the app's files on this page, boot's excepted: run once the app starts */
  app: string[];
  /** the stylesheets of the page's own chunk and its static imports (e.g. the manage page's), which the page inlines beside index.html's */
  styles: string[];
}

/** `keys`' chunks and every chunk they import statically, each once, in visiting order. Throws on a key the manifest lacks. */
function chunksOf(manifest: Manifest, keys: string[]): ManifestChunk[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build manifest has no ${key}`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...seen].map((key) => manifest[key]);
}

/** The files of `keys`' chunks and of every chunk they import statically, each once, in visiting order. Throws on a key the manifest lacks. */
export function chunkFiles(manifest: Manifest, keys: string[]): string[] {
  return chunksOf(manifest, keys).map((chunk) => chunk.file);
}

/** The scripts of the page at `pathname` (a wizard step in any locale, or any other path served index.html's app). */
export function pageScripts(manifest: Manifest, pathname: string): PageScripts {
  const boot = chunkFiles(manifest, ['src/boot.ts']);
  const page = pageModule(pathname);
  const messages = `src/i18n/locales/${localeOfPath(pathname)}.json`;
  const app = chunkFiles(manifest, [...(manifest['index.html']?.imports ?? []), ...(page ? [page] : []), messages]).filter((file) => !boot.includes(file));
  const styles = page ? [...new Set(chunksOf(manifest, [page]).flatMap((chunk) => chunk.css ?? []))] : [];
  return { boot, app, styles };
}

/** The files a pre-rendered page runs before the visitor's first interaction: boot's, and the app's when it starts at load. */
export function scriptsBeforeInteraction(manifest: Manifest, pathname: string, start: StartMode): string[] {
  const { boot, app } = pageScripts(manifest, pathname);
  return start === 'load' ? [...boot, ...app] : boot;
}
