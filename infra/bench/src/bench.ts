/**
 * `npm run bench`: starts the whole local system in a temporary data directory (budgets scaled by
 * RATE_LIMIT_MULTIPLIER so the load is not refused) and prints ONE table of the speed figures, all
 * measured in the same run: Lighthouse mobile on the wizard's first two steps (median of 3 loads), the customer's step-1
 * download, GET /api/public/styles through the gateway (from its shared cache, and the bare hop)
 * vs direct vs a plain nginx proxy (when nginx is installed), availability through the gateway, and
 * the 100-booking race. Each row shows the figure measured before this work (quoted from the
 * performance issue, for reference), the figure now, the goal and whether it is met. BENCH_SECONDS
 * (default 5) per load run; SKIP_BUILD=1 reuses frontend/dist.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOAD_TEST_ENV, startSystem } from '@cabinetry/local/system';
import { raceForOneSlot } from './bookings';
import { measure, type LoadResult } from './http-load';
import { lighthouseScores } from './lighthouse';
import { startNginxProxy } from './nginx';
import { customerDownload } from './step1-download';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

interface Row {
  figure: string;
  before: string;
  now: number | string;
  goal: string;
  /** undefined: a reference figure without a goal */
  pass?: boolean;
}

const rows: Row[] = [];
const atLeast = (figure: string, before: string, now: number, goal: number) => rows.push({ figure, before, now, goal: `>= ${goal}`, pass: now >= goal });
const atMost = (figure: string, before: string, now: number, goal: number) => rows.push({ figure, before, now, goal: `<= ${goal}`, pass: now <= goal });
const exactly = (figure: string, before: string, now: number | string, goal: number | string) => rows.push({ figure, before, now, goal: `= ${goal}`, pass: now === goal });
const reference = (figure: string, before: string, now: number | string) => rows.push({ figure, before, now, goal: '' });

function printTable(): void {
  const cells = rows.map((r) => [r.figure, r.before, String(r.now), r.goal, r.pass === undefined ? '' : r.pass ? 'pass' : 'FAIL']);
  const head = ['figure', 'before', 'now', 'goal', ''];
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c: string[]) => c.map((v, i) => (i === 0 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join('  ');
  console.log(`\n${line(head)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const c of cells) console.log(line(c));
  const failed = rows.filter((r) => r.pass === false).length;
  console.log(`\n${rows.filter((r) => r.pass !== undefined).length - failed} goals met, ${failed} missed`);
}

const dataDir = mkdtempSync(join(tmpdir(), 'cabinetry-bench-'));
const system = await startSystem({ dataDir, build: process.env.SKIP_BUILD !== '1', log: () => {}, env: LOAD_TEST_ENV });
const nginx = await startNginxProxy(system.serviceUrl('catalogue'));
const rps = (r: LoadResult) => r.requestsPerSecond + (r.non2xx || r.errors ? ` (non-2xx ${r.non2xx}, errors ${r.errors})` : '');

try {
  const gateway = system.url.replace('localhost', '127.0.0.1');
  console.log(`${new Date().toISOString()}: ${cpus().length} cores (${cpus()[0]?.model.trim()}), load generator on the same machine, ${SECONDS} s per load run, 32 connections`);

  const styles = '/api/public/styles?activeOnly=true';
  const direct = await measure(`${system.serviceUrl('catalogue')}${styles}`, { seconds: SECONDS });
  const viaGateway = await measure(`${gateway}${styles}`, { seconds: SECONDS });
  // a request that forbids storing is never answered from the gateway's shared cache: the bare hop
  const viaGatewayHop = await measure(`${gateway}${styles}`, { seconds: SECONDS, headers: { 'cache-control': 'no-store' } });
  const viaNginx = nginx ? await measure(`${nginx.url}${styles}`, { seconds: SECONDS }) : null;
  reference('styles direct to the catalogue, req/s', '5700', rps(direct));
  reference('styles through the gateway, req/s', '1400', rps(viaGateway));
  atLeast('styles gateway / direct', '0.25', Number((viaGateway.requestsPerSecond / direct.requestsPerSecond).toFixed(2)), 0.85);
  reference('styles through the gateway uncached (no-store), req/s', '', rps(viaGatewayHop));
  reference('styles gateway uncached / direct', '', Number((viaGatewayHop.requestsPerSecond / direct.requestsPerSecond).toFixed(2)));
  if (viaNginx) {
    reference('styles through nginx (keep-alive), req/s', '5200', rps(viaNginx));
    reference('styles nginx / direct', '0.9', Number((viaNginx.requestsPerSecond / direct.requestsPerSecond).toFixed(2)));
  } else reference('styles through nginx', '5200', 'nginx not installed');

  const availableDirect = await measure(`${system.serviceUrl('scheduling')}/api/appointments/available`, { seconds: SECONDS });
  const available = await measure(`${gateway}/api/appointments/available`, { seconds: SECONDS });
  reference('availability direct to scheduling, req/s (p99 ms)', '', `${rps(availableDirect)} (${availableDirect.p99})`);
  atLeast('availability through the gateway, req/s', '181', available.requestsPerSecond, 1500);
  atMost('availability through the gateway, p99 ms', '470-600', available.p99, 100);

  const days = (await (await fetch(`${gateway}/api/appointments/available`)).json()) as { date: string; slots: { time: string; available: boolean }[] }[];
  const day = days.find((d) => d.slots.some((s) => s.available))!;
  const slot = day.slots.find((s) => s.available)!;
  const race = await raceForOneSlot(gateway, `${day.date}T${slot.time}:00+03:00`, 100);
  exactly('100-booking race: winners', '1', race.successes, 1);
  exactly('100-booking race: 409s', '99', race.conflicts, 99);
  atMost('100-booking race: p99 ms', '900', race.p99, 300);

  const download = await customerDownload(`${gateway}/onboarding/step1`);
  atMost('step-1 JS before first interaction, KB gzip', '179', Number((download.jsGzipBytes / 1024).toFixed(1)), 150);
  exactly('step-1 admin code', 'no', download.adminCode ? 'yes' : 'no', 'no');

  const before: Record<string, { performance: string; lcp: string; tbt: string; cls: string }> = {
    '/onboarding/step1': { performance: '76-79', lcp: '3200', tbt: '540', cls: '0' },
    // measured on main before the pre-rendered pages (2026-11-23 16:52, idle machine)
    '/onboarding/step2': { performance: '67', lcp: '3280', tbt: '365', cls: '0.248' },
  };
  for (const path of Object.keys(before)) {
    const s = await lighthouseScores(`${system.url}${path}`);
    const b = before[path];
    atLeast(`Lighthouse ${path} performance`, b.performance, s.performance, 95);
    atLeast(`Lighthouse ${path} accessibility`, '', s.accessibility, 100);
    atLeast(`Lighthouse ${path} best practices`, '', s.bestPractices, 100);
    atMost(`Lighthouse ${path} LCP ms`, b.lcp, s.lcpMs, 1500);
    atMost(`Lighthouse ${path} TBT ms`, b.tbt, s.tbtMs, 150);
    atMost(`Lighthouse ${path} CLS`, b.cls, s.cls, 0.02);
  }
  printTable();
} finally {
  await nginx?.stop();
  await system.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
