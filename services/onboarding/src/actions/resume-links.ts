/**
 * Resume links for a customer (issue 24 items 1 and 2), shared by POST /resume-links and step 1:
 * which customer an address belongs to (by mailbox, issue 34 item 1), and issuing one a link (stored as its token's SHA-256,
 * replacing any older link) whose e-mail is queued for the scheduling worker with the link's id only
 * (the worker derives the token: @cabinetry/shared/server/customer-link).
 */
import { type CustomerLocale, RESUME_LINK_TTL_HOURS } from '@cabinetry/shared/contracts';
import { mailboxOf } from '@cabinetry/shared/server/email-address';
import type { OnboardingDeps } from '../deps';
import { customerOfMailbox } from '../models/customer';
import { customerLinkHash, customerLinkToken, newCustomerLinkId } from '@cabinetry/shared/server/customer-link';
import { issueResumeLink } from '../models/resume-link';

/**
 * The id of the customer `email` belongs to, or null: looked up by its mailbox (`mailboxOf`: any
 * case, `+tag` or Gmail dots), the customer who proved it first, else the oldest (customerOfMailbox).
 */
export function customerIdOfEmail({ customers }: Pick<OnboardingDeps, 'customers'>, email: string): Promise<string | null> {
  return customerOfMailbox(customers, mailboxOf(email));
}

/**
 * Issues `customerId` a new link (valid RESUME_LINK_TTL_HOURS from `deps.now()`) and queues its e-mail,
 * in `locale` (the asking page's language) when given, else the customer's stored one. Throws when Mongo or Redis fails.
 */
export async function sendResumeLink(
  { config, resumeLinks, resumeMail, now }: Pick<OnboardingDeps, 'config' | 'resumeLinks' | 'resumeMail' | 'now'>,
  customerId: string,
  locale?: CustomerLocale,
): Promise<void> {
  const linkId = newCustomerLinkId();
  const tokenHash = customerLinkHash(customerLinkToken(config.customerSessionSecret, 'resume-link', linkId));
  await issueResumeLink(resumeLinks, customerId, tokenHash, now(), RESUME_LINK_TTL_HOURS);
  await resumeMail.send({ customerId, linkId, ...(locale && { locale }) });
}
