/**
 * The audit log (staff actions of every service; SPEC §6 back office): one document per action,
 * kept AUDIT_RETENTION_DAYS (TTL index on `at`), listed newest first.
 */
import { Schema, type Connection, type Model } from 'mongoose';
import { AUDIT_ACTION_IDS, type AuditEntry, type AuditRecord } from '@cabinetry/shared/contracts';

export const AUDIT_RETENTION_DAYS = 400;

export interface AuditDoc extends Required<AuditRecord> {
  _id: { toString(): string };
  at: Date;
}

const auditSchema = new Schema({
  at: { type: Date, required: true, default: () => new Date(), expires: AUDIT_RETENTION_DAYS * 24 * 3600 },
  actor: { type: String, default: '' },
  action: { type: String, enum: AUDIT_ACTION_IDS, required: true },
  target: { type: String, default: '' },
  detail: { type: String, default: '' },
  ip: { type: String, default: '' },
});
auditSchema.index({ actor: 1, at: -1 });
auditSchema.index({ action: 1, at: -1 });

export type AuditModel = Model<AuditDoc>;

export function auditModel(conn: Connection): AuditModel {
  return (conn.models.AuditEntry as AuditModel | undefined) ?? conn.model<AuditDoc>('AuditEntry', auditSchema as unknown as Schema<AuditDoc>, 'audit_entries');
}

/** The API view of a stored entry. */
export function toAuditEntry(doc: AuditDoc): AuditEntry {
  return { id: doc._id.toString(), at: doc.at.toISOString(), actor: doc.actor, action: doc.action, target: doc.target, detail: doc.detail, ip: doc.ip };
}
