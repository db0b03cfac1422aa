/**
 * docs/product.md §7 Onboarding, steps 1, 2, 3 and 5. Step 1 creates the customer (or updates the one the
 * session already owns) and starts the customer session cookie; later steps require that session.
 * Creating a customer spends the client IP's 'customers' budget (429 when spent); re-saving does not.
 * Step 1 without the session, with an address that already has a project (another device, cleared
 * cookies), creates no second lead: it e-mails that address a resume link (within the address's
 * resume-link limit, else 429) and answers 409 'email_known' (issue 24 item 2). That answer tells
 * whether an address has a project, as a new customer's 201 tells it has none: each probe costs a
 * point of the per-IP 'customers' budget and one of the address's links, and e-mails its owner.
 * A customer holding an active appointment cannot change their e-mail address (409): the
 * appointment's e-mails go to the address it was booked with. A customer moving to another
 * mailbox spends the 'customers' budget and gets the same 409 'email_known' (the address's owner
 * e-mailed a resume link) when another customer holds it (issue 34 item 1): a draft cannot take
 * over an address. A session ended by a redeemed link (401 'session_ended') cannot save step 1. Step 5's body is the appointment's
 * create payload itself (as the spec sends it), but what it records is the appointment scheduling
 * holds for the customer (an internal call), never the body: with none booked it answers 409, so
 * leads, their CSV and the funnel count only real bookings. It completes the onboarding.
 * A new customer is a new lead (issue 39): due a first contact one business hour later, and given an
 * owner by scheduling's assignment rules once the answer is sent (../actions/pipeline.ts).
 * Step 1 creating a customer stores where the browser's first visit came from (`firstTouch`) and the
 * lead source derived from it (issue 39 item 5); saving step 1 again changes neither.
 * Step 1's WhatsApp opt-in (issue 38) is stored as the customer's `whatsAppConsent`
 * (domain/whatsapp-consent.ts): the number, wording version, time, language and a keyed hash of the client address.
 */
import { createHmac } from 'node:crypto';
import { type CustomerLocale, materialSelectionError, sourceOfFirstTouch } from '@cabinetry/shared/contracts';
import { requireCustomer, sessionCustomerId, startCustomerSession } from '@cabinetry/shared/server/auth';
import { RESUME_LINK_OFFERED } from '@cabinetry/shared/contracts';
import { mailboxOf, normalizedEmail } from '@cabinetry/shared/server/email-address';
import { mailboxKeyOf } from '@cabinetry/shared/server/erasure';
import { HttpError } from '@cabinetry/shared/server/errors';
import type { Context } from 'hono';
import type { OnboardingDeps, OnboardingHandlers } from '../deps';
import { activeAppointmentOf } from '../clients/scheduling';
import { customerIdOfEmail, sendResumeLink } from '../actions/resume-links';
import { assignOwner } from '../actions/pipeline';
import { firstContactDeadline } from '../domain/pipeline';
import { consentAfterStep1, type WhatsAppConsent } from '../domain/whatsapp-consent';

export const NOT_BOOKED = 'We could not find a booked consultation for you. Please book an appointment first.';
export const EMAIL_LOCKED = 'Your e-mail address cannot be changed while you have an appointment booked. Cancel the appointment first or contact us.';

type StepHandlers = Pick<OnboardingHandlers, 'saveStep1' | 'saveStep2' | 'saveStep3' | 'saveStep5'>;

export function stepHandlers(deps: OnboardingDeps): StepHandlers {
  const { customers, config, customerAuth } = deps;
  const secret = config.customerSessionSecret;

  /** Loads the customer the session owns, or throws 401/403/404. */
  async function ownedCustomer(c: Context, customerId: string) {
    await requireCustomer(c, customerId, customerAuth);
    const customer = await customers.findById(customerId);
    if (!customer) throw new HttpError(404, 'Customer not found', { code: 'not_found' });
    return customer;
  }

  /**
   * When `email` belongs to a customer other than `self` (by mailbox): e-mails that customer a resume
   * link in `locale` (within the address's limit, else 429) and throws 409 'email_known', step 1's one answer
   * for an address that already has a project.
   */
  async function refuseKnownAddress(email: string, self: string | null, locale?: CustomerLocale): Promise<void> {
    const existing = await customerIdOfEmail(deps, email);
    if (!existing || existing === self) return;
    await deps.resumeLinksPerAddress.take(mailboxKeyOf(config.privacyHashSecret, email), 1);
    await sendResumeLink(deps, existing, locale);
    throw new HttpError(409, RESUME_LINK_OFFERED, { code: 'email_known' });
  }

  /** The WhatsApp consent step 1's answer makes of `current` (null: unchanged), stamped with this request's client and time. */
  const consentOf = (c: Context, current: WhatsAppConsent | null | undefined, body: Parameters<OnboardingHandlers['saveStep1']>[1]['body'], locale: CustomerLocale) =>
    consentAfterStep1(current, body.whatsApp, {
      phone: body.customerInfo.phone,
      locale,
      now: deps.now(),
      clientHash: createHmac('sha256', config.privacyHashSecret).update(`client:${deps.clientKey(c)}`).digest('hex').slice(0, 32),
    });

  const saveStep1: OnboardingHandlers['saveStep1'] = async (c, { body, budget }) => {
    const owned = await sessionCustomerId(c, customerAuth);
    let customer = owned ? await customers.findById(owned) : null;
    if (customer) {
      const emailChanges = normalizedEmail(customer.customerInfo?.email ?? '') !== normalizedEmail(body.customerInfo.email);
      if (emailChanges && (await activeAppointmentOf(config.schedulingUrl, config.internalToken, customer._id.toString()))) {
        throw new HttpError(409, EMAIL_LOCKED, { code: 'email_locked' });
      }
      // moving to another mailbox is a probe like a new customer's: it costs the same and may not take another's address
      if (mailboxOf(body.customerInfo.email) !== mailboxOf(customer.customerInfo?.email ?? '')) {
        await budget.spend(c);
        await refuseKnownAddress(body.customerInfo.email, customer._id.toString(), body.locale);
      }
      const consent = consentOf(c, customer.whatsAppConsent as WhatsAppConsent | null, body, body.locale ?? (customer.locale as CustomerLocale));
      customer.set({ customerInfo: body.customerInfo, projectTypes: body.projectTypes, ...(body.locale && { locale: body.locale }), ...(consent && { whatsAppConsent: consent }) });
      customer.currentStep = Math.max(customer.currentStep, 2);
      await customer.save();
    } else {
      await budget.spend(c);
      await refuseKnownAddress(body.customerInfo.email, null, body.locale);
      const at = deps.now();
      const { whatsApp: _answer, ...answers } = body; // stored as whatsAppConsent below
      customer = await customers.create({
        ...answers,
        // the first touch is the new customer's source, kept as it was: a later save never changes it
        source: sourceOfFirstTouch(body.firstTouch),
        currentStep: 2,
        whatsAppConsent: consentOf(c, null, body, body.locale ?? 'en'),
        firstContactDueAt: firstContactDeadline(at, config.pipeline.openingHours),
        lastActivityAt: at,
      });
      // the new lead's owner is chosen after the answer (scheduling's assignment rules; never delays step 1)
      void assignOwner(deps, customer._id.toString(), body.locale ?? null);
    }
    const customerId = customer._id.toString();
    startCustomerSession(c, customerId, customer.sessionGeneration, secret, config.cookieSecure);
    return c.json({ customerId, currentStep: 2 }, owned === customerId ? 200 : 201);
  };

  const saveStep2: OnboardingHandlers['saveStep2'] = async (c, { params, body }) => {
    const customer = await ownedCustomer(c, params.customerId);
    customer.set({ designPreferences: body.designPreferences, currentStep: Math.max(customer.currentStep, 3) });
    await customer.save();
    return c.json({ customerId: customer._id.toString(), currentStep: 3 });
  };

  const saveStep3: OnboardingHandlers['saveStep3'] = async (c, { params, body }) => {
    const customer = await ownedCustomer(c, params.customerId);
    const types = { kitchen: !!customer.projectTypes?.kitchen, wardrobe: !!customer.projectTypes?.wardrobe };
    const problem = materialSelectionError(types, body.materialSelections);
    if (problem) throw new HttpError(400, problem, { code: 'invalid_request' });
    customer.set({ materialSelections: body.materialSelections, currentStep: Math.max(customer.currentStep, 4) });
    customer.markModified('materialSelections');
    await customer.save();
    return c.json({ customerId: customer._id.toString(), currentStep: 4 });
  };

  const saveStep5: OnboardingHandlers['saveStep5'] = async (c, { params, body: { customerId } }) => {
    const customer = await ownedCustomer(c, params.customerId);
    if (customerId !== customer._id.toString()) throw new HttpError(400, 'The appointment belongs to another customer', { code: 'invalid_request' });
    const booked = await activeAppointmentOf(config.schedulingUrl, config.internalToken, customerId);
    if (!booked) throw new HttpError(409, NOT_BOOKED, { code: 'not_booked' });
    customer.set({
      appointment: { appointmentId: booked.id, appointmentType: booked.appointmentType, appointmentDate: booked.appointmentDate, specialRequests: booked.specialRequests },
      currentStep: 5,
      isCompleted: true,
      completedAt: customer.completedAt ?? new Date(),
    });
    await customer.save();
    return c.json({ customerId: customer._id.toString(), isCompleted: true });
  };

  return { saveStep1, saveStep2, saveStep3, saveStep5 };
}
