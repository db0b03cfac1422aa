/**
 * A page pre-rendered complete at build time carries only the CSS rules its own HTML and the chat
 * button use (build/prerender.ts, with beasties), so its first paint parses a third of the
 * stylesheet. Its full stylesheets, listed on #root's data-stylesheets (and prefetched with the
 * app's files), are added when the app starts, which waits for them before it renders (src/main.tsx),
 * so whatever shows next (a dialog, another step) is styled. They hold every rule of the inlined
 * ones, in the same order and later in the document, so nothing already shown changes.
 */

let loading: Promise<void> | undefined;

/** Adds the page's full stylesheets (once; none on a page without data-stylesheets); resolves when each has loaded or failed. */
export function loadFullStylesheets(): Promise<void> {
  loading ??= Promise.all(
    (document.getElementById('root')?.dataset.stylesheets ?? '')
      .split(' ')
      .filter(Boolean)
      .map(
        (href) =>
          new Promise<void>((resolve) => {
            // CORS mode, as index.html's link and the prefetch (src/boot.ts): the prefetched copy is used
            const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href, crossOrigin: '' });
            link.addEventListener('load', () => resolve(), { once: true });
            link.addEventListener('error', () => resolve(), { once: true });
            document.head.append(link);
          }),
      ),
  ).then(() => undefined);
  return loading;
}
