/**
 * Erasure (issue 24 item 4; docs/operations.md "Erasure and retention"):
 * - POST /api/admin/leads/{id}/erasure {reason} (admins): queues the erasure job (202); the audit
 *   entry names the lead by its pseudonym (what the job turns its id into) and keeps the reason.
 * - DELETE /internal/customers/{customerId} (the erasure job's onboarding step): records the
 *   address in the erasure ledger, then removes the customer's objects in storage (everything under
 *   `customers/<id>/`), documents, resume link, upload lock and the customer. Each part can run
 *   again: a customer already erased answers {erased: false}.
 * - GET /internal/stale-drafts?inactiveSince (the retention sweep): customers who never completed the
 *   wizard nor recorded a booking and were last updated before `inactiveSince`, least recent first.
 */
import { ERASURE_QUEUED, STALE_DRAFTS_MAX } from '@cabinetry/shared/contracts';
import { ledgerKeyOf, pseudonymOf } from '@cabinetry/shared/server/erasure';
import { HttpError } from '@cabinetry/shared/server/errors';
import { logger } from '@cabinetry/shared/server/logger';
import type { OnboardingDeps, OnboardingHandlers } from '../deps';
import { recordErasure } from '../models/erasure-ledger';

export function erasureHandlers(deps: OnboardingDeps): Pick<OnboardingHandlers, 'eraseLead' | 'eraseCustomer' | 'listStaleDrafts'> {
  const { customers, documents, resumeLinks, uploadLocks, erasureLedger, storage, erasures, config, now } = deps;

  const eraseLead: OnboardingHandlers['eraseLead'] = async (c, { params: { id }, body: { reason } }) => {
    c.set('auditTarget', `lead ${pseudonymOf(config.privacyHashSecret, id)}`);
    c.set('auditDetail', reason);
    if (!(await customers.exists({ _id: id }))) throw new HttpError(404, 'Lead not found', { code: 'not_found' });
    try {
      await erasures.request(id, 'staff');
    } catch (err) {
      logger.warn({ err: (err as Error).message }, 'erasure not queued');
      throw new HttpError(503, 'The erasure could not be queued right now. Please try again.', { code: 'unavailable' });
    }
    return c.json({ message: ERASURE_QUEUED }, 202);
  };

  const eraseCustomer: OnboardingHandlers['eraseCustomer'] = async (c, { params: { customerId } }) => {
    const customer = await customers.findById(customerId, { 'customerInfo.email': 1 }).lean();
    const email = customer?.customerInfo?.email;
    if (email) await recordErasure(erasureLedger, ledgerKeyOf(config.privacyHashSecret, email), now());
    const prefix = `customers/${customerId}/`;
    const stored = await documents.find({ customerId }, { storageKey: 1 }).lean();
    for (const { storageKey } of stored) if (!storageKey.startsWith(prefix)) await storage.remove(storageKey);
    const removed = await storage.removePrefix(prefix);
    await documents.deleteMany({ customerId });
    await resumeLinks.deleteOne({ _id: customerId });
    await uploadLocks.deleteOne({ _id: customerId });
    await customers.deleteOne({ _id: customerId });
    return c.json({ erased: Boolean(customer), documents: Math.max(removed, stored.length) });
  };

  const listStaleDrafts: OnboardingHandlers['listStaleDrafts'] = async (c, { query: { inactiveSince } }) => {
    const filter = { isCompleted: { $ne: true }, 'appointment.appointmentId': { $in: [null, ''] }, updatedAt: { $lt: new Date(inactiveSince) } };
    const stale = await customers.find(filter, { _id: 1 }).sort({ updatedAt: 1 }).limit(STALE_DRAFTS_MAX).lean();
    return c.json({ customerIds: stale.map((s) => s._id.toString()) });
  };

  return { eraseLead, eraseCustomer, listStaleDrafts };
}
