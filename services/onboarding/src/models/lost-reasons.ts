/**
 * The reasons staff choose from when a lead is lost (issue 39 item 1): one settings document, the
 * defaults until an admin saves a list. A lost lead keeps the label it was given.
 */
import type { LostReason } from '@cabinetry/shared/contracts';
import { type Connection, type Model, Schema } from 'mongoose';

/** Until an admin edits them. */
export const DEFAULT_LOST_REASONS: LostReason[] = [
  { id: 'price', label: 'Price' },
  { id: 'competitor', label: 'Chose another supplier' },
  { id: 'postponed', label: 'Project postponed or cancelled' },
  { id: 'unreachable', label: 'Could not reach them' },
  { id: 'other', label: 'Other' },
];

interface LostReasonsDoc {
  _id: string;
  reasons: LostReason[];
}

const lostReasonsSchema = new Schema<LostReasonsDoc>({ _id: String, reasons: [{ _id: false, id: String, label: String }] }, { versionKey: false });
const KEY = 'lost-reasons';

export type LostReasonsModel = Model<LostReasonsDoc>;

export function lostReasonsModel(conn: Connection): LostReasonsModel {
  return (conn.models.LostReasons as LostReasonsModel | undefined) ?? conn.model<LostReasonsDoc>('LostReasons', lostReasonsSchema, 'settings');
}

/** The current list (the defaults until one is saved). */
export async function lostReasonsOf(model: LostReasonsModel): Promise<LostReason[]> {
  const doc = await model.findById(KEY).lean();
  return doc?.reasons.map(({ id, label }) => ({ id, label })) ?? DEFAULT_LOST_REASONS;
}

/** Replaces the list. */
export async function saveLostReasons(model: LostReasonsModel, reasons: LostReason[]): Promise<void> {
  await model.updateOne({ _id: KEY }, { $set: { reasons } }, { upsert: true });
}
