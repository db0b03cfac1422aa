/**
 * Lighthouse (mobile, default config) scores 0-100 for performance, accessibility and best
 * practices of one URL, run in Debian's Chromium (CHROMIUM_PATH overrides /usr/bin/chromium).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface LighthouseScores {
  url: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
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
    return { url, performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices') };
  } finally {
    chrome.kill();
  }
}
