/**
 * The resume link (issue 24 item 1; docs/product.md "Continue on another device"):
 * - POST /api/onboarding/resume-links {email}: spends the client's 'resumeLinks' budget, then one of
 *   the address's RESUME_LINKS_PER_ADDRESS_PER_HOUR (counted by mailbox, known or not: 429 either
 *   way), looks the address up and answers 202 RESUME_LINK_SENT. Only then, off the request's path
 *   (so a known address answers in the time an unknown one does), a known customer's link is issued
 *   (replacing any older one) and its e-mail queued for the scheduling worker.
 * - POST /api/onboarding/resume-links/redeem {token}: spends the client's 'resumeRedeems' budget;
 *   an unused, unexpired link is used up, the customer's session starts on this device and the
 *   answer is their project (ResumedProject); anything else answers 410 'resume_link_unusable'.
 *   Opening the link (GET /resume#token) does not use it: only this POST, the page's button, does.
 */
import { RESUME_LINK_SENT, RESUME_LINK_UNUSABLE, type ResumedProject, type MaterialSelections } from '@cabinetry/shared/contracts';
import { startCustomerSession } from '@cabinetry/shared/server/auth';
import { mailboxKeyOf } from '@cabinetry/shared/server/erasure';
import { HttpError } from '@cabinetry/shared/server/errors';
import { logger } from '@cabinetry/shared/server/logger';
import type { OnboardingDeps, OnboardingHandlers } from '../deps';
import { customerIdOfEmail, sendResumeLink } from '../actions/resume-links';
import { customerFields, type StoredCustomer } from '../domain/leads';
import { resumeTokenHash } from '../domain/resume-token';
import { redeemResumeLink } from '../models/resume-link';

type ResumeHandlers = Pick<OnboardingHandlers, 'requestResumeLink' | 'redeemResumeLink'>;

/** The wizard's view of a stored customer. */
export function resumedProject(c: StoredCustomer): ResumedProject {
  const step = c.currentStep ?? 1;
  return {
    customerId: c._id.toString(),
    currentStep: Math.min(5, Math.max(1, step)),
    isCompleted: !!c.isCompleted,
    customerInfo: customerFields(c) as ResumedProject['customerInfo'],
    projectTypes: { kitchen: !!c.projectTypes?.kitchen, wardrobe: !!c.projectTypes?.wardrobe },
    designPreferences: { styles: c.designPreferences?.styles ?? [], colorPalettes: c.designPreferences?.colorPalettes ?? [] },
    materialSelections: (c.materialSelections ?? {}) as MaterialSelections,
    notes: c.notes ?? '',
    appointment: c.appointment?.appointmentDate ? { appointmentType: c.appointment.appointmentType ?? '', appointmentDate: c.appointment.appointmentDate } : null,
  };
}

export function resumeHandlers(deps: OnboardingDeps): ResumeHandlers {
  const { customers, resumeLinks, config, now } = deps;

  const requestResumeLink: OnboardingHandlers['requestResumeLink'] = async (c, { body, budget }) => {
    await budget.spend(c);
    await deps.resumeLinksPerAddress.take(mailboxKeyOf(config.privacyHashSecret, body.email), 1);
    const customerId = await customerIdOfEmail(deps, body.email);
    // off the request's path, so a known address answers in the time an unknown one does; a failure
    // is logged (the customer may ask again)
    if (customerId) sendResumeLink(deps, customerId).catch((err: Error) => logger.warn({ err: err.message, customerId }, 'resume link not sent'));
    return c.json({ message: RESUME_LINK_SENT }, 202);
  };

  const redeem: OnboardingHandlers['redeemResumeLink'] = async (c, { body, budget }) => {
    await budget.spend(c);
    const customerId = await redeemResumeLink(resumeLinks, resumeTokenHash(body.token), now());
    const customer = customerId ? await customers.findById(customerId).lean() : null;
    if (!customer) throw new HttpError(410, RESUME_LINK_UNUSABLE, { code: 'resume_link_unusable' });
    startCustomerSession(c, customerId!, config.customerSessionSecret, config.cookieSecure);
    return c.json(resumedProject(customer as StoredCustomer));
  };

  return { requestResumeLink, redeemResumeLink: redeem };
}
