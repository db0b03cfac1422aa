/**
 * The planner against a full scan: for randomised documents (missing fields, null, arrays, nested
 * documents, mixed types, many ties) and randomised filters, sorts, skips and limits, a collection
 * read through its compound indexes answers exactly what mingo answers over every document, before
 * and after random inserts, replacements and deletes; and the reads the pipeline needs use an index
 * (an ordered walk reads a handful of entries, not the collection).
 */
import { Binary, ObjectId, type Document } from 'bson';
import { describe, expect, it } from 'vitest';
import { Collection } from './collection';
import { defaultIndexName, type IndexSpec } from './indexes';
import { readPlan } from './planner';
import { selectDocs, type SelectOptions } from './query';
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

/** A deterministic pseudo-random sequence in [0, 1) (pure-rand's xoroshiro128+). */
function random(seed: number): () => number {
  const rng = xoroshiro128plus(seed);
  return () => uniformFloat64(rng);
}

const DAY = 86_400_000;
const BASE = Date.UTC(2026, 0, 1);

/** Values of mixed types, few enough for many ties. */
const SCALARS: unknown[] = [0, 1, 2, 2.5, -1, 'a', 'b', 'B', 'ab', '', true, false, new Date(BASE), new Date(BASE + DAY), new Date(BASE + 2 * DAY), new ObjectId('650000000000000000000001'), new ObjectId('650000000000000000000002')];

function makeGen(seed: number, withArrays: boolean) {
  const next = random(seed);
  const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)];
  const scalar = () => {
    const v = pick(SCALARS);
    if (v instanceof ObjectId) return new ObjectId(v.toHexString());
    return v instanceof Date ? new Date(v.getTime()) : v;
  };
  /** A field value: mostly scalars, else missing (undefined), null, and with arrays: arrays and nested arrays. */
  const value = (): unknown => {
    const r = next();
    if (r < 0.1) return undefined;
    if (r < 0.2) return null;
    if (withArrays && r < 0.3) return Array.from({ length: Math.floor(next() * 3) }, () => (next() < 0.2 ? [scalar()] : next() < 0.1 ? null : scalar()));
    return scalar();
  };
  const nested = (): unknown => {
    const r = next();
    if (r < 0.15) return undefined;
    if (r < 0.25) return null;
    if (withArrays && r < 0.45) return Array.from({ length: Math.floor(next() * 3) }, () => (next() < 0.7 ? { x: value() } : scalar()));
    if (r < 0.55) return scalar();
    return next() < 0.8 ? { x: value() } : {};
  };
  let id = 0;
  const doc = (_id: unknown = id++): Document => {
    const d: Document = { _id, a: value(), b: value(), c: value(), n: nested() };
    for (const k of Object.keys(d)) if (d[k] === undefined) delete d[k];
    return d;
  };
  const FIELDS = ['a', 'b', 'c', 'n.x', '_id'];
  const condition = (): Document => {
    const field = pick(FIELDS.slice(0, 4));
    const r = next();
    if (r < 0.25) return { [field]: scalar() };
    if (r < 0.35) return { [field]: null };
    if (r < 0.55) {
      const $in = Array.from({ length: 1 + Math.floor(next() * 3) }, () => (next() < 0.2 ? null : scalar()));
      return { [field]: next() < 0.2 ? { $in, $ne: scalar() } : { $in } };
    }
    if (r < 0.65) return { [field]: { $eq: scalar() } };
    const ops = [pick(['$gt', '$gte', '$lt', '$lte'])];
    if (next() < 0.5) ops.push(pick(['$gt', '$gte', '$lt', '$lte']));
    return { [field]: Object.fromEntries(ops.map((op) => [op, scalar()])) };
  };
  const filter = (): Document => {
    const r = next();
    if (r < 0.05) return { $or: [condition(), condition()] };
    if (r < 0.08) return { $and: [{}, { $nor: [condition()] }] };
    if (r < 0.11) return next() < 0.5 ? {} : { $and: [{}, {}] };
    const parts = Array.from({ length: 1 + Math.floor(next() * 3) }, condition);
    if (next() < 0.15) parts.push({ $or: [condition(), condition()] });
    if (next() < 0.1) parts.push({ $nor: [condition()] });
    if (next() < 0.4) return { $and: next() < 0.5 ? parts : [{ $and: parts.slice(0, 1) }, ...parts.slice(1), {}] };
    return Object.assign({}, ...parts);
  };
  const options = (): SelectOptions => {
    const sort: Document = {};
    const n = Math.floor(next() * 3);
    for (let i = 0; i < n; i++) sort[pick(FIELDS)] = next() < 0.5 ? 1 : -1;
    if (n > 0 && next() < 0.5) sort._id = next() < 0.5 ? 1 : -1;
    const limit = next() < 0.8 ? 1 + Math.floor(next() * 8) : 0;
    return { sort, skip: next() < 0.3 ? Math.floor(next() * 4) : 0, limit: next() < 0.1 ? -limit : limit };
  };
  return { next, pick, doc, filter, options };
}

const INDEXES: Document[] = [{ a: 1 }, { a: 1, b: -1 }, { b: 1, c: 1, _id: -1 }, { c: -1, a: 1 }, { 'n.x': 1, a: 1 }, { a: -1, c: -1, b: 1 }];

function collectionOf(docs: Document[]): Collection {
  const coll = new Collection('db', 'c', new Binary(Buffer.alloc(16)), {}, () => {});
  for (const doc of docs) coll.insert(doc);
  for (const key of INDEXES) coll.createIndex({ v: 2, key, name: defaultIndexName(key) } as IndexSpec);
  return coll;
}

const ids = (docs: Document[]) => docs.map((d) => JSON.stringify(d._id));

/** Runs `count` random reads; answers how many used an index, how many an ordered walk, how many were exact (not filtered again). */
function compareReads(coll: Collection, gen: ReturnType<typeof makeGen>, count: number): { planned: number; ordered: number; exact: number } {
  let planned = 0;
  let ordered = 0;
  let exact = 0;
  for (let i = 0; i < count; i++) {
    const filter = gen.filter();
    const options = gen.options();
    const { plan } = coll.plan(filter, options);
    if (plan) planned++;
    if (plan?.order) ordered++;
    if (plan?.exact) exact++;
    const expected = ids(selectDocs(coll.all(), filter, options));
    expect(ids(coll.select(filter, options)), JSON.stringify({ filter, options })).toEqual(expected);
  }
  return { planned, ordered, exact };
}

/** Random inserts, replacements (same _id, new values) and deletes. */
function mutate(coll: Collection, gen: ReturnType<typeof makeGen>, count: number): void {
  for (let i = 0; i < count; i++) {
    const all = coll.all();
    const r = gen.next();
    if (r < 0.3 || all.length === 0) coll.insert(gen.doc());
    else if (r < 0.7) {
      const current = gen.pick(all);
      coll.replace(current, gen.doc(current._id));
    } else coll.remove(gen.pick(all));
  }
}

describe.each([
  ['scalars only (ordered walks)', false, 39],
  ['arrays, nested arrays and documents (multikey)', true, 7],
])('the planner with %s', (_label, withArrays, seed) => {
  it('answers every random read exactly as a full scan does, before and after writes', () => {
    const gen = makeGen(seed, withArrays);
    const coll = collectionOf(Array.from({ length: 300 }, () => gen.doc()));
    const before = compareReads(coll, gen, 400);
    mutate(coll, gen, 300);
    const after = compareReads(coll, gen, 400);
    // the comparison means something only if the indexes were read, in order where they could be
    expect(before.planned + after.planned).toBeGreaterThan(400);
    if (!withArrays) expect(before.ordered + after.ordered).toBeGreaterThan(100);
    if (!withArrays) expect(before.exact + after.exact).toBeGreaterThan(50);
  });
});

describe('the pipeline reads', () => {
  const STAGES = ['new', 'contacted', 'quoted', 'won', 'lost'];
  const leads = Array.from({ length: 5_000 }, (_, i) => ({
    _id: i,
    stage: i % 50 === 0 ? null : STAGES[i % STAGES.length],
    owner: { id: `o${i % 8}` },
    createdAt: new Date(BASE - (i % 997) * 3_600_000),
    firstContactAt: i % 3 ? new Date(BASE) : null,
    firstContactDueAt: new Date(BASE - (i % 991) * 3_600_000),
  }));
  const coll = new Collection('db', 'customers', new Binary(Buffer.alloc(16)), {}, () => {});
  for (const lead of leads) coll.insert({ ...lead });
  for (const key of [{ createdAt: -1, _id: -1 }, { stage: 1, createdAt: -1, _id: -1 }, { 'owner.id': 1, createdAt: -1, _id: -1 }, { firstContactAt: 1, firstContactDueAt: 1, stage: 1 }]) {
    coll.createIndex({ v: 2, key, name: defaultIndexName(key) } as IndexSpec);
  }
  const newest = { sort: { createdAt: -1, _id: -1 }, limit: 21 };
  const OPEN = { $in: ['new', 'contacted', 'quoted', null] };

  it.each([
    ['a board column', { $and: [{ stage: 'quoted' }, {}] }, newest, ['stage'], 21],
    ["the 'new' column (two intervals)", { $and: [{ stage: { $in: ['new', null] } }, {}] }, newest, ['stage'], 42],
    ['the list, newest first', { $and: [{}, {}, { $nor: [{ stage: OPEN, firstContactAt: null }] }] }, newest, ['createdAt'], 60],
    ['one owner', { $and: [{ 'owner.id': 'o3' }, {}] }, newest, ['owner.id'], 21],
    [
      'the overdue first',
      { $and: [{}, {}, { stage: OPEN, firstContactAt: null, firstContactDueAt: { $lt: new Date(BASE - 10 * DAY) } }] },
      { sort: { firstContactDueAt: 1, _id: 1 }, limit: 20 },
      ['firstContactAt', 'firstContactDueAt'],
      40,
    ],
  ])('%s walks its index in order and reads a handful of entries', (_label, filter, options, leading, most) => {
    const { plan, want } = coll.plan(filter, options);
    expect(plan?.keys.fields.slice(0, leading.length)).toEqual(leading);
    expect(plan?.order).not.toBeNull();
    let read = 0;
    readPlan(plan!, want, () => (read++, true));
    expect(read).toBeLessThanOrEqual(most);
    expect(ids(coll.select(filter, options))).toEqual(ids(selectDocs(coll.all(), filter, options)));
  });

  it('a count reads only the equal keys of its index', () => {
    const filter = { $and: [{ stage: 'won' }, {}] };
    const { plan } = coll.plan(filter);
    expect(plan?.order).toBeNull();
    expect(readPlan(plan!, 0, () => true)).toHaveLength(leads.filter((l) => l.stage === 'won').length);
  });

  it('filters again what an equality prefix does not decide', () => {
    const filter = { stage: { $in: ['won', 'lost'], $ne: 'lost' } };
    expect(coll.plan(filter).plan?.exact).toBe(false);
    expect(coll.plan({ stage: { $in: ['won', 'lost'] } }).plan?.exact).toBe(true);
    expect(ids(coll.select(filter))).toEqual(ids(leads.filter((l) => l.stage === 'won')));
  });
});
