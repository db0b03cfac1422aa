/**
 * The "at least one active admin" rule of the Users page (docs/product.md §6): the last active admin
 * cannot be deleted, deactivated or demoted. Pure.
 */
import type { StaffRole } from '@cabinetry/shared/contracts';

export const LAST_ADMIN_MESSAGE = 'The last active admin cannot be deleted, deactivated or demoted';

interface RoleState {
  role: StaffRole;
  isActive?: boolean | null;
}

/** True for an account that can administer (role admin and not deactivated). */
export const isActiveAdmin = (u: RoleState): boolean => u.role === 'admin' && u.isActive !== false;

/** True when a change from `before` to `after` (null = deleted) takes away an active admin. */
export function removesActiveAdmin(before: RoleState, after: RoleState | null): boolean {
  return isActiveAdmin(before) && (after === null || !isActiveAdmin(after));
}
