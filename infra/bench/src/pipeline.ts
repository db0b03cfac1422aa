/**
 * Issue 39 item 9's bench: a seeded showroom of BENCH_LEADS leads (default 100,000) and five
 * activities each (500,000), written straight into onboarding's database through the driver in
 * bulk (owners, stages, sources and ages spread as a showroom's: most leads lost or early, a few
 * won), then, through the gateway with an admin's bearer token, 50 sequential requests (after 3
 * not counted) of each read staff wait for: the board's first page, the lead list's first page
 * (default sort, and filtered by one owner), and the sales reports (JSON and CSV). Each row: the
 * median and p99 in ms against the goals (board and list p99 <= 300 ms, each report <= 1,000 ms),
 * with the engine that answered (the embedded MongoDB, or a real mongod when MONGO_URL names one).
 */
import { MongoClient, ObjectId } from 'mongodb';
import { median, quantile } from 'simple-statistics';
import { LOCALE_CODES } from '@cabinetry/shared/contracts/locales';
import { showroomDay } from '@cabinetry/shared/time';
import { adminToken } from './designers';
import type { BenchRow } from './report';
import { urlOf } from '@cabinetry/shared/contracts/api/client';
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

/** One measured read: its name, the path under the gateway, its goal on the p99 in ms. */
interface PipelineRead {
  name: string;
  path: string;
  goalMs: number;
}

/** A row of the bench's table (bench.ts prints them). */
export interface PipelineFigure {
  name: string;
  medianMs: number;
  p99Ms: number;
  goalMs: number;
  /** the counted reads answered with another status than 200 (e.g. the gateway's 504), by status */
  refused: Record<number, number>;
}

const STAGES = [
  // stage, share of the leads, furthest stage rank reached (reachedStage)
  ['new', 0.04, 0],
  ['contacted', 0.12, 1],
  ['consultation_booked', 0.05, 2],
  ['consulted', 0.07, 3],
  ['quoted', 0.1, 4],
  ['won', 0.07, 5],
  ['lost', 0.55, 2],
] as const;
const SOURCES = ['google', 'instagram', 'facebook', 'referral', 'walk-in', 'phone', 'whatsapp', ''];
const OWNERS = Array.from({ length: 8 }, (_, i) => ({ id: new ObjectId().toHexString(), name: `Designer ${i + 1}` }));
const ACTIVITY_KINDS = ['attempt', 'attempt', 'next_action', 'stage', 'owner'] as const;
const DAY = 86_400_000;

/** A deterministic pseudo-random sequence in [0, 1) (pure-rand's xoroshiro128+), so every run seeds the same showroom. */
function random(seed: number): () => number {
  const rng = xoroshiro128plus(seed);
  return () => uniformFloat64(rng);
}

/** The stage of a lead drawn at `r` in [0, 1) by STAGES' shares. */
function stageAt(r: number): (typeof STAGES)[number] {
  let sum = 0;
  for (const s of STAGES) if (r < (sum += s[1])) return s;
  return STAGES[STAGES.length - 1];
}

/**
 * Writes `leads` leads over the last two years and five activities for each into the database at
 * `mongoUrl` + `/onboarding`, in batches of 5,000; answers the seconds it took and the engine
 * ('embedded' or 'mongod <version>').
 */
export async function seedPipeline(mongoUrl: string, leads: number, now = Date.now()): Promise<{ seconds: number; engine: string }> {
  const url = new URL(mongoUrl);
  url.pathname = '/onboarding';
  const client = await MongoClient.connect(url.toString());
  const started = performance.now();
  try {
    const db = client.db('onboarding');
    const info = await db.admin().command({ buildInfo: 1 });
    const engine = info.gitVersion === 'embedded-mongo' ? 'embedded' : `mongod ${String(info.version)}`;
    const next = random(39);
    const BATCH = 5_000;
    for (let done = 0; done < leads; done += BATCH) {
      const customers = [];
      const activities = [];
      for (let i = done; i < Math.min(leads, done + BATCH); i++) {
        const _id = new ObjectId();
        // more recent leads than old ones (a growing showroom)
        const createdAt = new Date(now - Math.floor(Math.sqrt(next()) * 730 * DAY));
        const [stage, , reached] = stageAt(next());
        const owner = OWNERS[Math.floor(next() * OWNERS.length)];
        const contacted = stage !== 'new' || next() < 0.3;
        const firstContactAt = contacted ? new Date(createdAt.getTime() + Math.floor(next() * 240) * 60_000) : null;
        const lastActivityAt = new Date(Math.min(now, createdAt.getTime() + Math.floor(next() * 60) * DAY));
        const open = stage !== 'won' && stage !== 'lost';
        const email = `lead${i}@bench.example`;
        customers.push({
          _id,
          customerInfo: { firstName: `Lead${i}`, lastName: 'Bench', email, phone: '', projectTimeline: '3-6months', budget: '25k-50k' },
          mailbox: email,
          projectTypes: { kitchen: next() < 0.7, wardrobe: next() < 0.4 },
          locale: LOCALE_CODES[i % LOCALE_CODES.length],
          currentStep: 1 + Math.floor(next() * 5),
          isCompleted: next() < 0.4,
          source: SOURCES[Math.floor(next() * SOURCES.length)] || null,
          stage,
          reachedStage: reached,
          owner: { ...owner, assignedAt: createdAt },
          firstContactDueAt: new Date(createdAt.getTime() + 3_600_000),
          firstContactAt,
          lastActivityAt,
          wonAt: stage === 'won' ? lastActivityAt : null,
          estimatedValue: stage === 'won' || stage === 'quoted' ? 5_000 + Math.floor(next() * 60) * 1_000 : null,
          nextAction: open && next() < 0.7 ? { text: 'Call back', dueDay: showroomDay(now + Math.floor((next() - 0.5) * 20) * DAY) } : null,
          createdAt,
          updatedAt: lastActivityAt,
        });
        for (let k = 0; k < ACTIVITY_KINDS.length; k++) {
          activities.push({ customerId: _id.toHexString(), kind: ACTIVITY_KINDS[k], at: new Date(createdAt.getTime() + k * 3_600_000), by: 'bench', channel: k < 2 ? 'call' : undefined, text: k === 2 ? 'Call back' : undefined });
        }
      }
      await db.collection('customers').insertMany(customers, { ordered: false });
      await db.collection('lead_activities').insertMany(activities, { ordered: false });
    }
    return { seconds: Math.round((performance.now() - started) / 1000), engine };
  } finally {
    await client.close();
  }
}

/**
 * `count` sequential GETs of `url` as `token` after 3 not counted; answers the median and p99 in ms
 * (a refused read's time counts too: a 504 took the gateway's whole timeout) and the counted reads
 * not answered 200, by status.
 */
async function timeReads(url: string, token: string, count: number): Promise<{ medianMs: number; p99Ms: number; refused: Record<number, number> }> {
  const times: number[] = [];
  const refused: Record<number, number> = {};
  for (let i = 0; i < count + 3; i++) {
    const start = performance.now();
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    if (i < 3) continue;
    times.push(performance.now() - start);
    if (res.status !== 200) refused[res.status] = (refused[res.status] ?? 0) + 1;
  }
  return { medianMs: Math.round(median(times)), p99Ms: Math.round(quantile(times, 0.99)), refused };
}

/** The reads measured, with their goals (p99, ms). */
const READS: PipelineRead[] = [
  { name: 'board, first page', path: urlOf('getLeadBoard'), goalMs: 300 },
  { name: 'lead list, first page (newest first)', path: urlOf('listLeads'), goalMs: 300 },
  { name: 'lead list, first page (one owner)', path: `${urlOf('listLeads')}?owner=${OWNERS[0].id}`, goalMs: 300 },
  { name: 'sales reports (4 aggregations)', path: urlOf('getPipelineReport'), goalMs: 1_000 },
  { name: 'sales reports CSV', path: urlOf('exportPipelineReport'), goalMs: 1_000 },
];

/** Measures each of READS `count` times through `gateway` as `token`; answers their figures. */
export async function measurePipeline(gateway: string, token: string, count = 50): Promise<PipelineFigure[]> {
  const figures: PipelineFigure[] = [];
  for (const read of READS) figures.push({ name: read.name, goalMs: read.goalMs, ...(await timeReads(`${gateway}${read.path}`, token, count)) });
  return figures;
}

/** Leads seeded (BENCH_LEADS, default 100,000; five activities each). */
const LEADS = Number(process.env.BENCH_LEADS ?? 100_000);

/**
 * The pipeline scenario on a running system (gateway `gateway`, MongoDB `mongoUrl`): seeds the
 * showroom, signs in the bench's admin and measures READS; answers the table's rows (the seed's
 * size, time and engine as references, then each read's median and p99 against its goal).
 */
export async function pipelineRows(gateway: string, mongoUrl: string): Promise<BenchRow[]> {
  const { seconds, engine } = await seedPipeline(mongoUrl, LEADS);
  const token = await adminToken(gateway);
  const figures = await measurePipeline(gateway, token);
  return [
    { figure: `pipeline: leads seeded (5 activities each), seconds to seed`, before: '', now: `${LEADS} in ${seconds} s`, goal: '' },
    { figure: 'pipeline: MongoDB engine', before: '', now: engine, goal: '' },
    ...figures.map((f) => {
      const refused = Object.entries(f.refused).map(([status, n]) => `${n} answered ${status}`);
      return { figure: `pipeline: ${f.name}, p99 ms`, before: '', now: f.p99Ms, goal: `<= ${f.goalMs}, all 200`, pass: f.p99Ms <= f.goalMs && refused.length === 0, detail: [`median ${f.medianMs}`, ...refused].join(', ') };
    }),
  ];
}
