/**
 * Erasure (issue 24 item 4; docs/operations.md "Erasure and retention"):
 * - POST /api/admin/leads/{id}/erasure {reason} (admins): queues the erasure job (202); the audit
 *   entry names the lead by its pseudonym (what the job turns its id into) and keeps the reason.
 * - POST /api/onboarding/erasure-links {email} (anyone; the customer's own request): spends the
 *   client's 'resumeLinks' budget, then one of the address's ERASURE_LINKS_PER_ADDRESS_PER_HOUR
 *   (counted by mailbox, known or not: 429 either way) and answers 202 ERASURE_LINK_SENT; only then,
 *   off the request's path, a known customer is issued a confirmation link (its e-mail queued).
 * - POST /api/onboarding/erasure-links/confirm {token} (the "Confirm erasure" page's button; opening
 *   the link does nothing): an unused, unexpired link is used up, every session of the customer
 *   ends (the mailbox is proven, issue 34 item 1) and the same erasure job as the admins' is queued
 *   (202), audited with the reason "customer request"; anything else 410.
 * - DELETE /internal/customers/{customerId} (the erasure job's onboarding step): records the
 *   address in the erasure ledger, then removes the customer's objects in storage (everything under
 *   `customers/<id>/`), documents, resume and erasure links, upload lock and the customer. Each part can run
 *   again: a customer already erased answers {erased: false}.
 * - GET /internal/stale-drafts?inactiveSince (the retention sweep): customers who never completed the
 *   wizard nor recorded a booking and were last updated before `inactiveSince`, least recent first.
 */
import { ERASURE_CONFIRMED, ERASURE_LINK_SENT, ERASURE_LINK_UNUSABLE, ERASURE_QUEUED, STALE_DRAFTS_MAX } from '@cabinetry/shared/contracts';
import { mailboxOf } from '@cabinetry/shared/server/email-address';
import type { ErasureReason } from '@cabinetry/shared/server/erasure';
import { ledgerKeyOf, pseudonymOf } from '@cabinetry/shared/server/erasure';
import { HttpError } from '@cabinetry/shared/server/errors';
import { logger } from '@cabinetry/shared/server/logger';
import type { OnboardingDeps, OnboardingHandlers } from '../deps';
import { recordErasure } from '../models/erasure-ledger';
import { customerIdOfEmail } from '../actions/resume-links';
import { sendErasureLink } from '../actions/erasure-links';
import { resumeTokenHash } from '../domain/resume-token';
import { redeemResumeLink } from '../models/resume-link';
import { proveMailbox } from '../models/customer';

/** The reason the audit log records for an erasure the customer confirmed. */
const CUSTOMER_REQUEST = 'customer request';

type ErasureHandlers = Pick<OnboardingHandlers, 'eraseLead' | 'requestErasureLink' | 'confirmErasure' | 'eraseCustomer' | 'listStaleDrafts'>;

export function erasureHandlers(deps: OnboardingDeps): ErasureHandlers {
  const { customers, documents, resumeLinks, erasureLinks, uploadLocks, erasureLedger, storage, erasures, config, now } = deps;

  const eraseLead: OnboardingHandlers['eraseLead'] = async (c, { params: { id }, body: { reason } }) => {
    c.set('auditTarget', `lead ${pseudonymOf(config.privacyHashSecret, id)}`);
    c.set('auditDetail', reason);
    if (!(await customers.exists({ _id: id }))) throw new HttpError(404, 'Lead not found', { code: 'not_found' });
    await queueErasure(id, 'staff');
    return c.json({ message: ERASURE_QUEUED }, 202);
  };

  /** Queues the one erasure job for `customerId`; 503 when Redis does not take it. */
  async function queueErasure(customerId: string, reason: ErasureReason): Promise<void> {
    try {
      await erasures.request(customerId, reason);
    } catch (err) {
      logger.warn({ err: (err as Error).message }, 'erasure not queued');
      throw new HttpError(503, 'The erasure could not be queued right now. Please try again.', { code: 'unavailable' });
    }
  }

  const requestErasureLink: OnboardingHandlers['requestErasureLink'] = async (c, { body, query, budget }) => {
    await budget.spend(c);
    await deps.erasureLinksPerAddress.take(mailboxOf(body.email), 1);
    const customerId = await customerIdOfEmail(deps, body.email);
    // off the request's path, so a known address answers in the time an unknown one does; a failure
    // is logged (the customer may ask again)
    if (customerId) sendErasureLink(deps, customerId, query.locale).catch((err: Error) => logger.warn({ err: err.message, customerId }, 'erasure link not sent'));
    return c.json({ message: ERASURE_LINK_SENT }, 202);
  };

  const confirmErasure: OnboardingHandlers['confirmErasure'] = async (c, { body, budget }) => {
    await budget.spend(c);
    const customerId = await redeemResumeLink(erasureLinks, resumeTokenHash(body.token), now());
    // the mailbox is proven: every session of the customer ends before the erasure job runs
    if (!customerId || (await proveMailbox(customers, customerId, now())) === null) throw new HttpError(410, ERASURE_LINK_UNUSABLE, { code: 'erasure_link_unusable' });
    c.set('auditTarget', `lead ${pseudonymOf(config.privacyHashSecret, customerId)}`);
    c.set('auditDetail', CUSTOMER_REQUEST);
    await queueErasure(customerId, 'customer');
    return c.json({ message: ERASURE_CONFIRMED }, 202);
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
    await erasureLinks.deleteOne({ _id: customerId });
    await uploadLocks.deleteOne({ _id: customerId });
    await customers.deleteOne({ _id: customerId });
    return c.json({ erased: Boolean(customer), documents: Math.max(removed, stored.length) });
  };

  const listStaleDrafts: OnboardingHandlers['listStaleDrafts'] = async (c, { query: { inactiveSince } }) => {
    const filter = { isCompleted: { $ne: true }, 'appointment.appointmentId': { $in: [null, ''] }, updatedAt: { $lt: new Date(inactiveSince) } };
    const stale = await customers.find(filter, { _id: 1 }).sort({ updatedAt: 1 }).limit(STALE_DRAFTS_MAX).lean();
    return c.json({ customerIds: stale.map((s) => s._id.toString()) });
  };

  return { eraseLead, requestErasureLink, confirmErasure, eraseCustomer, listStaleDrafts };
}
