/**
 * Which customer messages opt a number out of WhatsApp (issue 38 item 2): the text STOP, ARRÊT (or
 * ARRET) or إلغاء, alone in the message, trimmed, in any case (and any Unicode composition of Ê).
 */
const OPT_OUT_WORDS = new Set(['STOP', 'ARRÊT', 'ARRET', 'إلغاء']);

/** Whether the text of a customer's message asks to stop WhatsApp messages. */
export function isOptOutText(text: string): boolean {
  return OPT_OUT_WORDS.has(text.normalize('NFC').trim().toUpperCase());
}
