/**
 * Fuzzing: at least 10,000 generated bad requests across every route through the
 * gateway (wrong types, missing and extra fields, huge strings, operator objects, bad ids, bad
 * JSON and multipart) must each get a 4xx JSON `{ error }` (GETs may also answer 2xx), never a 5xx
 * or a crash, and must leave every stored document unchanged.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { MongoClient, ObjectId } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOAD_TEST_ENV, startSystem, type RunningSystem } from '@cabinetry/local/system';
import { badJsonBody, badId, badQueryValue } from './generators';
import { openSessions, routeTargets, type RouteTarget, type Sessions } from './routes';

const TOTAL_REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_000);

let system: RunningSystem;
let dataDir: string;
let sessions: Sessions;
let mongo: MongoClient;

/** sha256 of every document of every database, collection by collection (throttle counters and the audit log, which records refused sign-ins, excluded). */
async function snapshot(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const { databases } = await mongo.db('admin').admin().listDatabases();
  for (const { name } of databases) {
    if (['admin', 'local', 'config'].includes(name)) continue;
    const db = mongo.db(name);
    for (const { name: coll } of await db.listCollections().toArray()) {
      if (/rate|limit|throttle|login_attempt|audit/i.test(coll)) continue;
      const docs = await db.collection(coll).find().sort({ _id: 1 }).toArray();
      out[`${name}.${coll}`] = createHash('sha256').update(JSON.stringify(docs)).digest('hex');
    }
  }
  return out;
}

async function send(target: RouteTarget, init: { path: string; body?: string | FormData; contentType?: string }) {
  const headers: Record<string, string> = { ...target.headers(sessions) };
  if (init.contentType) headers['content-type'] = init.contentType;
  const res = await fetch(`${system.url}${init.path}`, { method: target.method, headers, body: init.body });
  const text = await res.text();
  return { status: res.status, type: res.headers.get('content-type') ?? '', text };
}

function expectCleanRefusal(target: RouteTarget, r: { status: number; type: string; text: string }, sent: string) {
  const where = `${target.method} ${sent} → ${r.status} ${r.text.slice(0, 200)}`;
  expect(r.status, where).toBeLessThan(500);
  if (target.method !== 'GET') expect(r.status, where).toBeGreaterThanOrEqual(400);
  if (r.status >= 400) {
    expect(r.type, where).toContain('application/json');
    expect(typeof JSON.parse(r.text).error, where).toBe('string');
  }
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'cabinetry-fuzz-'));
  system = await startSystem({ dataDir, build: false, log: () => {}, env: LOAD_TEST_ENV });
  sessions = await openSessions(system.url);
  mongo = await MongoClient.connect(system.mongoUrl);
});

/** Polls until the worker has sent and recorded the booking's two confirmations, so the snapshot below is not taken mid-job. */
async function bookingSettled(appointmentId: string): Promise<void> {
  const kinds = async () => {
    const appointment = await mongo.db('scheduling').collection('appointments').findOne({ _id: new ObjectId(appointmentId) });
    return ((appointment?.emailsSent ?? []) as { kind: string }[]).map((e) => e.kind).sort();
  };
  await expect.poll(kinds, { timeout: 60_000, interval: 200 }).toEqual(['appointment-confirmation:admin', 'appointment-confirmation:customer']);
}

afterAll(async () => {
  await mongo?.close();
  await system?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('fuzzing every route with bad requests', () => {
  it(`answers ${TOTAL_REQUESTS}+ bad requests with 4xx JSON, never 5xx, and changes no stored data`, async () => {
    await bookingSettled(sessions.appointmentId);
    const before = await snapshot();
    const targets = routeTargets();
    const runsPerTarget = Math.ceil(TOTAL_REQUESTS / targets.length);
    let sent = 0;
    for (const target of targets) {
      const arbitrary = fc.record({
        id: badId(),
        query: badQueryValue(),
        body: target.kind === 'json' ? badJsonBody(target.validBody?.(sessions) ?? {}) : fc.constant(undefined),
      });
      await fc.assert(
        fc.asyncProperty(arbitrary, async ({ id, query, body }) => {
          const request = target.build(sessions, { id, query, body });
          const r = await send(target, request);
          sent++;
          expectCleanRefusal(target, r, request.path);
        }),
        { numRuns: runsPerTarget, endOnFailure: true },
      );
    }
    expect(sent).toBeGreaterThanOrEqual(TOTAL_REQUESTS);
    const health = await fetch(`${system.url}/health`);
    expect(health.status).toBe(200);
    expect(await snapshot()).toEqual(before);
    console.log(`fuzz: ${sent} bad requests over ${targets.length} routes, 0 server errors, stored data unchanged`);
  }, 600_000);
});
