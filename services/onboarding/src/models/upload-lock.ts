/**
 * One step-4 upload in flight per customer: a lock document per customer, taken atomically (an
 * upsert on an expired or absent lock; a live one makes the upsert's insert a duplicate key) and
 * held at most UPLOAD_LOCK_MS, longer than any request lives (Node's request timeout, 5 minutes),
 * so a lock outlives its request only when its release failed. Under the lock, counting a customer's
 * documents and then adding some cannot race another upload of theirs.
 */
import { randomUUID } from 'node:crypto';
import { type Connection, type Model, Schema } from 'mongoose';
import { isDuplicateKey } from '@cabinetry/shared/server/errors';

export const UPLOAD_LOCK_MS = 6 * 60 * 1000;

interface UploadLock {
  _id: string;
  holder: string;
  until: Date;
}

const uploadLockSchema = new Schema<UploadLock>({ _id: String, holder: String, until: Date }, { versionKey: false });

export type UploadLockModel = Model<UploadLock>;

export function uploadLockModel(conn: Connection): UploadLockModel {
  return (conn.models.UploadLock as UploadLockModel) ?? conn.model<UploadLock>('UploadLock', uploadLockSchema, 'upload_locks');
}

/** Takes the customer's upload lock at `now`: its holder id (for releasing it), or null while another upload holds it. */
export async function takeUploadLock(locks: UploadLockModel, customerId: string, now: Date): Promise<string | null> {
  const holder = randomUUID();
  try {
    await locks.updateOne({ _id: customerId, until: { $lte: now } }, { $set: { holder, until: new Date(now.getTime() + UPLOAD_LOCK_MS) } }, { upsert: true });
    return holder;
  } catch (err) {
    if (isDuplicateKey(err)) return null;
    throw err;
  }
}

/** Releases the customer's upload lock if `holder` still holds it. */
export async function releaseUploadLock(locks: UploadLockModel, customerId: string, holder: string): Promise<void> {
  await locks.deleteOne({ _id: customerId, holder });
}
