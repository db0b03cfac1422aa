/**
 * The erasure ledger (issue 24 item 4, issue 34 item 2; docs/operations.md "Erasure and
 * retention"): one entry per erased customer id (customerLedgerKeyOf) and per mailbox a customer
 * proved by confirming their erasure from it (mailboxKeyOf; never a record's current, unproven
 * address), each keyed by its keyed hash (no raw id or address is kept) with the time of its latest
 * erasure. After a backup is restored, `npm run privacy:reapply` erases again every restored customer
 * whose id is in the ledger, and every one whose mailbox is and who was created before its erasure.
 */
import { type Connection, type Model, Schema } from 'mongoose';

interface ErasureLedgerEntry {
  /** customerLedgerKeyOf or mailboxKeyOf under PRIVACY_HASH_SECRET */
  _id: string;
  erasedAt: Date;
}

const ledgerSchema = new Schema<ErasureLedgerEntry>({ _id: String, erasedAt: { type: Date, required: true } }, { versionKey: false });

export type ErasureLedgerModel = Model<ErasureLedgerEntry>;

export function erasureLedgerModel(conn: Connection): ErasureLedgerModel {
  return (conn.models.ErasureLedger as ErasureLedgerModel) ?? conn.model<ErasureLedgerEntry>('ErasureLedger', ledgerSchema, 'erasure_ledger');
}

/** Records that the address keyed `key` was erased at `at` (keeps the latest time). */
export async function recordErasure(ledger: ErasureLedgerModel, key: string, at: Date): Promise<void> {
  await ledger.updateOne({ _id: key }, { $max: { erasedAt: at } }, { upsert: true });
}
