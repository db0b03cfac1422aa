/** The admin session in browser storage: the token and the cached user are stored separately (docs/product.md §3). */
import type { AdminUser } from '@cabinetry/shared/contracts';

const TOKEN_KEY = 'adminToken';
const USER_KEY = 'adminUser';

/** Where the token lives, for the login page's debug line. */
export const TOKEN_LOCATION = `localStorage["${TOKEN_KEY}"]`;

/** The stored bearer token, or null. */
export function getToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

/** The cached admin user, or null when missing or unreadable. */
export function getUser(): AdminUser | null {
  try {
    const user = JSON.parse(localStorage.getItem(USER_KEY) ?? 'null') as AdminUser | null;
    return user && typeof user === 'object' && typeof user.username === 'string' ? user : null;
  } catch {
    return null;
  }
}

/** Stores the token and the user after a login. */
export function saveSession(token: string, user: AdminUser): void {
  localStorage.setItem(TOKEN_KEY, token);
  saveUser(user);
}

/** Replaces the cached user (after the user changed their own account, e.g. their language). */
export function saveUser(user: AdminUser): void {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}

/** Drops a stored token that has no user data with it (an unusable session), so nothing reports it. */
export function dropOrphanToken(): void {
  if (getToken() && !getUser()) clearSession();
}

/** Forgets the token and the cached user (logout, invalid token). */
export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
}
