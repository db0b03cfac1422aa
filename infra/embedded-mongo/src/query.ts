/**
 * Query evaluation on top of mingo: filter matching, sort/skip/limit,
 * find projections and aggregation pipelines.
 */
import type { Document } from 'bson';
import { Aggregator, Query, find } from 'mingo';
import * as pipelineStages from 'mingo/operators/pipeline';
import type { Options } from 'mingo/types';
import { CommandError } from './errors';
import { cloneDoc, isPlainObject } from './values';

/** mingo settings matching mongod semantics; server-side JavaScript is disabled. */
const MINGO_OPTIONS: Partial<Options> = { idKey: '_id', useStrictMode: true, scriptEnabled: false };

/** Stages mingo implements that this server cannot honour (they would write to a throwaway copy). */
const WRITE_STAGES = new Set(['$out', '$merge']);

/** Compiles a query filter into a predicate. */
export function matcher(filter: Document): (doc: Document) => boolean {
  const query = new Query(filter, MINGO_OPTIONS);
  return (doc) => query.test(doc);
}

/** Sort, skip and limit of a read; limit 0 means none. */
export interface SelectOptions {
  sort?: Document;
  skip?: number;
  limit?: number;
}

/** The documents of `source` matching `filter`, ordered and windowed. Returns the same objects (no copies). */
export function selectDocs(source: Document[], filter: Document, options: SelectOptions = {}): Document[] {
  const { $natural: natural, ...sort } = options.sort ?? {};
  const ordered = natural === -1 ? [...source].reverse() : source;
  let cursor = find(ordered, filter, {}, MINGO_OPTIONS);
  if (Object.keys(sort).length) cursor = cursor.sort(sort as Record<string, 1 | -1>);
  if (options.skip) cursor = cursor.skip(options.skip);
  if (options.limit) cursor = cursor.limit(Math.abs(options.limit));
  return cursor.all() as Document[];
}

/** Deep copies of `docs` with a find projection applied (`_id` first, as mongod returns it). */
export function projectDocs(docs: Document[], projection: Document | undefined): Document[] {
  if (!projection || Object.keys(projection).length === 0) return docs.map(cloneDoc);
  const projected = find(docs, {}, projection, MINGO_OPTIONS).all() as Document[];
  return projected.map((doc) => cloneDoc('_id' in doc ? { _id: doc._id, ...doc } : doc));
}

/**
 * Stages that never modify the documents they read (they filter, reorder, window, or build new
 * documents), so a pipeline made of them runs over stored documents without copying them first
 * (at 100,000 leads the copies cost more than the pipeline). $project is one unless it excludes a
 * nested field: mingo deletes that from the (possibly stored) object it got.
 */
const READ_ONLY_STAGES = new Set(['$match', '$group', '$count', '$sortByCount', '$project', '$sort', '$limit', '$skip']);

/** True when `stage` leaves the documents it reads untouched (see READ_ONLY_STAGES). */
function readOnly(stage: Document): boolean {
  const [name] = Object.keys(stage);
  if (!READ_ONLY_STAGES.has(name)) return false;
  if (name !== '$project' || !isPlainObject(stage.$project)) return true;
  return Object.entries(stage.$project).every(([field, spec]) => {
    if (isPlainObject(spec)) return Object.keys(spec).every((key) => key.startsWith('$'));
    return !field.includes('.') || (spec !== 0 && spec !== false);
  });
}

/**
 * Runs an aggregation pipeline over `docs` (stored documents: left untouched, copied first unless
 * every stage is read-only). `resolve` supplies copies of other collections for $lookup / $unionWith.
 */
export function aggregateDocs(docs: Document[], pipeline: Document[], resolve: (name: string) => Document[]): Document[] {
  for (const stage of pipeline) {
    const names = Object.keys(stage ?? {});
    if (names.length !== 1) {
      throw new CommandError('Location40324', 'A pipeline stage specification object must contain exactly one field.');
    }
    if (WRITE_STAGES.has(names[0])) {
      throw new CommandError('IllegalOperation', `embedded-mongo does not support the ${names[0]} stage`);
    }
    if (!(names[0] in pipelineStages)) {
      throw new CommandError('Location40324', `Unrecognized pipeline stage name: '${names[0]}'`);
    }
  }
  const input = pipeline.every(readOnly) ? docs : docs.map(cloneDoc);
  return new Aggregator(pipeline, { ...MINGO_OPTIONS, collectionResolver: resolve }).run(input) as Document[];
}
