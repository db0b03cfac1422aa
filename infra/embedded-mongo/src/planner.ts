/**
 * The query planner: which index a read scans instead of the whole collection, and which of its
 * entries. It only narrows the candidates; mingo still filters, sorts, skips and projects them, so
 * answers stay exactly mingo's. Like mongod it reads a compound index by
 * - equality on a prefix of its fields (`v`, `{$eq: v}`, `{$in: [...]}`, null included), found at
 *   the top level of the filter or inside a top-level `$and`: one interval per combination of values;
 * - a range (`$gt`, `$gte`, `$lt`, `$lte`) on the field after that prefix;
 * - in order, for a sort on the fields after the prefix (all in the index's directions, or all
 *   reversed) with a limit: each interval is walked until skip + limit documents match, plus those
 *   tied with the last one on the sorted fields, instead of sorting every match.
 * Fields that ever held an array (or NaN) take equality only: a multikey range may be met by two
 * different elements, and mingo sorts an array as a whole.
 * The reads it was built for are listed in ./indexes.ts.
 */
import type { Document } from 'bson';
import type { IndexKeyTuple } from './key-order';
import { compareKeyValues } from './key-order';
import type { OrderedKeys, ValueRange } from './ordered-index';
import { isPlainObject } from './values';

/** An index read the planner chose. */
export interface ReadPlan {
  keys: OrderedKeys;
  /** the equality values of the leading fields, one combination per interval */
  prefixes: unknown[][];
  /** bounds on the field after the prefix, or none */
  range: ValueRange | null;
  /** walk each interval in order until enough documents match (`ties`: leading key fields that make two entries tied), or null: read every entry */
  order: { reverse: boolean; ties: number } | null;
  /** the intervals hold exactly the documents the filter matches (it is only equalities on the prefix): no need to filter them again */
  exact: boolean;
}

/** Beyond this many combinations of equality values, the prefix is shortened. */
const MAX_INTERVALS = 256;

/**
 * The best plan for a read of `filter` sorted by `sort` (no `$natural`) of which the first `want`
 * documents are needed (skip + limit; 0: all), over the sorted keys of the collection's indexes;
 * null when no index narrows the read (a full scan).
 */
export function planRead(filter: Document, sort: Document, want: number, indexes: OrderedKeys[]): ReadPlan | null {
  const conditions = conditionsByField(filter);
  const planOf = (keys: OrderedKeys) => planIndex(keys, conditions, Object.entries(sort), want);
  // an index not built yet scores optimistically (as if its fields never held arrays): build the
  // most promising ones, best first, until no other could beat the best real plan
  const ranked = indexes.flatMap((keys) => planOf(keys) ?? []).sort((a, b) => b.score - a.score);
  let best: { plan: ReadPlan; score: number } | null = null;
  for (const candidate of ranked) {
    if (best && candidate.score <= best.score) break;
    const keys = candidate.plan.keys;
    const real = keys.built ? candidate : (keys.build(), planOf(keys));
    if (real && (!best || real.score > best.score)) best = real;
  }
  return best?.plan ?? null;
}

/**
 * The document ids a plan reads, in natural order (by sequence number). An ordered plan stops each
 * interval once `want` documents passed `accept` and no further entry ties with the last of them.
 */
export function readPlan(plan: ReadPlan, want: number, accept: (id: string) => boolean): string[] {
  const found = new Map<number, string>();
  const seqOf = (key: IndexKeyTuple) => key[key.length - 1] as number;
  for (const prefix of plan.prefixes) {
    if (!plan.order || !want) {
      plan.keys.forEach(prefix, plan.range, (key, id) => found.set(seqOf(key), id));
      continue;
    }
    let matched = 0;
    let last: IndexKeyTuple | null = null;
    for (const { key, id } of plan.keys.scan(prefix, plan.range, plan.order.reverse)) {
      if (last && !tied(key, last, plan.order.ties)) break;
      if (found.has(seqOf(key)) || !accept(id)) continue;
      found.set(seqOf(key), id);
      if (++matched === want) last = key;
    }
  }
  return [...found].sort((a, b) => a[0] - b[0]).map(([, id]) => id);
}

/** True when keys `a` and `b` hold equal values in their first `count` fields. */
function tied(a: IndexKeyTuple, b: IndexKeyTuple, count: number): boolean {
  for (let i = 0; i < count; i++) if (compareKeyValues(a[i], b[i]) !== 0) return false;
  return true;
}

/** The plan reading `keys` for `conditions` and `sort`, with its score (0: useless), or null. */
function planIndex(keys: OrderedKeys, conditions: Conditions, sort: [string, unknown][], want: number): { plan: ReadPlan; score: number } | null {
  const points: unknown[][] = [];
  let intervals = 1;
  for (const field of keys.fields) {
    const values = pointsOf(conditions.get(field) ?? []);
    if (!values || intervals * Math.max(1, values.length) > MAX_INTERVALS) break;
    points.push(values);
    intervals *= Math.max(1, values.length);
  }
  const next = keys.fields[points.length];
  const range = next !== undefined && keys.orderedOn(next) ? rangeOf(conditions.get(next) ?? []) : null;
  const order = want ? orderOf(keys, points, sort) : null;
  const score = points.length * 4 + (range ? 2 : 0) + (order ? 3 : 0);
  if (score === 0) return null;
  const prefixes = points.reduce<unknown[][]>((combos, values) => combos.flatMap((combo) => values.map((v) => [...combo, v])), [[]]);
  const exact = !range && conditions.exact && [...conditions.keys()].every((field) => exactPoints(keys, points, field, conditions.get(field)!));
  return { plan: { keys, prefixes, range, order, exact }, score };
}

/**
 * True when the index's equality on `field` finds exactly what its one condition matches in mingo:
 * a prefix field that never held an array (or NaN), under a plain value, `$eq` or `$in` alone.
 */
function exactPoints(keys: OrderedKeys, points: unknown[][], field: string, conditions: unknown[]): boolean {
  const at = keys.fields.indexOf(field);
  if (at < 0 || at >= points.length || conditions.length !== 1 || !keys.orderedOn(field)) return false;
  return !isOperators(conditions[0]) || Object.keys(conditions[0]).length === 1;
}

/** True when `filter` matches every document (nothing in it but empty documents and `$and`s of them). */
export function matchesAll(filter: Document): boolean {
  const conditions = conditionsByField(filter);
  return conditions.exact && conditions.size === 0;
}

/**
 * How a walk of `keys` after the equality prefix `points` serves `sort`: the sort's fields (those
 * fixed to one value by the prefix skipped) must follow the prefix in the index, in its directions
 * or all reversed, and hold no arrays. Null when not even the first sort field does.
 */
function orderOf(keys: OrderedKeys, points: unknown[][], sort: [string, unknown][]): ReadPlan['order'] {
  const fixed = new Set(keys.fields.filter((_field, i) => i < points.length && points[i].length === 1));
  let position = points.length;
  let sign = 0;
  for (const [field, direction] of sort) {
    if (fixed.has(field)) continue;
    if (keys.fields[position] !== field || !keys.orderedOn(field) || (direction !== 1 && direction !== -1)) break;
    const same = direction > 0 === keys.directions[position] > 0 ? 1 : -1;
    if (sign && same !== sign) break;
    sign = same;
    position++;
  }
  return position > points.length ? { reverse: sign < 0, ties: position } : null;
}

/** A filter's conditions per field; `exact`: nothing else is in it (no `$or`, `$nor`, `$expr`, ...). */
type Conditions = Map<string, unknown[]> & { exact: boolean };

/** The conditions of a filter per field: its top-level fields and those of top-level `$and`s (others only restrict further). */
function conditionsByField(filter: Document, out: Conditions = Object.assign(new Map<string, unknown[]>(), { exact: true })): Conditions {
  for (const [key, value] of Object.entries(filter)) {
    if (key === '$and' && Array.isArray(value) && value.length > 0) {
      for (const part of value) {
        if (isPlainObject(part)) conditionsByField(part, out);
        else out.exact = false;
      }
    } else if (!key.startsWith('$')) {
      out.set(key, [...(out.get(key) ?? []), value]);
    } else {
      out.exact = false;
    }
  }
  return out;
}

/** The values one of `conditions` requires by equality (`v`, null, `{$eq: v}`, `{$in: [...]}`), or null. */
function pointsOf(conditions: unknown[]): unknown[] | null {
  for (const condition of conditions) {
    if (condition === null || isKeyValue(condition)) return [condition];
    if (!isOperators(condition)) continue;
    if ('$eq' in condition && (condition.$eq === null || isKeyValue(condition.$eq))) return [condition.$eq];
    if (Array.isArray(condition.$in) && condition.$in.every((v) => v === null || isKeyValue(v))) return condition.$in;
  }
  return null;
}

/** The bounds the range operators of `conditions` put on a field (the first of each side), or null. */
function rangeOf(conditions: unknown[]): ValueRange | null {
  const range: ValueRange = {};
  for (const condition of conditions) {
    if (!isOperators(condition)) continue;
    for (const [op, value] of Object.entries(condition)) {
      if (!isKeyValue(value)) continue;
      if ((op === '$gt' || op === '$gte') && range.low === undefined) range.low = value;
      if ((op === '$lt' || op === '$lte') && range.high === undefined) range.high = value;
    }
  }
  return range.low === undefined && range.high === undefined ? null : range;
}

/** A document of query operators only (`{$gte: 1, $lt: 5}`), not an embedded document to match whole. */
function isOperators(condition: unknown): condition is Document {
  return isPlainObject(condition) && Object.keys(condition).length > 0 && Object.keys(condition).every((k) => k.startsWith('$'));
}

/** A scalar an equality or range compares index keys with (null, arrays, documents and regexes match more widely). */
function isKeyValue(value: unknown): boolean {
  if (value === null || value === undefined || Array.isArray(value) || value instanceof RegExp) return false;
  return !isPlainObject(value);
}
