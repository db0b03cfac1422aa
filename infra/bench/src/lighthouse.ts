/**
 * Lighthouse 12.8 (mobile, default config: simulated slow 4G, and a CPU slowdown) on one URL, in
 * Debian's Chromium (CHROMIUM_PATH overrides /usr/bin/chromium). Each load runs in a browser of its
 * own with a fresh profile (chrome-launcher makes a new one per launch), so no load profits from the
 * HTTP or code cache of an earlier one. Lighthouse's simulated timings depend on the order things
 * happened in the real load, which varies, so the URL is loaded `runs` times (default 5) and every
 * figure reported is the median of that figure over the loads.
 *
 * The CPU slowdown is calibrated per load by default: Lighthouse's 4x models a mid-range phone on a
 * machine of the class the goals are set on (benchmarkIndex about 1,900, issue 21); Lighthouse's
 * simulation multiplies every task the load ran by the slowdown, so a machine k times as fast as that
 * gets k times 4 (calibratedCpuSlowdown), from Lighthouse's own benchmark run in the load's browser
 * just before it. The figures then model the same phone on a faster or slower machine, or on one
 * whose speed changes during a run. A fixed slowdown (4: Lighthouse's default) can be asked for.
 *
 * Besides the scores (0-100) and LCP, TBT (ms) and CLS, it reports the main-thread work Lighthouse
 * charges under that slowdown (bootup-time: script evaluation, parse and compile; and
 * mainthread-work-breakdown: every main-thread task, both in simulated ms), Lighthouse's
 * benchmarkIndex of the machine and the slowdown used, so figures from different machines can be told apart.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromium } from 'playwright-core';
import { median } from 'simple-statistics';

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
  /** the CPU slowdown the loads were simulated with, median over the loads */
  cpuSlowdown: number;
  /** each load's performance score, in load order (to show the spread) */
  performanceRuns: number[];
  /** each load's LCP and TBT, ms, in load order (pages compared with each other are judged on every load) */
  lcpRuns: number[];
  tbtRuns: number[];
}

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Loads Lighthouse may fail to trace on a busy machine (e.g. NO_NAVSTART) and is asked to repeat. */
const ATTEMPTS = 3;

/** The benchmarkIndex of the machine class the goals are set on: the middle of issue 21's 1,700-2,100. */
export const CLASS_BENCHMARK_INDEX = 1_900;
/** Lighthouse's default CPU slowdown, a mid-range phone on a machine of CLASS_BENCHMARK_INDEX. */
export const CLASS_CPU_SLOWDOWN = 4;

/** `'calibrated'`: CLASS_CPU_SLOWDOWN scaled to this machine's speed per load; a number: that fixed slowdown. */
export type CpuSlowdown = 'calibrated' | number;

/** The slowdown asked for by `value` (an environment variable or a flag): unset, calibrated; else a number >= 1. Throws on anything else. */
export function parseCpuSlowdown(value: string | undefined): CpuSlowdown {
  if (value === undefined || value === '') return 'calibrated';
  const slowdown = Number(value);
  if (!(slowdown >= 1)) throw new Error(`a CPU slowdown must be a number >= 1, not ${value}`);
  return slowdown;
}

/**
 * The CPU slowdown that models the class's phone on a machine of `benchmarkIndex`:
 * CLASS_CPU_SLOWDOWN times benchmarkIndex / CLASS_BENCHMARK_INDEX, to one decimal, at least 1.
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  return Math.max(1, Math.round(((CLASS_CPU_SLOWDOWN * benchmarkIndex) / CLASS_BENCHMARK_INDEX) * 10) / 10);
}

/**
 * Lighthouse's benchmarkIndex (its own page function, about 1 s) in a new tab of the browser on
 * `port`: the second of two runs, the first warming V8 up (as DevTools' CPU calibration does).
 */
async function benchmarkIndexOf(port: number): Promise<number> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.evaluate(pageFunctions.computeBenchmarkIndex);
    const index = await page.evaluate(pageFunctions.computeBenchmarkIndex);
    await page.close();
    return index;
  } finally {
    await browser.close(); // a browser connected to over CDP is only disconnected from
  }
}

/**
 * One Lighthouse load of `url` in a browser (and profile) of its own, its clock in IANA `timeZone`
 * (default the machine's), simulated with `cpuSlowdown`; a load Lighthouse reports as failed is
 * tried again, up to ATTEMPTS times.
 */
async function loadOnce(url: string, timeZone: string | undefined, cpuSlowdown: CpuSlowdown, attempt = 1): Promise<Result> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: FLAGS,
    envVars: timeZone ? { ...process.env, TZ: timeZone } : process.env,
  });
  try {
    const cpuSlowdownMultiplier = cpuSlowdown === 'calibrated' ? calibratedCpuSlowdown(await benchmarkIndexOf(chrome.port)) : cpuSlowdown;
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      throttling: { cpuSlowdownMultiplier },
    });
    if (!result?.lhr.categories) throw new Error(`lighthouse returned no result for ${url}`);
    if (!result.lhr.runtimeError) return result.lhr;
    if (attempt >= ATTEMPTS) throw new Error(`lighthouse: ${result.lhr.runtimeError.message}`);
    console.warn(`lighthouse ${url}: ${result.lhr.runtimeError.code}, trying again`);
  } finally {
    chrome.kill();
  }
  return loadOnce(url, timeZone, cpuSlowdown, attempt + 1);
}

/** Options of a measure: loads per URL, the browser's IANA clock (default the machine's), the CPU slowdown (default calibrated). */
export interface MeasureOptions {
  runs?: number;
  timeZone?: string;
  cpuSlowdown?: CpuSlowdown;
}

/** The median of each figure of `url`'s loads `results`. */
function summary(url: string, results: Result[]): LighthouseScores {
  const score = (lhr: Result, key: string) => Math.round((lhr.categories[key]?.score ?? 0) * 100);
  const metric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const mid = (of: (lhr: Result) => number) => median(results.map(of));
  return {
    url,
    runs: results.length,
    performance: mid((r) => score(r, 'performance')),
    accessibility: mid((r) => score(r, 'accessibility')),
    bestPractices: mid((r) => score(r, 'best-practices')),
    lcpMs: Math.round(mid((r) => metric(r, 'largest-contentful-paint'))),
    tbtMs: Math.round(mid((r) => metric(r, 'total-blocking-time'))),
    cls: Math.round(mid((r) => metric(r, 'cumulative-layout-shift')) * 1000) / 1000,
    bootupMs: Math.round(mid((r) => metric(r, 'bootup-time'))),
    mainThreadMs: Math.round(mid((r) => metric(r, 'mainthread-work-breakdown'))),
    benchmarkIndex: Math.round(mid((r) => r.environment.benchmarkIndex)),
    cpuSlowdown: mid((r) => r.configSettings.throttling.cpuSlowdownMultiplier ?? Number.NaN),
    performanceRuns: results.map((r) => score(r, 'performance')),
    lcpRuns: results.map((r) => Math.round(metric(r, 'largest-contentful-paint'))),
    tbtRuns: results.map((r) => Math.round(metric(r, 'total-blocking-time'))),
  };
}

/**
 * Loads each of `urls` `runs` times, in turns (every URL once, then again), each load in a fresh
 * browser, so a change in the machine's speed during the measure weighs on every URL alike (pages
 * compared with each other are measured this way); the median of each figure, per URL, in order.
 */
export async function lighthouseScoresOf(urls: string[], { runs = 5, timeZone, cpuSlowdown = 'calibrated' }: MeasureOptions = {}): Promise<LighthouseScores[]> {
  const results: Result[][] = urls.map(() => []);
  for (let i = 0; i < runs; i++) for (const [k, url] of urls.entries()) results[k].push(await loadOnce(url, timeZone, cpuSlowdown));
  return urls.map((url, k) => summary(url, results[k]));
}

/** Loads `url` `runs` times, each in a fresh browser, and reports the median of each figure. */
export async function lighthouseScores(url: string, options: MeasureOptions = {}): Promise<LighthouseScores> {
  const [scores] = await lighthouseScoresOf([url], options);
  return scores;
}
