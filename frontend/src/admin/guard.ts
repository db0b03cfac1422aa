/**
 * Route guard rules of docs/product.md §2 (admin): no token → login; token without user data → login;
 * signed in on the login page → dashboard; non-admins on admin-only pages → dashboard. Setup is exempt.
 */
import type { AdminUser } from '@cabinetry/shared/contracts';

const LOGIN_PATHS = new Set(['/admin', '/admin/', '/admin/login']);
const ADMIN_ONLY = new Set(['/admin/material-categories', '/admin/users', '/admin/google-auth', '/admin/availability']);

/** What the guard decides for a path and the stored session. */
export function guardRedirect(path: string, token: string | null, user: AdminUser | null): string | null {
  if (path === '/admin/setup') return null;
  const onLogin = LOGIN_PATHS.has(path);
  if (onLogin) return token && user ? '/admin/dashboard' : null;
  if (!token || !user) return '/admin/login';
  if (ADMIN_ONLY.has(path.replace(/\/$/, '')) && user.role !== 'admin') return '/admin/dashboard';
  return null;
}
