/**
 * Focused measure of pages of an already running system, for development (the full table is
 * `npm run bench`): `node --import tsx infra/bench/src/lighthouse-cli.ts <url>... [--runs N]` prints,
 * per URL, the JavaScript received before the first interaction (KB gzip) and the median Lighthouse
 * figures of N loads (default 5), each in a fresh browser profile, with the CPU slowdown calibrated to
 * this machine (./lighthouse.ts), or fixed with `--cpu-slowdown N` (4: Lighthouse's default). The
 * URLs' loads are taken in turns (lighthouseScoresOf), so two builds served side by side are compared
 * on the same machine's moods.
 */
import { type CpuSlowdown, lighthouseScoresOf, parseCpuSlowdown } from './lighthouse';
import { customerDownload } from './page-download';

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args.splice(runsAt, 2)[1]) : 5;
const slowdownAt = args.indexOf('--cpu-slowdown');
const usage = (): never => {
  console.error('usage: lighthouse-cli.ts <url>... [--runs N] [--cpu-slowdown N]');
  process.exit(2);
};
let cpuSlowdown: CpuSlowdown = 'calibrated';
try {
  cpuSlowdown = parseCpuSlowdown(slowdownAt >= 0 ? (args.splice(slowdownAt, 2)[1] ?? 'missing') : undefined);
} catch {
  usage();
}
if (args.length === 0 || !Number.isInteger(runs) || runs < 1) usage();
const scores = await lighthouseScoresOf(args, { runs, cpuSlowdown });
for (const [i, url] of args.entries()) {
  const download = await customerDownload(url);
  const s = scores[i];
  console.log(
    `${url}\n  JS ${(download.jsGzipBytes / 1024).toFixed(1)} KB gzip in ${download.jsFiles} files, CSS ${(download.cssGzipBytes / 1024).toFixed(1)} KB gzip, admin code: ${download.adminCode ? 'yes' : 'no'}` +
      `\n  performance ${s.performance} (${s.performanceRuns.join(' ')}), a11y ${s.accessibility}, best practices ${s.bestPractices}` +
      `\n  LCP ${s.lcpMs} ms, TBT ${s.tbtMs} ms, CLS ${s.cls}, bootup-time ${s.bootupMs} ms, main-thread work ${s.mainThreadMs} ms, benchmarkIndex ${s.benchmarkIndex}, CPU slowdown ${s.cpuSlowdown}x`,
  );
}
