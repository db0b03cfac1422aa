/**
 * Re-applying erasures after a backup is restored (issue 24 item 4, issue 34 item 2; docs/operations.md
 * "Erasure and retention"): every customer whose id is in the erasure ledger, and every one whose
 * mailbox is (a mailbox its owner proved by confirming an erasure) and who was created no later than
 * that mailbox's latest erasure, was erased once and has come back with the restored copy, so their
 * erasure is queued again. A customer created after it (the person came back afterwards) is kept.
 * Reads customers in batches of 500.
 */
import { customerLedgerKeyOf, mailboxKeyOf, type ErasureQueue } from '@cabinetry/shared/server/erasure';
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
  let batch: { id: string; idKey: string; key: string | null; createdAt: Date }[] = [];
  const flush = async () => {
    const entries = await erasureLedger.find({ _id: { $in: batch.flatMap((c) => (c.key ? [c.idKey, c.key] : [c.idKey])) } }).lean();
    const erasedAt = new Map(entries.map((e) => [e._id, e.erasedAt]));
    for (const c of batch) {
      const at = c.key ? erasedAt.get(c.key) : undefined;
      if (erasedAt.has(c.idKey) || (at && c.createdAt <= at)) {
        await erasures.request(c.id, 'reapply');
        queued++;
      }
    }
    batch = [];
  };
  const found = customers.find({}, { 'customerInfo.email': 1, createdAt: 1 }).lean<{ _id: unknown; customerInfo?: { email?: string }; createdAt?: Date }[]>();
  for await (const c of found.cursor()) {
    const email = c.customerInfo?.email;
    batch.push({ id: String(c._id), idKey: customerLedgerKeyOf(secret, String(c._id)), key: email ? mailboxKeyOf(secret, email) : null, createdAt: c.createdAt ?? new Date(0) });
    if (batch.length >= BATCH) await flush();
  }
  if (batch.length) await flush();
  return queued;
}
