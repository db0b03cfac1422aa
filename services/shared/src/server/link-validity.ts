/**
 * Which signed links a restore voided (docs/operations.md "What a restore brings back"). Manage links
 * are signed, not stored, so deleting rows cannot void them: after a restore, `backup restore` records
 * the restore's time in the scheduling database (`link_validity`, document 'manage-links'), and a manage
 * link issued before that time is refused. The scheduling service reads it on each manage-link request;
 * the restore writes it on the backup user's connection (readWrite on scheduling).
 */
import type { Db } from 'mongodb';

/** The scheduling database's name, where the marker lives. */
export const LINK_VALIDITY_DB = 'scheduling';
const COLLECTION = 'link_validity';
const MANAGE_LINKS = 'manage-links';

interface ValidityDoc {
  _id: string;
  /** links issued before this instant are void */
  validFrom: Date;
}

/** Voids every manage link issued before `at` (a restore's time); later calls only move it forward. */
export async function voidManageLinksIssuedBefore(db: Db, at: Date): Promise<void> {
  await db.collection<ValidityDoc>(COLLECTION).updateOne({ _id: MANAGE_LINKS }, { $max: { validFrom: at } }, { upsert: true });
}

/** The instant before which manage links are void, or null when no restore has happened. */
export async function manageLinksValidFrom(db: Db): Promise<Date | null> {
  return (await db.collection<ValidityDoc>(COLLECTION).findOne({ _id: MANAGE_LINKS }))?.validFrom ?? null;
}
