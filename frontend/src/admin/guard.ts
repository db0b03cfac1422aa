/**
 * Route guard rules of SPEC §2 (admin): no token → login; token without user data → login (and the
 * token is dropped, see ./session.ts); signed in on the login page → dashboard; non-admins on
 * admin-only sections (./sections.tsx) or pages below them → dashboard. Setup is exempt.
 */
import type { AdminUser } from '@cabinetry/shared/contracts';
import { SECTIONS } from './sections';

const LOGIN_PATHS = new Set(['/admin', '/admin/', '/admin/login']);
const ADMIN_ONLY = SECTIONS.filter((s) => s.adminOnly).map((s) => s.path);

const isAdminOnly = (path: string) => ADMIN_ONLY.some((p) => path === p || path.startsWith(`${p}/`));

/** What the guard decides for a path and the stored session. */
export function guardRedirect(path: string, token: string | null, user: AdminUser | null): string | null {
  if (path === '/admin/setup') return null;
  const onLogin = LOGIN_PATHS.has(path);
  if (onLogin) return token && user ? '/admin/dashboard' : null;
  if (!token || !user) return '/admin/login';
  if (isAdminOnly(path) && user.role !== 'admin') return '/admin/dashboard';
  return null;
}
