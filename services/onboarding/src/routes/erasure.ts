/**
 * Erasure (issue 24 item 4; docs/operations.md "Erasure and retention"):
 * - POST /api/admin/leads/{id}/erasure {reason} (admins): queues an erasure job (202); the audit
 *   entry names the lead, as its subject too, by its pseudonym (what the job turns its id into) and
 *   keeps the reason.
 * - POST /api/onboarding/erasure-links {email} (anyone; the customer's own request): spends the
 *   client's 'resumeLinks' budget, then one of the address's ERASURE_LINKS_PER_ADDRESS_PER_HOUR
 *   (counted by the mailbox's keyed hash, known or not: 429 either way) and answers 202
 *   ERASURE_LINK_SENT; only then, off the request's path, a known customer is issued a confirmation
 *   link bound to that mailbox (its e-mail queued).
 * - POST /api/onboarding/erasure-links/confirm {token} (the "Confirm erasure" page's button; opening
 *   the link does nothing): an unused, unexpired link of a customer whose address is still the
 *   mailbox it was sent to is used up, every session of the customer ends (the mailbox is proven,
 *   issue 34 item 1) and an erasure job like the admins' is queued (202) with that mailbox's keyed
 *   hash (the one address the ledger records), audited with the reason "customer request"; anything else 410.
 * - DELETE /internal/customers/{customerId}?mailboxKey (the erasure job's onboarding step): records
 *   the customer id and the confirmed mailbox (when the job has one; never the record's current,
 *   unproven address) in the erasure ledger, then removes the customer's objects in storage (everything under
 *   `customers/<id>/`), documents, resume and erasure links, upload lock and the customer. Each part can run
 *   again: a customer already erased answers {erased: false}.
 * - GET /internal/stale-drafts?inactiveSince (the retention sweep): customers who never completed the
 *   wizard nor recorded a booking and were last updated before `inactiveSince`, least recent first.
 */
import { ERASURE_CONFIRMED, ERASURE_LINK_SENT, ERASURE_LINK_UNUSABLE, ERASURE_QUEUED, STALE_DRAFTS_MAX } from '@cabinetry/shared/contracts';
import type { ErasureReason } from '@cabinetry/shared/server/erasure';
import { customerLedgerKeyOf, mailboxKeyOf, pseudonymOf } from '@cabinetry/shared/server/erasure';
import { HttpError } from '@cabinetry/shared/server/errors';
import { logger } from '@cabinetry/shared/server/logger';
import type { Context } from 'hono';
import type { OnboardingDeps, OnboardingHandlers } from '../deps';
import { recordErasure } from '../models/erasure-ledger';
import { customerIdOfEmail } from '../actions/resume-links';
import { sendErasureLink } from '../actions/erasure-links';
import { customerLinkHash } from '@cabinetry/shared/server/customer-link';
import { redeemResumeLink } from '../models/resume-link';
import { proveMailbox } from '../models/customer';

/** The reason the audit log records for an erasure the customer confirmed. */
const CUSTOMER_REQUEST = 'customer request';

type ErasureHandlers = Pick<OnboardingHandlers, 'eraseLead' | 'requestErasureLink' | 'confirmErasure' | 'eraseCustomer' | 'listStaleDrafts'>;

export function erasureHandlers(deps: OnboardingDeps): ErasureHandlers {
  const { customers, documents, resumeLinks, erasureLinks, uploadLocks, erasureLedger, storage, erasures, config, now } = deps;

  /**
   * The audit entry of an erasure request names the lead by its pseudonym, as target and subject:
   * the record may reach identity after the job pseudonymised the customer's entries.
   */
  function auditErasure(c: Context, customerId: string, reason: string): void {
    const pseudonym = pseudonymOf(config.privacyHashSecret, customerId);
    c.set('auditTarget', `lead ${pseudonym}`);
    c.set('auditCustomer', pseudonym);
    c.set('auditDetail', reason);
  }

  const eraseLead: OnboardingHandlers['eraseLead'] = async (c, { params: { id }, body: { reason } }) => {
    auditErasure(c, id, reason);
    if (!(await customers.exists({ _id: id }))) throw new HttpError(404, 'Lead not found', { code: 'not_found' });
    await queueErasure(id, 'staff');
    return c.json({ message: ERASURE_QUEUED }, 202);
  };

  /** Queues a new erasure job for `customerId` (ErasureQueue.request); 503 when Redis does not take it. */
  async function queueErasure(customerId: string, reason: ErasureReason, mailboxKey?: string): Promise<void> {
    try {
      await erasures.request(customerId, reason, mailboxKey);
    } catch (err) {
      logger.warn({ err: (err as Error).message }, 'erasure not queued');
      throw new HttpError(503, 'The erasure could not be queued right now. Please try again.', { code: 'unavailable' });
    }
  }

  const requestErasureLink: OnboardingHandlers['requestErasureLink'] = async (c, { body, query, budget }) => {
    await budget.spend(c);
    const mailboxKey = mailboxKeyOf(config.privacyHashSecret, body.email);
    await deps.erasureLinksPerAddress.take(mailboxKey, 1);
    const customerId = await customerIdOfEmail(deps, body.email);
    // off the request's path, so a known address answers in the time an unknown one does; a failure
    // is logged (the customer may ask again)
    if (customerId) sendErasureLink(deps, customerId, mailboxKey, query.locale).catch((err: Error) => logger.warn({ err: err.message, customerId }, 'erasure link not sent'));
    return c.json({ message: ERASURE_LINK_SENT }, 202);
  };

  const confirmErasure: OnboardingHandlers['confirmErasure'] = async (c, { body, budget }) => {
    await budget.spend(c);
    const customerId = await redeemResumeLink(erasureLinks, customerLinkHash(body.token), now());
    const link = customerId ? await erasureLinks.findById(customerId, { mailboxKey: 1 }).lean() : null;
    const customer = customerId ? await customers.findById(customerId, { 'customerInfo.email': 1 }).lean() : null;
    const email = customer?.customerInfo?.email;
    // the link proves the mailbox it was sent to, and only while the customer's address is still that mailbox
    if (!customerId || !email || !link?.mailboxKey || mailboxKeyOf(config.privacyHashSecret, email) !== link.mailboxKey) {
      throw new HttpError(410, ERASURE_LINK_UNUSABLE, { code: 'erasure_link_unusable' });
    }
    // the mailbox is proven: every session of the customer ends before the erasure job runs
    if ((await proveMailbox(customers, customerId, now())) === null) throw new HttpError(410, ERASURE_LINK_UNUSABLE, { code: 'erasure_link_unusable' });
    auditErasure(c, customerId, CUSTOMER_REQUEST);
    await queueErasure(customerId, 'customer', link.mailboxKey);
    return c.json({ message: ERASURE_CONFIRMED }, 202);
  };

  const eraseCustomer: OnboardingHandlers['eraseCustomer'] = async (c, { params: { customerId }, query: { mailboxKey } }) => {
    const customer = await customers.findById(customerId, { _id: 1 }).lean();
    if (customer) {
      await recordErasure(erasureLedger, customerLedgerKeyOf(config.privacyHashSecret, customerId), now());
      if (mailboxKey) await recordErasure(erasureLedger, mailboxKey, now());
    }
    const prefix = `customers/${customerId}/`;
    const stored = await documents.find({ customerId }, { storageKey: 1 }).lean();
    for (const { storageKey } of stored) if (!storageKey.startsWith(prefix)) await storage.remove(storageKey);
    const removed = await storage.removePrefix(prefix);
    await documents.deleteMany({ customerId });
    await deps.activities.deleteMany({ customerId });
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
