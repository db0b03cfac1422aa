/**
 * The customer's current language wins (issue 35 item 4): a booking, move or cancellation made from a
 * page names its language (`?locale=`), which is stored on the customer (onboarding owns it) before
 * the action queues its e-mails, so the worker, reading the stored language when it sends (the
 * confirmation now, the reminder a day before), writes in the language the customer uses now.
 */
import type { CustomerLocale } from '@cabinetry/shared/contracts';
import { logger } from '@cabinetry/shared/server/logger';
import { storeCustomerLocale } from '../clients/onboarding';
import type { SchedulingDeps } from '../deps';

/**
 * Stores `locale` (when given) as `customerId`'s language. Never throws: when onboarding cannot
 * store it now the action goes on (logged), its e-mails then in the language stored before.
 */
export async function followPageLocale({ config }: Pick<SchedulingDeps, 'config'>, customerId: string, locale: CustomerLocale | undefined): Promise<void> {
  if (!locale) return;
  try {
    await storeCustomerLocale(config.onboardingUrl, config.internalToken, customerId, locale);
  } catch (err) {
    logger.warn({ customerId, err: (err as Error).message }, "page language not stored; the customer's e-mails keep the stored one");
  }
}
