/** docs/product.md §7 GET /api/config/whatsapp: the chat number, 'whatsapp:' prefix removed; null when unset. */
import type { OnboardingDeps, OnboardingHandlers } from '../deps';

export function configHandlers({ config }: OnboardingDeps): Pick<OnboardingHandlers, 'getWhatsappConfig'> {
  const whatsappNumber = config.whatsappNumber.replace(/^whatsapp:/i, '').trim() || null;
  return { getWhatsappConfig: (c) => c.json({ whatsappNumber }) };
}
