/**
 * The resume link (issue 24 item 1; docs/product.md "Continue on another device"):
 * - POST /api/onboarding/resume-links {email}: spends the client's 'resumeLinks' budget, then one of
 *   the address's RESUME_LINKS_PER_ADDRESS_PER_HOUR (counted by mailbox, known or not: 429 either
 *   way), looks the address up and answers 202 RESUME_LINK_SENT. Only then, off the request's path
 *   (so a known address answers in the time an unknown one does), a known customer's link is issued
 *   (replacing any older one) and its e-mail queued for the scheduling worker.
 * - POST /api/onboarding/resume-links/redeem {token}: spends the client's 'resumeRedeems' budget;
 *   an unused, unexpired link is used up, the customer's mailbox is proven (which ends every other
 *   session of theirs: issue 34 item 1), their session starts on this device and the answer is
 *   their project (ResumedProject); anything else answers 410 'resume_link_unusable'.
 *   Opening the link (GET /resume#token) does not use it: only this POST, the page's button, does.
 * Both take `?locale=`, the page's language: the link's e-mail is in it (carried by the job, not
 * stored: the asker names only an address), and redeeming stores it on the customer for their later e-mails.
 */
import { RESUME_LINK_SENT, RESUME_LINK_UNUSABLE, type ResumedProject, type MaterialSelections } from '@cabinetry/shared/contracts';
import { startCustomerSession } from '@cabinetry/shared/server/auth';
import { mailboxKeyOf } from '@cabinetry/shared/server/erasure';
import { HttpError } from '@cabinetry/shared/server/errors';
import { logger } from '@cabinetry/shared/server/logger';
import type { OnboardingDeps, OnboardingHandlers } from '../deps';
import { customerIdOfEmail, sendResumeLink } from '../actions/resume-links';
import { customerFields, type StoredCustomer } from '../domain/leads';
import { customerLinkHash } from '@cabinetry/shared/server/customer-link';
import { redeemResumeLink } from '../models/resume-link';
import { proveMailbox, storeLocale } from '../models/customer';

type ResumeHandlers = Pick<OnboardingHandlers, 'requestResumeLink' | 'redeemResumeLink'>;

/** The wizard's view of a stored customer. */
export function resumedProject(c: StoredCustomer): ResumedProject {
  const step = c.currentStep ?? 1;
  return {
    customerId: c._id.toString(),
    currentStep: Math.min(5, Math.max(1, step)),
    isCompleted: !!c.isCompleted,
    customerInfo: customerFields(c),
    projectTypes: { kitchen: !!c.projectTypes?.kitchen, wardrobe: !!c.projectTypes?.wardrobe },
    designPreferences: { styles: c.designPreferences?.styles ?? [], colorPalettes: c.designPreferences?.colorPalettes ?? [] },
    materialSelections: (c.materialSelections ?? {}) as MaterialSelections,
    notes: c.notes ?? '',
    appointment: c.appointment?.appointmentDate ? { appointmentType: c.appointment.appointmentType ?? '', appointmentDate: c.appointment.appointmentDate } : null,
    ...(c.whatsAppConsent?.optedIn ? { whatsAppOptIn: true } : {}),
  };
}

export function resumeHandlers(deps: OnboardingDeps): ResumeHandlers {
  const { customers, resumeLinks, config, now } = deps;

  const requestResumeLink: OnboardingHandlers['requestResumeLink'] = async (c, { body, query, budget }) => {
    await budget.spend(c);
    await deps.resumeLinksPerAddress.take(mailboxKeyOf(config.privacyHashSecret, body.email), 1);
    const customerId = await customerIdOfEmail(deps, body.email);
    // off the request's path, so a known address answers in the time an unknown one does; a failure
    // is logged (the customer may ask again)
    if (customerId) sendResumeLink(deps, customerId, query.locale).catch((err: Error) => logger.warn({ err: err.message, customerId }, 'resume link not sent'));
    return c.json({ message: RESUME_LINK_SENT }, 202);
  };

  const redeem: OnboardingHandlers['redeemResumeLink'] = async (c, { body, query, budget }) => {
    await budget.spend(c);
    const customerId = await redeemResumeLink(resumeLinks, customerLinkHash(body.token), now());
    // the mailbox is proven: every other session of this customer ends here
    const generation = customerId ? await proveMailbox(customers, customerId, now()) : null;
    const customer = generation === null ? null : await customers.findById(customerId).lean();
    if (!customer) throw new HttpError(410, RESUME_LINK_UNUSABLE, { code: 'resume_link_unusable' });
    // the mailbox's owner continues on this page: its language is theirs now
    if (query.locale) await storeLocale(customers, customerId!, query.locale);
    startCustomerSession(c, customerId!, generation!, config.customerSessionSecret, config.cookieSecure);
    return c.json(resumedProject(customer as StoredCustomer));
  };

  return { requestResumeLink, redeemResumeLink: redeem };
}
