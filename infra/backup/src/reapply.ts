/**
 * What a restore must not bring back (docs/operations.md "Backups"): run by `backup restore` around
 * mongorestore, on the backup user's connection.
 * - Staff accounts: before the restore, the current accounts' security state is read (identity's
 *   `admin_users`: active flag, role, password hash; held in memory only). After it, every restored
 *   account absent from that state is deleted again (deleted after the backup), and the others take
 *   their current active flag, role and password hash (deactivations, demotions and password changes
 *   made after the backup). When the database held no account before (a restore onto wiped stores),
 *   there is nothing to re-apply: the accounts come back as they were at the backup.
 * - Every restored account's tokenVersion is raised: staff tokens issued before the restore stop
 *   working (everyone signs in again).
 * - Links e-mailed before the restore: every resume and erasure link of the restored data is deleted
 *   (a used one would be usable again), and manage links (signed, not stored) issued before now are
 *   voided by the scheduling database's marker (@cabinetry/shared/server/link-validity).
 */
import type { MongoClient, ObjectId } from 'mongodb';
import { LINK_VALIDITY_DB, voidManageLinksIssuedBefore } from '@cabinetry/shared/server/link-validity';

/** The security state of one staff account before the restore. */
export interface StaffState {
  _id: ObjectId;
  isActive: boolean;
  role: string;
  passwordHash: string;
}

/** What reapplyAfterRestore did. */
export interface ReapplySummary {
  /** restored accounts deleted again (absent before the restore) */
  deleted: number;
  /** restored accounts whose active flag, role or password hash were set back to their state before the restore */
  changed: number;
  /** accounts signed out (their tokenVersion raised) */
  signedOut: number;
  /** resume and erasure links deleted */
  linksVoided: number;
}

/** Collections of e-mailed links (onboarding's database), emptied after a restore. */
export const LINK_COLLECTIONS = ['resume_links', 'erasure_links'] as const;

const users = (client: MongoClient) => client.db('identity').collection<StaffState>('admin_users');
const SECURITY_STATE = { projection: { isActive: 1, role: 1, passwordHash: 1 } } as const;

/** The staff accounts' security state now (before a restore); empty when identity has none. */
export async function staffBeforeRestore(client: MongoClient): Promise<StaffState[]> {
  return users(client).find({}, SECURITY_STATE).toArray();
}

/**
 * Re-applies `before` (staffBeforeRestore) to the restored accounts and voids the restored links and
 * the manage links issued before `now`.
 */
export async function reapplyAfterRestore(client: MongoClient, before: StaffState[], now: Date = new Date()): Promise<ReapplySummary> {
  const summary: ReapplySummary = { deleted: 0, changed: 0, signedOut: 0, linksVoided: 0 };
  const current = new Map(before.map((state) => [String(state._id), state]));
  const restored = await users(client).find({}, SECURITY_STATE).toArray();
  if (before.length > 0) {
    for (const account of restored) {
      const now = current.get(String(account._id));
      if (!now) {
        await users(client).deleteOne({ _id: account._id });
        summary.deleted++;
      } else if (now.isActive !== account.isActive || now.role !== account.role || now.passwordHash !== account.passwordHash) {
        await users(client).updateOne({ _id: account._id }, { $set: { isActive: now.isActive, role: now.role, passwordHash: now.passwordHash } });
        summary.changed++;
      }
    }
  }
  summary.signedOut = (await users(client).updateMany({}, { $inc: { tokenVersion: 1 } })).modifiedCount;
  for (const name of LINK_COLLECTIONS) summary.linksVoided += (await client.db('onboarding').collection(name).deleteMany({})).deletedCount;
  await voidManageLinksIssuedBefore(client.db(LINK_VALIDITY_DB), now);
  return summary;
}
