/**
 * Lighthouse (mobile, default config and throttling) scores 0-100 for performance, accessibility and
 * best practices of one URL, with its LCP and TBT (ms) and CLS, run in Debian's Chromium
 * (CHROMIUM_PATH overrides /usr/bin/chromium). Lighthouse's simulated timings depend on the order
 * things happened in the real page load, which varies between loads on one machine, so the page is
 * measured `runs` times and Lighthouse's own median run (computeMedianRun) is reported.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';

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

type Result = Parameters<typeof computeMedianRun>[0][number];

export async function lighthouseScores(url: string, runs = 3): Promise<LighthouseScores> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const results: Result[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'] });
      if (!result?.lhr.categories) throw new Error(`lighthouse returned no result for ${url}`);
      results.push(result.lhr);
    }
  } finally {
    chrome.kill();
  }
  const lhr = computeMedianRun(results);
  const score = (key: string) => Math.round((lhr.categories[key]?.score ?? 0) * 100);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    url,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: Math.round(metric('largest-contentful-paint')),
    tbtMs: Math.round(metric('total-blocking-time')),
    cls: Math.round(metric('cumulative-layout-shift') * 1000) / 1000,
  };
}
