/**
 * The audit log (staff actions of every service; docs/product.md §6 back office): one document per action,
 * kept AUDIT_RETENTION_DAYS (TTL index on `at`), listed newest first. A record sent with a
 * `recordId` is stored once however often it is sent (the services' outboxes retry); failed
 * sign-ins at unknown usernames are counted in one entry per client and minute.
 */
import { type Connection, type Model, Schema } from 'mongoose';
import { AUDIT_ACTION_IDS, type AuditEntry, type AuditRecord } from '@cabinetry/shared/contracts';
import { isDuplicateKey } from '@cabinetry/shared/server/errors';

export const AUDIT_RETENTION_DAYS = 400;

export interface AuditDoc extends Required<Omit<AuditRecord, 'customerId'>> {
  /** the customer the entry is about (AuditRecord.customerId), or their pseudonym once erased */
  customerId?: string;
  _id: { toString(): string };
  at: Date;
  count: number;
}

const auditSchema = new Schema({
  at: { type: Date, required: true, default: () => new Date(), expires: AUDIT_RETENTION_DAYS * 24 * 3600 },
  actor: { type: String, default: '' },
  action: { type: String, enum: AUDIT_ACTION_IDS, required: true },
  target: { type: String, default: '' },
  detail: { type: String, default: '' },
  ip: { type: String, default: '' },
  recordId: { type: String },
  customerId: { type: String },
  count: { type: Number, default: 1 },
});
auditSchema.index({ recordId: 1 }, { unique: true, sparse: true });
auditSchema.index({ actor: 1, at: -1 });
auditSchema.index({ action: 1, at: -1 });
auditSchema.index({ customerId: 1 }, { sparse: true });

export type AuditModel = Model<AuditDoc>;

export function auditModel(conn: Connection): AuditModel {
  return (conn.models.AuditEntry as AuditModel | undefined) ?? conn.model<AuditDoc>('AuditEntry', auditSchema as unknown as Schema<AuditDoc>, 'audit_entries');
}

/** The API view of a stored entry. */
export function toAuditEntry(doc: AuditDoc): AuditEntry {
  return { id: doc._id.toString(), at: doc.at.toISOString(), actor: doc.actor, action: doc.action, target: doc.target, detail: doc.detail, ip: doc.ip, count: doc.count ?? 1 };
}

/** Stores `record`: once per `recordId` when it has one (a resent record changes nothing), else as a new entry. */
export async function storeAuditRecord(entries: AuditModel, { recordId, ...record }: AuditRecord): Promise<void> {
  if (!recordId) {
    await entries.create(record);
    return;
  }
  try {
    await entries.updateOne({ recordId }, { $setOnInsert: { ...record, recordId, at: new Date() } }, { upsert: true });
  } catch (err) {
    if (!isDuplicateKey(err)) throw err; // the same record stored by a concurrent retry
  }
}

/**
 * Counts a failed sign-in at an unknown username from client `clientKey` (budgetKey of its address)
 * in that client's entry of the minute of `at` (created with count 1, then incremented).
 */
export async function countAnonymousFailure(entries: AuditModel, clientKey: string, ip: string, at: Date): Promise<void> {
  const minute = new Date(Math.floor(at.getTime() / 60_000) * 60_000);
  const recordId = `sign-in-failed|${clientKey}|${minute.toISOString()}`;
  const update = { $setOnInsert: { recordId, at: minute, actor: '', action: 'sign-in-failed', target: '', detail: 'unknown usernames', ip }, $inc: { count: 1 } };
  try {
    await entries.updateOne({ recordId }, update, { upsert: true });
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
    await entries.updateOne({ recordId }, { $inc: { count: 1 } }); // the minute's entry was created meanwhile
  }
}
