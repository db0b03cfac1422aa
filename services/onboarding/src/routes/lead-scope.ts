/**
 * The leads a staff account may read and work (issue 39 item 2): all for admins; for a `designer`
 * account, the leads its linked designer owns, the customers with an appointment assigned to that
 * designer and the leads the account added itself (walk-in and phone leads, `createdBy`; scheduling
 * answers on every request: 403 designer_unlinked when none is linked).
 */
import { HttpError } from '@cabinetry/shared/server/errors';
import type { AdminClaims } from '@cabinetry/shared/server/auth';
import { designerCustomersOf } from '../clients/scheduling';
import type { OnboardingDeps } from '../deps';

/** A MongoDB filter of the leads `admin` may see, and the designer id of a designer account (null for admins). */
export async function leadScopeOf({ config }: Pick<OnboardingDeps, 'config'>, admin: AdminClaims): Promise<{ filter: Record<string, unknown>; designerId: string | null }> {
  if (admin.role !== 'designer') return { filter: {}, designerId: null };
  const { designerId, customerIds } = await designerCustomersOf(config.schedulingUrl, config.internalToken, admin.sub);
  if (!designerId) throw new HttpError(403, 'Your account is not linked to a designer', { code: 'designer_unlinked' });
  return { filter: { $or: [{ _id: { $in: customerIds } }, { 'owner.id': designerId }, { createdBy: admin.sub }] }, designerId };
}
