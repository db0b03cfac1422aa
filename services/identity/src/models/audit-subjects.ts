/**
 * The customer an audit entry is about (its `customerId` subject; issue 34 item 2): an erasure
 * pseudonymises the entries by that id, never by searching free text, so an entry about anyone or
 * anything else is never read or changed.
 * - `pseudonymiseSubject`: the erasure job's request (POST /internal/audit/pseudonymise);
 * - `erased_subjects`: the SHA-256 of each id an erasure pseudonymised (customer and appointments)
 *   with its pseudonym, kept ERASED_SUBJECT_TTL_HOURS, so a record about them that a service's
 *   outbox delivers only after the erasure (it retries for about an hour) is stored pseudonymised;
 * - `backfillAuditSubjects`: the migration of entries recorded before subjects existed: a lead
 *   action's target `lead <id>` names its customer by structure. (Appointment actions name only the
 *   appointment: the erasure request matches them by exact target instead.)
 */
import { createHash } from 'node:crypto';
import { type Connection, type Model, Schema } from 'mongoose';
import type { AuditAction, AuditRecord, PseudonymiseRequest } from '@cabinetry/shared/contracts';
import type { AuditModel } from './audit-entry';

/** How long an erased id is remembered for records still on their way (the outboxes retry about 68 minutes). */
export const ERASED_SUBJECT_TTL_HOURS = 48;

interface ErasedSubject {
  /** SHA-256 (hex) of the id */
  _id: string;
  pseudonym: string;
  at: Date;
}

const erasedSchema = new Schema<ErasedSubject>(
  { _id: String, pseudonym: { type: String, required: true }, at: { type: Date, required: true, expires: ERASED_SUBJECT_TTL_HOURS * 3600 } },
  { versionKey: false },
);

export type ErasedSubjectModel = Model<ErasedSubject>;

export function erasedSubjectModel(conn: Connection): ErasedSubjectModel {
  return (conn.models.ErasedSubject as ErasedSubjectModel | undefined) ?? conn.model<ErasedSubject>('ErasedSubject', erasedSchema, 'erased_subjects');
}

const digest = (id: string) => createHash('sha256').update(id).digest('hex');

/** The lead actions whose target is `lead <customer id>`. */
const LEAD_ACTIONS: AuditAction[] = ['lead.view', 'lead.export', 'document.download'];
const LEAD_TARGET = /^lead ([0-9a-f]{24})$/;

/** `text` with every occurrence of each id replaced by its pseudonym (ids are matched exactly, as written). */
function replaceIds(text: string, ids: { id: string; pseudonym: string }[]): string {
  return ids.reduce((out, { id, pseudonym }) => out.split(id).join(pseudonym), text);
}

/**
 * Pseudonymises the entries about one erased customer (the request's docstring in
 * contracts/erasure.ts) and remembers the ids for late records; answers how many entries changed.
 */
export async function pseudonymiseSubject(entries: AuditModel, erased: ErasedSubjectModel, { customer, appointments }: PseudonymiseRequest): Promise<number> {
  const ids = [customer, ...appointments];
  const at = new Date();
  await erased.bulkWrite(ids.map(({ id, pseudonym }) => ({ updateOne: { filter: { _id: digest(id) }, update: { $set: { pseudonym, at } }, upsert: true } })));
  const legacyTargets = [`lead ${customer.id}`, ...appointments.map((a) => `appointment ${a.id}`)];
  const found = await entries
    .find({ $or: [{ customerId: customer.id }, { customerId: { $exists: false }, target: { $in: legacyTargets } }] }, { target: 1, detail: 1 })
    .lean();
  for (const entry of found) {
    await entries.updateOne({ _id: entry._id }, { $set: { customerId: customer.pseudonym, target: replaceIds(entry.target ?? '', ids), detail: replaceIds(entry.detail ?? '', ids) } });
  }
  return found.length;
}

/**
 * `record` as it must be stored: unchanged unless its subject was erased already, then with the
 * subject's pseudonym and its ids (customer's, appointments') in target and detail pseudonymised.
 */
export async function withErasedSubject(erased: ErasedSubjectModel, record: AuditRecord): Promise<AuditRecord> {
  if (!record.customerId) return record;
  const subject = await erased.findById(digest(record.customerId)).lean();
  if (!subject) return record;
  const tokens = [...new Set(`${record.target} ${record.detail ?? ''}`.match(/[0-9a-f]{24}/g) ?? [])];
  const known = await erased.find({ _id: { $in: tokens.map(digest) } }).lean();
  const pseudonymOf = new Map(known.map((k) => [k._id, k.pseudonym]));
  const ids = [{ id: record.customerId, pseudonym: subject.pseudonym }, ...tokens.flatMap((id) => (pseudonymOf.has(digest(id)) ? [{ id, pseudonym: pseudonymOf.get(digest(id))! }] : []))];
  return { ...record, customerId: subject.pseudonym, target: replaceIds(record.target, ids), ...(record.detail ? { detail: replaceIds(record.detail, ids) } : {}) };
}

/** The migration: entries of lead actions recorded without a subject get the customer their target names. Idempotent; answers how many changed. */
export async function backfillAuditSubjects(entries: AuditModel): Promise<number> {
  const legacy = await entries.find({ customerId: { $exists: false }, action: { $in: LEAD_ACTIONS }, target: LEAD_TARGET }, { target: 1 }).lean();
  for (const entry of legacy) {
    await entries.updateOne({ _id: entry._id, customerId: { $exists: false } }, { $set: { customerId: LEAD_TARGET.exec(entry.target)![1] } });
  }
  return legacy.length;
}
