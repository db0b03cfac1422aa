/**
 * The lead page's WhatsApp card (issue 38 item 5), for admins and the designer accounts that may see
 * the lead (./lead-scope.ts, re-checked on every request; 404 for another's lead):
 * - GET /api/admin/leads/{id}/whatsapp → WhatsAppConversation: the messages scheduling holds for the
 *   customer's numbers (whatsAppIdsOf, the one normaliser) and appointments, newest last, with the
 *   24-hour window (from the customer's last message) and whether their consent holds;
 * - POST /api/admin/leads/{id}/whatsapp {text (1-1,000 characters)} → 202 {id}: a free-text answer,
 *   only to the number the customer's consent holds for now (409 whatsapp_not_consented) and inside
 *   the window (scheduling: 409 whatsapp_window_closed); queued, sent by scheduling's worker. Audited
 *   with ids only (lead.whatsapp-answer: the lead, never the text).
 */
import type { WhatsAppConversation } from '@cabinetry/shared/contracts';
import { HttpError } from '@cabinetry/shared/server/errors';
import { queueWhatsAppAnswer, whatsAppMessagesOf } from '../clients/scheduling';
import type { OnboardingDeps, OnboardingHandlers } from '../deps';
import type { StoredCustomer } from '../domain/leads';
import { consentedWhatsAppId, type WhatsAppConsent, whatsAppIdsOf } from '../domain/whatsapp-consent';
import { leadScopeOf } from './lead-scope';

export const NOT_CONSENTED = 'The customer has not agreed to WhatsApp messages on their current number.';

export function adminLeadWhatsAppHandlers(deps: OnboardingDeps): Pick<OnboardingHandlers, 'getLeadWhatsApp' | 'answerLeadWhatsApp'> {
  const { customers, config, now } = deps;

  /** Lead `id` if `admin` may see it (404 otherwise), and the number its consent holds for now (null: none). */
  async function leadOf(id: string, admin: Parameters<typeof leadScopeOf>[1]): Promise<{ customer: StoredCustomer; consented: string | null }> {
    const { filter } = await leadScopeOf(deps, admin);
    const customer = await customers.findOne({ $and: [{ _id: id }, filter] }).lean<StoredCustomer>();
    if (!customer) throw new HttpError(404, 'Lead not found', { code: 'not_found' });
    return { customer, consented: consentedWhatsAppId(customer.whatsAppConsent as WhatsAppConsent | null, customer.customerInfo?.phone ?? '') };
  }

  return {
    getLeadWhatsApp: async (c, { params: { id }, admin }) => {
      const { customer, consented } = await leadOf(id, admin);
      // the window's rule is scheduling's (domain/whatsapp-receipts.ts), which also enforces it
      const { messages, windowClosesAt } = await whatsAppMessagesOf(config.schedulingUrl, config.internalToken, id, whatsAppIdsOf(customer));
      c.header('Cache-Control', 'no-store');
      return c.json<WhatsAppConversation>({ messages, windowClosesAt, windowOpen: windowClosesAt !== null && Date.parse(windowClosesAt) > now().getTime(), consented: consented !== null });
    },
    answerLeadWhatsApp: async (c, { params: { id }, body: { text }, admin }) => {
      c.set('auditTarget', `lead ${id}`);
      c.set('auditCustomer', id);
      const { consented } = await leadOf(id, admin);
      if (!consented) throw new HttpError(409, NOT_CONSENTED, { code: 'whatsapp_not_consented' });
      return c.json(await queueWhatsAppAnswer(config.schedulingUrl, config.internalToken, id, consented, text), 202);
    },
  };
}
