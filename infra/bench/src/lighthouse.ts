/**
 * Lighthouse 12.8 (mobile, default config: simulated slow 4G and a 4x CPU slowdown) on one URL, in
 * Debian's Chromium (CHROMIUM_PATH overrides /usr/bin/chromium). Each load runs in a browser of its
 * own with a fresh profile (chrome-launcher makes a new one per launch), so no load profits from the
 * HTTP or code cache of an earlier one. Lighthouse's simulated timings depend on the order things
 * happened in the real load, which varies, so the URL is loaded `runs` times (default 5) and every
 * figure reported is the median of that figure over the loads.
 *
 * Besides the scores (0-100) and LCP, TBT (ms) and CLS, it reports the main-thread work Lighthouse
 * charges under its CPU slowdown (bootup-time: script evaluation, parse and compile; and
 * mainthread-work-breakdown: every main-thread task, both in simulated ms) and Lighthouse's
 * benchmarkIndex of the machine (how fast this CPU ran its benchmark: the 4x slowdown models a
 * mid-range phone when it is about 1,000-2,000), so figures from different machines can be told apart.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface LighthouseScores {
  url: string;
  runs: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** Largest Contentful Paint, ms (simulated mobile) */
  lcpMs: number;
  /** Total Blocking Time, ms */
  tbtMs: number;
  cls: number;
  /** Lighthouse's bootup-time total: script evaluation, parse and compile, ms (simulated) */
  bootupMs: number;
  /** Lighthouse's mainthread-work-breakdown total: all main-thread work, ms (simulated) */
  mainThreadMs: number;
  /** Lighthouse's benchmarkIndex of this machine, median over the loads */
  benchmarkIndex: number;
  /** each load's performance score, in load order (to show the spread) */
  performanceRuns: number[];
}

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Loads Lighthouse may fail to trace on a busy machine (e.g. NO_NAVSTART) and is asked to repeat. */
const ATTEMPTS = 3;

/**
 * One Lighthouse load of `url` in a browser (and profile) of its own, its clock in IANA `timeZone`
 * (default the machine's); a load Lighthouse reports as failed is tried again, up to ATTEMPTS times.
 */
async function loadOnce(url: string, timeZone: string | undefined, attempt = 1): Promise<Result> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: FLAGS,
    envVars: timeZone ? { ...process.env, TZ: timeZone } : process.env,
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'] });
    if (!result?.lhr.categories) throw new Error(`lighthouse returned no result for ${url}`);
    if (!result.lhr.runtimeError) return result.lhr;
    if (attempt >= ATTEMPTS) throw new Error(`lighthouse: ${result.lhr.runtimeError.message}`);
    console.warn(`lighthouse ${url}: ${result.lhr.runtimeError.code}, trying again`);
  } finally {
    chrome.kill();
  }
  return loadOnce(url, timeZone, attempt + 1);
}

/** The median of `values` (the mean of the middle two for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Loads `url` `runs` times, each in a fresh browser (its clock in `timeZone`, default the machine's), and reports the median of each figure. */
export async function lighthouseScores(url: string, { runs = 5, timeZone }: { runs?: number; timeZone?: string } = {}): Promise<LighthouseScores> {
  const results: Result[] = [];
  for (let i = 0; i < runs; i++) results.push(await loadOnce(url, timeZone));
  const score = (lhr: Result, key: string) => Math.round((lhr.categories[key]?.score ?? 0) * 100);
  const metric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const mid = (of: (lhr: Result) => number) => median(results.map(of));
  return {
    url,
    runs,
    performance: mid((r) => score(r, 'performance')),
    accessibility: mid((r) => score(r, 'accessibility')),
    bestPractices: mid((r) => score(r, 'best-practices')),
    lcpMs: Math.round(mid((r) => metric(r, 'largest-contentful-paint'))),
    tbtMs: Math.round(mid((r) => metric(r, 'total-blocking-time'))),
    cls: Math.round(mid((r) => metric(r, 'cumulative-layout-shift')) * 1000) / 1000,
    bootupMs: Math.round(mid((r) => metric(r, 'bootup-time'))),
    mainThreadMs: Math.round(mid((r) => metric(r, 'mainthread-work-breakdown'))),
    benchmarkIndex: Math.round(mid((r) => r.environment.benchmarkIndex)),
    performanceRuns: results.map((r) => score(r, 'performance')),
  };
}
