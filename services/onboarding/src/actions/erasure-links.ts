/**
 * Erasure confirmation links (issue 24 item 4, the customer's own request): issuing a customer a
 * link (stored as its token's SHA-256 in `erasure_links`, with the keyed hash of the mailbox it is
 * sent to, replacing any older one, valid ERASURE_LINK_TTL_HOURS) whose e-mail, in the asking page's
 * language, is queued for the scheduling worker with the link's id only (the worker derives the token:
 * @cabinetry/shared/server/customer-link).
 */
import { type CustomerLocale, ERASURE_LINK_TTL_HOURS } from '@cabinetry/shared/contracts';
import type { OnboardingDeps } from '../deps';
import { customerLinkHash, customerLinkToken, newCustomerLinkId } from '@cabinetry/shared/server/customer-link';
import { issueResumeLink } from '../models/resume-link';

/**
 * Issues `customerId` a new erasure confirmation link (from `deps.now()`) bound to `mailboxKey`
 * (mailboxKeyOf the customer's address it is sent to) and queues its e-mail, in `locale` (the asking
 * page's language) when given, else the customer's stored one. Throws when Mongo or Redis fails.
 */
export async function sendErasureLink(
  { config, erasureLinks, resumeMail, now }: Pick<OnboardingDeps, 'config' | 'erasureLinks' | 'resumeMail' | 'now'>,
  customerId: string,
  mailboxKey: string,
  locale?: CustomerLocale,
): Promise<void> {
  const linkId = newCustomerLinkId();
  const tokenHash = customerLinkHash(customerLinkToken(config.customerSessionSecret, 'erasure-link', linkId));
  await issueResumeLink(erasureLinks, customerId, tokenHash, now(), ERASURE_LINK_TTL_HOURS, mailboxKey);
  await resumeMail.send({ customerId, linkId, ...(locale && { locale }) }, 'erasure-link');
}
