/** Who may call an API route in the back office: the route's own roles, from its service's table (@cabinetry/shared/contracts/api). */
import type { AdminUser } from '@cabinetry/shared/contracts';
import { rolesOf, type RouteSpec } from '@cabinetry/shared/contracts/api';

/** True when `user`'s role may call `route` (the server's own rule). */
export const mayCall = (user: AdminUser, route: RouteSpec): boolean => rolesOf(route).includes(user.role);
