/**
 * Leads staff add in the back office (issue 39 item 5), under /api/admin:
 * - POST /leads {firstName, lastName, email?, phone, projectTypes, source, heardFrom?, locale?} → 201 {id}:
 *   a walk-in or a phone call becomes a customer at step 1 (source set by hand, no first touch,
 *   `createdBy` the account; in the pipeline already Contacted, with an owner chosen like a wizard
 *   lead's), unless another lead has the address (by mailbox) or the phone number:
 *   409 `lead_exists` with that lead's id, so staff open it rather than make a twin;
 * - POST /leads/{id}/resume-link → 202: e-mails the lead the customer's own resume link (in the
 *   lead's language), within the address's hourly allowance shared with the customer's requests
 *   (429); 409 `lead_no_email` without an address; 404 for a lead the caller may not read.
 * Both spend the client's 'staffLeads' budget and are audited with the lead's id only (the source
 * as detail): no name, address or phone in the log.
 */
import { LEAD_RESUME_LINK_QUEUED, stageRank } from '@cabinetry/shared/contracts';
import { mailboxOf } from '@cabinetry/shared/server/email-address';
import { mailboxKeyOf } from '@cabinetry/shared/server/erasure';
import { HttpError } from '@cabinetry/shared/server/errors';
import type { OnboardingDeps, OnboardingHandlers } from '../deps';
import { assignOwner } from '../actions/pipeline';
import { sendResumeLink } from '../actions/resume-links';
import { customerOfMailbox } from '../models/customer';
import { leadScopeOf } from './lead-scope';

type StaffLeadHandlers = Pick<OnboardingHandlers, 'createLead' | 'sendLeadResumeLink'>;

export function staffLeadHandlers(deps: OnboardingDeps): StaffLeadHandlers {
  const { customers, config } = deps;

  /** The id of a lead holding `email`'s mailbox or the phone `phone`, or null. */
  async function existingLead(email: string | undefined, phone: string): Promise<string | null> {
    const byMailbox = email ? await customerOfMailbox(customers, mailboxOf(email)) : null;
    if (byMailbox) return byMailbox;
    const byPhone = await customers.findOne({ 'customerInfo.phone': phone }, { _id: 1 }).lean();
    return byPhone ? byPhone._id.toString() : null;
  }

  const createLead: OnboardingHandlers['createLead'] = async (c, { body, budget, admin }) => {
    await budget.spend(c);
    const phone = body.phone.replace(/\s/g, '');
    const leadId = await existingLead(body.email, phone);
    if (leadId) throw new HttpError(409, 'Another lead has this e-mail address or phone number', { code: 'lead_exists', details: { leadId } });
    const at = deps.now();
    const customer = await customers.create({
      customerInfo: { firstName: body.firstName, lastName: body.lastName, email: body.email ?? '', phone, heardFrom: body.heardFrom ?? '' },
      projectTypes: body.projectTypes,
      ...(body.locale && { locale: body.locale }),
      currentStep: 1,
      source: body.source,
      createdBy: admin.sub,
      // staff met or spoke to them: the first contact is made, the lead is worked from here
      stage: 'contacted',
      reachedStage: stageRank('contacted'),
      firstContactAt: at,
      lastActivityAt: at,
    });
    const id = customer._id.toString();
    // an owner by the same rules as a lead from the wizard (never delays the answer)
    void assignOwner(deps, id, body.locale ?? null);
    c.set('auditTarget', `lead ${id}`);
    c.set('auditCustomer', id);
    c.set('auditDetail', `source ${body.source}`);
    return c.json({ id }, 201);
  };

  const sendLeadResumeLink: OnboardingHandlers['sendLeadResumeLink'] = async (c, { params: { id }, budget, admin }) => {
    await budget.spend(c);
    const customer = await customers.findOne({ $and: [{ _id: id }, (await leadScopeOf(deps, admin)).filter] }, { 'customerInfo.email': 1 }).lean<{ customerInfo?: { email?: string | null } }>();
    if (!customer) throw new HttpError(404, 'Lead not found', { code: 'not_found' });
    const email = customer.customerInfo?.email;
    if (!email) throw new HttpError(409, 'This lead has no e-mail address to send the link to', { code: 'lead_no_email' });
    await deps.resumeLinksPerAddress.take(mailboxKeyOf(config.privacyHashSecret, email), 1);
    await sendResumeLink(deps, id);
    c.set('auditTarget', `lead ${id}`);
    c.set('auditCustomer', id);
    return c.json({ message: LEAD_RESUME_LINK_QUEUED }, 202);
  };

  return { createLead, sendLeadResumeLink };
}
