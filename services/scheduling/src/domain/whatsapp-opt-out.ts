/**
 * Which customer messages opt a number out of WhatsApp (issue 38 item 2): the text STOP, ARRÊT (or
 * ARRET) or إلغاء, alone in the message, trimmed, in any case (and any Unicode composition of Ê);
 * and the press of a template's opt-out quick reply (payload WHATSAPP_OPT_OUT_PAYLOAD).
 */
import { WHATSAPP_OPT_OUT_PAYLOAD, type WhatsAppIncomingMessage } from '@cabinetry/shared/contracts/whatsapp';

const OPT_OUT_WORDS = new Set(['STOP', 'ARRÊT', 'ARRET', 'إلغاء']);

/** Whether the text of a customer's message asks to stop WhatsApp messages. */
export function isOptOutText(text: string): boolean {
  return OPT_OUT_WORDS.has(text.normalize('NFC').trim().toUpperCase());
}

/** Whether a customer's message opts their number out: an opt-out text, or the templates' opt-out quick reply. */
export function isOptOutMessage(m: WhatsAppIncomingMessage): boolean {
  if (m.type === 'text') return m.text !== undefined && isOptOutText(m.text.body);
  return m.type === 'button' && m.button?.payload === WHATSAPP_OPT_OUT_PAYLOAD;
}
