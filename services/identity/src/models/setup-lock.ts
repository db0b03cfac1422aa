/**
 * One-time setup guard (docs/product.md §4 "The setup page works only while no admin exists"): setup inserts the
 * single document {_id: 'initial-admin'}; under concurrent setups exactly one insert wins (E11000 for the rest).
 */
import { Schema, type Connection, type Model } from 'mongoose';

const setupLockSchema = new Schema({ _id: { type: String }, at: { type: Date, default: () => new Date() } });

export function setupLockModel(conn: Connection): Model<{ _id: string; at: Date }> {
  return conn.models.SetupLock ?? conn.model('SetupLock', setupLockSchema, 'setup_lock');
}

export const SETUP_LOCK_ID = 'initial-admin';
