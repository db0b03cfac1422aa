/**
 * The WhatsApp template messages about an appointment (issue 38 item 3; docs/operations.md lists them
 * for Meta's approval): per message kind, the approved UTILITY template (WHATSAPP_TEMPLATE_<KIND>) in the
 * customer's language, its body parameters and its quick-reply buttons. Pure.
 * Body parameters, in order ({{1}}, {{2}}, …): the day and the time on Beirut's clock (the e-mails'
 * formatter, @cabinetry/shared/time), then for an upcoming appointment the designer (the showroom's
 * name when it has none), in person or by video (worded in the customer's language) and the manage
 * link; a no-show's message the manage link (pick a new time). Quick replies carry
 * WHATSAPP_REPLY_PAYLOADS, which the webhook's processing acts on.
 */
import { BRAND, type CustomerLocale, localeMap } from '@cabinetry/shared/contracts';
import type { WhatsAppMessageKind, WhatsAppReplyPayload, WhatsAppTemplateMessage } from '@cabinetry/shared/contracts/whatsapp';
import { appointmentDateParts } from '@cabinetry/shared/time';
import { type AppointmentFacts, consultationKindWords } from '../jobs/emails';

/** Meta's language code of each customer language's translation of the templates (the registry's `whatsapp`, else the code). */
export const META_LANGUAGES: Record<CustomerLocale, string> = localeMap((l, code) => l.whatsapp ?? code);

/** The quick-reply buttons of each template, in the template's order (button index 0, 1, …). */
export const QUICK_REPLIES: Record<WhatsAppMessageKind, readonly WhatsAppReplyPayload[]> = {
  confirmation: ['CONFIRM', 'CHANGE_TIME', 'CALL_ME'],
  moved: ['CONFIRM', 'CHANGE_TIME', 'CALL_ME'],
  'reminder-24h': ['CONFIRM', 'CHANGE_TIME', 'CALL_ME'],
  'reminder-2h': ['CONFIRM', 'CHANGE_TIME', 'CALL_ME'],
  cancelled: ['CALL_ME'],
  missed: ['CHANGE_TIME', 'CALL_ME'],
};

/** What a template is filled with. */
export interface TemplateInput {
  /** the recipient: E.164 digits */
  to: string;
  locale: CustomerLocale;
  /** the approved template's name for this kind */
  template: string;
  facts: Pick<AppointmentFacts, 'start' | 'appointmentType' | 'designerName'>;
  /** the manage page in the customer's language */
  manageUrl: string;
}

/** Meta refuses parameters with new lines, tabs or more than four spaces in a row: one line, single spaces. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The body parameters of `kind` (see the module's comment). */
export function templateParameters(kind: WhatsAppMessageKind, { locale, facts, manageUrl }: Omit<TemplateInput, 'to' | 'template'>): string[] {
  const { day, time } = appointmentDateParts(facts.start, locale)!;
  if (kind === 'cancelled') return [day, time];
  if (kind === 'missed') return [day, time, manageUrl];
  return [day, time, oneLine(facts.designerName || BRAND.name), consultationKindWords(facts.appointmentType, locale), manageUrl];
}

/** The Cloud API request sending `kind` about the appointment of `input`. */
export function whatsAppTemplate(kind: WhatsAppMessageKind, input: TemplateInput): WhatsAppTemplateMessage {
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: input.to,
    type: 'template',
    template: {
      name: input.template,
      language: { code: META_LANGUAGES[input.locale], policy: 'deterministic' },
      components: [
        { type: 'body', parameters: templateParameters(kind, input).map((text) => ({ type: 'text' as const, text })) },
        ...QUICK_REPLIES[kind].map((payload, index) => ({ type: 'button' as const, sub_type: 'quick_reply' as const, index: String(index), parameters: [{ type: 'payload' as const, payload }] })),
      ],
    },
  };
}
