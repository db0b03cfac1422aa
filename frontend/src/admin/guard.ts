/**
 * Route guard rules of docs/product.md §2 (admin): no token → login; token without user data → login (and the
 * token is dropped, see ./session.ts); signed in on the login page → their home (the dashboard, or
 * a designer's first section: ./sections.tsx homeFor); on a section or a page below it whose API
 * route the user's role may not call → their home (Google's answer to a designer's own consent → their
 * My calendar page).
 * Setup is exempt.
 */
import type { AdminUser } from '@cabinetry/shared/contracts';
import { mayCall } from './access';
import { homeFor, MY_CALENDAR_PATH, SECTIONS } from './sections';
import { isGoogleReturn } from './useGoogleReturn';

const LOGIN_PATHS = new Set(['/admin', '/admin/', '/admin/login']);

/** True when `path` belongs to a section `user` may not open. */
const forbidden = (path: string, user: AdminUser) => SECTIONS.some((s) => (path === s.path || path.startsWith(`${s.path}/`)) && !mayCall(user, s.route));

/** Where Google sends every consent back (GOOGLE_REDIRECT_URI): the Google Integration page. */
const GOOGLE_RETURN_PATH = '/admin/google-auth';

/**
 * What the guard decides for a path (with its query `search`, '' or '?…') and the stored session.
 * Google's answer to a consent a designer started for their own calendar lands on the admin-only
 * Google Integration page: it goes on, query kept, to their My calendar page, which completes it.
 */
export function guardRedirect(path: string, token: string | null, user: AdminUser | null, search = ''): string | null {
  if (path === '/admin/setup') return null;
  const onLogin = LOGIN_PATHS.has(path);
  if (onLogin) return token && user ? homeFor(user) : null;
  if (!token || !user) return '/admin/login';
  if (!forbidden(path, user)) return null;
  if (path === GOOGLE_RETURN_PATH && isGoogleReturn(search) && !forbidden(MY_CALENDAR_PATH, user)) return `${MY_CALENDAR_PATH}${search}`;
  return homeFor(user);
}
