/**
 * The build's server-side entry (vite build --ssr): renders one customer page to HTML with the
 * components the browser hydrates, as a fresh visitor sees it (no saved wizard, catalogue data not
 * yet loaded), in the language of its path (/fr/..., /ar/..., else English). Waits for lazy steps to
 * load. Used by build/prerender.ts only.
 */
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { palettesUrl, stylesUrl } from './api/catalogue';
import { App } from './App';
import { activateLocale, i18n } from './i18n/i18n';
import { localeDir, localeOfPath, type Locale } from './i18n/locales';
import { BOOKING_WINDOW_URL } from './lib/showroomHours';
import { Root } from './Root';

export { LOCALES, localePath } from './i18n/locales';

export interface PrerenderedPage {
  /**
   * When boot.ts starts the app: 'intent' for a page whose HTML is the whole page a first-time
   * visitor sees (nothing to fetch: the app waits for their first interaction), 'load' for a page
   * whose content comes from the API (at first paint).
   */
  start: 'load' | 'intent';
  /** API calls the page makes as soon as it runs in `locale`: its HTML starts them early (preload) */
  calls: (locale: Locale) => string[];
}

/** The pages pre-rendered at build time, by unprefixed path (each in every locale): the wizard's steps. */
export const PRERENDERED_PAGES: Record<string, PrerenderedPage> = {
  '/onboarding/step1': { start: 'intent', calls: () => [] },
  '/onboarding/step2': { start: 'load', calls: (locale) => [stylesUrl(locale), palettesUrl(locale)] },
  // a first visit has chosen no style yet: the page says so, and loads no material
  '/onboarding/step3': { start: 'intent', calls: () => [] },
  // a first visit has no customer yet: the page says so, and lists no document
  '/onboarding/step4': { start: 'intent', calls: () => [] },
  '/onboarding/step5': { start: 'load', calls: () => [BOOKING_WINDOW_URL] },
};

/** What a pre-rendered page's document says of its language. */
export interface PageLanguage {
  locale: Locale;
  dir: 'ltr' | 'rtl';
  /** <title> in the page's language */
  title: string;
  /** <meta name="description"> in the page's language */
  description: string;
  /** the chat button's name (src/boot.ts shows the button before the app runs) */
  chatLabel: string;
}

/** The HTML of the page at `url` (a path such as /fr/onboarding/step1) for the #root element, and its language. */
export async function render(url: string): Promise<{ html: string; language: PageLanguage }> {
  const locale = localeOfPath(url);
  await activateLocale(locale);
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
  return {
    html: Buffer.concat(chunks).toString('utf8'),
    language: { locale, dir: localeDir(locale), title: i18n.t('shell.documentTitle'), description: i18n.t('shell.description'), chatLabel: i18n.t('shell.chat') },
  };
}
