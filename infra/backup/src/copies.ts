/**
 * The backup volume's layout: one folder per copy, named by its UTC time (`2026-11-26T02-30-00Z`),
 * holding `mongo.archive.gz` (mongodump --archive --gzip), `buckets/<bucket>/<key>` (every object)
 * and, written last, `manifest.json` (what it holds). A folder without a manifest is an unfinished
 * copy: never restored, removed by the next pruning. Pure functions over folder names, and the
 * file-system reads they need.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const MANIFEST = 'manifest.json';
export const ARCHIVE = 'mongo.archive.gz';

/** What a finished copy holds: per bucket, each object's key with its size and ETag. */
export interface Manifest {
  takenAt: string;
  buckets: Record<string, { key: string; size: number; etag: string }[]>;
}

/** The folder name of a copy taken at `at`: sortable, safe in every file system. */
export const copyName = (at: Date): string => at.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/:/g, '-');

/** The finished copies in `dir`, oldest first. */
export function finishedCopies(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => /^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ$/.test(name) && existsSync(join(dir, name, MANIFEST)))
    .sort();
}

/** The manifest of the copy `name` in `dir`. */
export const readManifest = (dir: string, name: string): Manifest => JSON.parse(readFileSync(join(dir, name, MANIFEST), 'utf8')) as Manifest;

/**
 * The folders of `dir` to delete so that the newest `keep` finished copies remain: older finished
 * copies, and unfinished ones other than `current` (the copy being taken).
 */
export function toPrune(names: string[], finished: string[], keep: number, current?: string): string[] {
  const kept = new Set(finished.slice(-keep));
  return names.filter((name) => /^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ$/.test(name) && !kept.has(name) && name !== current);
}

/** The next time of day `time` ('HH:MM', UTC) after `now`. */
export function nextRun(time: string, now: Date): Date {
  const [hours, minutes] = time.split(':').map(Number);
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hours, minutes));
  if (next <= now) next.setUTCDate(next.getUTCDate() + 1);
  return next;
}
