/**
 * Route guard rules of docs/product.md §2 (admin): no token → login; token without user data → login (and the
 * token is dropped, see ./session.ts); signed in on the login page → their home (the dashboard, or
 * a designer's first section: ./sections.tsx homeFor); on a section or a page below it whose API
 * route the user's role may not call → their home.
 * Setup is exempt.
 */
import type { AdminUser } from '@cabinetry/shared/contracts';
import { mayCall } from './access';
import { homeFor, SECTIONS } from './sections';

const LOGIN_PATHS = new Set(['/admin', '/admin/', '/admin/login']);

/** True when `path` belongs to a section `user` may not open. */
const forbidden = (path: string, user: AdminUser) => SECTIONS.some((s) => (path === s.path || path.startsWith(`${s.path}/`)) && !mayCall(user, s.route));

/** What the guard decides for a path and the stored session. */
export function guardRedirect(path: string, token: string | null, user: AdminUser | null): string | null {
  if (path === '/admin/setup') return null;
  const onLogin = LOGIN_PATHS.has(path);
  if (onLogin) return token && user ? homeFor(user) : null;
  if (!token || !user) return '/admin/login';
  if (forbidden(path, user)) return homeFor(user);
  return null;
}
