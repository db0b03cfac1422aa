/**
 * Internal routes (never routed by the gateway, INTERNAL_TOKEN required): other services read a
 * customer's contact details and answers here instead of reading this service's database.
 * - GET /internal/customers/:id → CustomerProfile (404 when unknown), with `whatsAppNumber` only while
 *   the customer's WhatsApp consent holds for their current number (read at each send by scheduling's worker);
 * - POST /internal/customers/batch {ids: up to 100 ObjectIds} → {customers: CustomerContact[]}
 *   (the known ones, in no particular order; staff's appointment list names its customers with it);
 * - PUT /internal/customers/:id/locale {locale} → {changed} (404 when unknown): the language of the
 *   customer's page when scheduling books, moves or cancels for them (their later e-mails follow it).
 * - POST /internal/customers/sessions {ids: up to 100 ObjectIds} → {sessions: [{id, generation}]}
 *   (the known ones): scheduling checks the customer sessions it is shown against them (issue 34 item 1).
 * - POST /internal/whatsapp-consent/withdrawals {waId} → {withdrawn}: a number answered STOP on
 *   WhatsApp (scheduling's worker); every consent given for it is withdrawn now (issue 38 item 2).
 * - POST /internal/whatsapp-contacts {waId} → {customers: [{id, locale}]}: who gave that number
 *   (phone or consent), newest first; scheduling acts on their quick replies (issue 38 item 5).
 * - POST /internal/customers/:id/callback-requests {messageId} → {created}: WhatsApp's Call me.
 */
import type { CustomerContact, CustomerProfile } from '@cabinetry/shared/contracts';
import { HttpError } from '@cabinetry/shared/server/errors';
import type { OnboardingDeps, OnboardingHandlers } from '../deps';
import { storeLocale } from '../models/customer';
import { consentedWhatsAppId, type WhatsAppConsent, whatsAppIdsOf } from '../domain/whatsapp-consent';
import { customerFields } from '../domain/leads';
import { phonePatternOf } from '@cabinetry/shared/contracts/whatsapp';
import { requestCallBack } from '../actions/pipeline';

/** Total ids across the material sections ({kitchen: {lowerCabinets: [...]}, wardrobe: {...}}). */
function materialCount(selections: unknown): number {
  const groups = Object.values((selections ?? {}) as Record<string, Record<string, unknown>>);
  return groups.flatMap((group) => Object.values(group ?? {})).reduce<number>((n, ids) => n + (Array.isArray(ids) ? ids.length : 0), 0);
}

/** The profile's `whatsAppNumber` (absent: no current consent, nothing may be sent). */
function whatsAppNumberOf(consent: WhatsAppConsent | null, phone: string): { whatsAppNumber?: string } {
  const number = consentedWhatsAppId(consent, phone);
  return number ? { whatsAppNumber: number } : {};
}

export function internalHandlers(
  deps: OnboardingDeps,
): Pick<OnboardingHandlers, 'getCustomerContacts' | 'getCustomerProfile' | 'setCustomerLocale' | 'getCustomerSessions' | 'withdrawWhatsAppConsent' | 'findWhatsAppContacts' | 'requestCallback'> {
  const { customers, documents, now } = deps;
  const getCustomerContacts: OnboardingHandlers['getCustomerContacts'] = async (c, { body: { ids } }) => {
    const found = ids.length ? await customers.find({ _id: { $in: [...new Set(ids)] } }, { customerInfo: 1 }).lean() : [];
    return c.json<{ customers: CustomerContact[] }>({
      customers: found.map((customer) => ({
        id: customer._id.toString(),
        firstName: customer.customerInfo?.firstName ?? '',
        lastName: customer.customerInfo?.lastName ?? '',
        email: customer.customerInfo?.email ?? '',
        phone: customer.customerInfo?.phone ?? '',
      })),
    });
  };
  const getCustomerProfile: OnboardingHandlers['getCustomerProfile'] = async (c, { params: { customerId: id } }) => {
    const customer = await customers.findById(id).lean();
    if (!customer) throw new HttpError(404, 'Customer not found', { code: 'not_found' });
    const answers = customerFields(customer);
    return c.json<CustomerProfile>({
      id,
      ...answers,
      projectTypes: { kitchen: !!customer.projectTypes?.kitchen, wardrobe: !!customer.projectTypes?.wardrobe },
      notes: customer.notes ?? '',
      locale: customer.locale ?? 'en',
      ...whatsAppNumberOf(customer.whatsAppConsent as WhatsAppConsent | null, answers.phone),
      whatsAppIds: whatsAppIdsOf(customer),
      counts: {
        styles: customer.designPreferences?.styles?.length ?? 0,
        colorPalettes: customer.designPreferences?.colorPalettes?.length ?? 0,
        materials: materialCount(customer.materialSelections),
        documents: await documents.countDocuments({ customerId: id }),
      },
    });
  };
  const setCustomerLocale: OnboardingHandlers['setCustomerLocale'] = async (c, { params: { customerId }, body: { locale } }) => {
    const { found, changed } = await storeLocale(customers, customerId, locale);
    if (!found) throw new HttpError(404, 'Customer not found', { code: 'not_found' });
    return c.json({ changed });
  };
  const getCustomerSessions: OnboardingHandlers['getCustomerSessions'] = async (c, { body: { ids } }) => {
    const found = ids.length ? await customers.find({ _id: { $in: [...new Set(ids)] } }, { sessionGeneration: 1 }).lean() : [];
    return c.json({ sessions: found.map((customer) => ({ id: customer._id.toString(), generation: customer.sessionGeneration ?? 0 })) });
  };
  const withdrawWhatsAppConsent: OnboardingHandlers['withdrawWhatsAppConsent'] = async (c, { body: { waId } }) => {
    const { modifiedCount } = await customers.updateMany(
      { 'whatsAppConsent.optedIn': true, 'whatsAppConsent.phone': phonePatternOf(waId) },
      { $set: { 'whatsAppConsent.optedIn': false, 'whatsAppConsent.at': now() } },
    );
    return c.json({ withdrawn: modifiedCount });
  };
  const findWhatsAppContacts: OnboardingHandlers['findWhatsAppContacts'] = async (c, { body: { waId } }) => {
    const number = phonePatternOf(waId);
    const found = await customers
      .find({ $or: [{ 'customerInfo.phone': number }, { 'whatsAppConsent.phone': number }] }, { locale: 1 })
      .sort({ createdAt: -1 })
      .limit(10)
      .lean();
    return c.json({ customers: found.map((customer) => ({ id: customer._id.toString(), locale: customer.locale ?? 'en' })) });
  };
  const requestCallback: OnboardingHandlers['requestCallback'] = async (c, { params: { customerId }, body: { messageId } }) => c.json({ created: await requestCallBack(deps, customerId, messageId) });
  return { getCustomerContacts, getCustomerProfile, setCustomerLocale, getCustomerSessions, withdrawWhatsAppConsent, findWhatsAppContacts, requestCallback };
}
