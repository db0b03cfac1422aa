/**
 * Lighthouse (mobile, default config and throttling) scores 0-100 for performance, accessibility and
 * best practices of one URL, with its LCP and TBT (ms) and CLS, run in Debian's Chromium
 * (CHROMIUM_PATH overrides /usr/bin/chromium).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface LighthouseScores {
  url: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** Largest Contentful Paint, ms (simulated mobile) */
  lcpMs: number;
  /** Total Blocking Time, ms */
  tbtMs: number;
  cls: number;
}

export async function lighthouseScores(url: string): Promise<LighthouseScores> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'] });
    const categories = result?.lhr.categories;
    if (!categories) throw new Error(`lighthouse returned no result for ${url}`);
    const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
    const metric = (id: string) => result.lhr.audits[id]?.numericValue ?? NaN;
    return {
      url,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      lcpMs: Math.round(metric('largest-contentful-paint')),
      tbtMs: Math.round(metric('total-blocking-time')),
      cls: Math.round(metric('cumulative-layout-shift') * 1000) / 1000,
    };
  } finally {
    chrome.kill();
  }
}
