/**
 * The build's server-side entry (vite build --ssr): renders one customer page to HTML with the
 * components the browser hydrates, as a fresh visitor sees it (no saved wizard, catalogue data not
 * yet loaded). Waits for lazy steps to load. Used by build/prerender.ts only.
 */
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { PALETTES_URL, STYLES_URL } from './api/catalogue';
import { App } from './App';
import { Root } from './Root';

/** API calls a page makes as soon as it runs, by path: the page's HTML starts them early (preload). */
export const PAGE_CALLS: Record<string, string[]> = { '/onboarding/step2': [STYLES_URL, PALETTES_URL] };

/** The HTML of the page at `url` (a path such as /onboarding/step1), for the #root element. */
export async function render(url: string): Promise<string> {
  // one piece: no boundary is outlined (revealing it would need an inline script, which the CSP forbids)
  const { prelude } = await prerenderToNodeStream(
    <Root>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </Root>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}
