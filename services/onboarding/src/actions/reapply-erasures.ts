/**
 * Re-applying erasures after a backup is restored (issue 24 item 4; docs/operations.md "Erasure and
 * retention"): every customer whose address is in the erasure ledger and who was created no later
 * than that address's latest erasure was erased once and has come back with the restored copy, so
 * their erasure is queued again. A customer created after it (the person came back afterwards) is
 * kept. Reads customers in batches of 500.
 */
import { ledgerKeyOf, type ErasureQueue } from '@cabinetry/shared/server/erasure';
import type { OnboardingDeps } from '../deps';
import type { ErasureLedgerModel } from '../models/erasure-ledger';

const BATCH = 500;

interface ReapplyDeps {
  customers: OnboardingDeps['customers'];
  erasureLedger: ErasureLedgerModel;
  erasures: ErasureQueue;
  /** PRIVACY_HASH_SECRET, the ledger's key */
  secret: string;
}

/** Queues the erasure of every restored customer the ledger names; answers how many were queued. */
export async function reapplyErasures({ customers, erasureLedger, erasures, secret }: ReapplyDeps): Promise<number> {
  let queued = 0;
  let batch: { id: string; key: string; createdAt: Date }[] = [];
  const flush = async () => {
    const entries = await erasureLedger.find({ _id: { $in: batch.map((c) => c.key) } }).lean();
    const erasedAt = new Map(entries.map((e) => [e._id, e.erasedAt]));
    for (const c of batch) {
      const at = erasedAt.get(c.key);
      if (at && c.createdAt <= at) {
        await erasures.request(c.id, 'reapply');
        queued++;
      }
    }
    batch = [];
  };
  const found = customers.find({ 'customerInfo.email': { $nin: [null, ''] } }, { 'customerInfo.email': 1, createdAt: 1 }).lean<{ _id: unknown; customerInfo: { email: string }; createdAt?: Date }[]>();
  for await (const c of found.cursor()) {
    batch.push({ id: String(c._id), key: ledgerKeyOf(secret, c.customerInfo.email), createdAt: c.createdAt ?? new Date(0) });
    if (batch.length >= BATCH) await flush();
  }
  if (batch.length) await flush();
  return queued;
}
