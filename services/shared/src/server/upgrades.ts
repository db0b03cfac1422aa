/**
 * One-off upgrade steps of a service's own database: each step, named by a stable id, is recorded
 * done in the `upgrades` collection (`{ _id: <step id>, at }`) and never runs again on that
 * database, so a start after the upgrade reads one small document per step instead of scanning the
 * collections the step fixed. Replicas starting at once may both run a step (steps are written to
 * be idempotent) and record it once.
 */
import type { Connection } from 'mongoose';
import { isDuplicateKey } from './errors';

/** A step's marker in the `upgrades` collection. */
export interface UpgradeMarker {
  _id: string;
  /** When the step was recorded done. */
  at: Date;
}

const upgradesOf = (conn: Connection) => conn.collection<UpgradeMarker>('upgrades');

/** Whether step `id` is recorded done in `conn`'s database. */
export async function upgradeDone(conn: Connection, id: string): Promise<boolean> {
  return (await upgradesOf(conn).findOne({ _id: id }, { projection: { _id: 1 } })) !== null;
}

/** Records step `id` done at `at` (a replica that recorded it first keeps its time). Throws database errors only. */
export async function recordUpgrade(conn: Connection, id: string, at: Date = new Date()): Promise<void> {
  try {
    await upgradesOf(conn).updateOne({ _id: id }, { $setOnInsert: { at } }, { upsert: true });
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
  }
}

/**
 * Runs `step` unless step `id` is recorded done, and records it when `step` answers true (false:
 * not finished, e.g. waiting for something another service provides; the next call runs it again).
 * Answers whether `step` ran. A step that throws is not recorded; the error is thrown.
 */
export async function runUpgradeOnce(conn: Connection, id: string, step: () => Promise<boolean>): Promise<boolean> {
  if (await upgradeDone(conn, id)) return false;
  if (await step()) await recordUpgrade(conn, id);
  return true;
}
