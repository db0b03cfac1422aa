/**
 * `npm run bench` (issue 7): starts the whole local system in a temporary data directory and prints,
 * measured in the same run: throughput and latency through the gateway, directly against the owning
 * service and against a bare Hono server; the 100-booking race; the customer's step-1 download;
 * Lighthouse mobile scores. Figures only: no pass/fail, goals printed beside them.
 * BENCH_ONLY=<text> measures only the throughput rows whose name contains it (e.g. 'styles'),
 * for a quick look at one hop; BENCH_SECONDS sets each row's duration (default 5).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { startSystem } from '@cabinetry/local/system';
import { raceForOneSlot } from './bookings';
import { measure, type LoadResult } from './http-load';
import { lighthouseScores } from './lighthouse';
import { customerDownload } from './step1-download';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ONLY = process.env.BENCH_ONLY;
const dataDir = mkdtempSync(join(tmpdir(), 'cabinetry-bench-'));
const system = await startSystem({ dataDir, build: process.env.SKIP_BUILD !== '1', log: () => {} });

const bare = await new Promise<{ url: string; close(): void }>((resolve) => {
  const app = new Hono().get('/', (c) => c.text('hello'));
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
    resolve({ url: `http://127.0.0.1:${info.port}/`, close: () => server.close() }),
  );
});

const row = (name: string, r: LoadResult) =>
  `${name.padEnd(44)} ${String(r.requestsPerSecond).padStart(7)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms${r.non2xx || r.errors ? `   (non-2xx ${r.non2xx}, errors ${r.errors})` : ''}`;
const ratio = (a: LoadResult, b: LoadResult) => (a.requestsPerSecond / b.requestsPerSecond).toFixed(2);

try {
  const gateway = system.url.replace('localhost', '127.0.0.1');
  const styles = (await (await fetch(`${gateway}/api/public/styles`)).json()) as { id: number }[];
  const styleIds = styles.slice(0, 3).map((s) => s.id).join(',');
  const endpoints = [
    { name: 'GET /api/public/styles', path: '/api/public/styles?activeOnly=true', service: 'catalogue' },
    { name: 'GET /api/appointments/available', path: '/api/appointments/available', service: 'scheduling' },
    { name: `GET /api/public/materials?styleIds=${styleIds}`, path: `/api/public/materials?styleIds=${styleIds}&activeOnly=true`, service: 'catalogue' },
  ];

  console.log(`\nThroughput (${SECONDS} s each, 32 connections, one 2-core machine: load generator and servers share it)\n`);
  const bareResult = await measure(bare.url, { seconds: SECONDS });
  console.log(row('bare Hono "hello"', bareResult));
  for (const e of endpoints.filter((e) => !ONLY || e.name.includes(ONLY))) {
    const viaGateway = await measure(`${gateway}${e.path}`, { seconds: SECONDS });
    const direct = await measure(`${system.serviceUrl(e.service)}${e.path}`, { seconds: SECONDS });
    console.log(row(`${e.name} via gateway`, viaGateway));
    console.log(row(`${e.name} direct (${e.service})`, direct));
    console.log(`  ratio gateway/direct ${ratio(viaGateway, direct)} (goal >= 0.85)   direct/bare ${ratio(direct, bareResult)} (goal >= 0.6)`);
  }

  if (!ONLY) {
    const days = (await (await fetch(`${gateway}/api/appointments/available`)).json()) as { date: string; slots: { time: string; available: boolean }[] }[];
    const day = days.find((d) => d.slots.some((s) => s.available))!;
    const slot = day.slots.find((s) => s.available)!;
    const race = await raceForOneSlot(gateway, `${day.date}T${slot.time}:00+03:00`, 100);
    console.log(`\n100 concurrent bookings of ${day.date} ${slot.time}: ${race.successes} succeeded (must be 1), ${race.conflicts} answered 409, ${race.other} other; p50 ${race.p50} ms, p99 ${race.p99} ms`);

    const download = await customerDownload(`${gateway}/onboarding/step1`);
    console.log(
      `\nCustomer download for /onboarding/step1: JS ${(download.jsGzipBytes / 1024).toFixed(1)} KB gzip in ${download.jsFiles} files (goal <= 150 KB), CSS ${(download.cssGzipBytes / 1024).toFixed(1)} KB gzip; +${(download.jsGzipBytesAfterFocus / 1024).toFixed(1)} KB JS on first focus (validator); admin code among them: ${download.adminCode ? 'YES' : 'no'}`,
    );

    console.log('\nLighthouse (mobile)                      performance  accessibility  best-practices   (goals 95 / 100 / 95)');
    for (const path of ['/onboarding/step1', '/admin/login']) {
      const s = await lighthouseScores(`${system.url}${path}`);
      console.log(`${path.padEnd(40)} ${String(s.performance).padStart(11)}  ${String(s.accessibility).padStart(13)}  ${String(s.bestPractices).padStart(14)}`);
    }
  }
} finally {
  bare.close();
  await system.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
