/**
 * docs/product.md §7 Admin: POST /api/admin/setup, POST /api/admin/login, GET /api/admin/me,
 * PUT /api/admin/me/preferences (the caller's own back-office language), POST /api/admin/logout.
 * Setup only while no admin exists, and, when SETUP_TOKEN is set, only with it as `setupToken`;
 * inactive users cannot log in; 'me' answers 401 for a token whose user is gone or deactivated.
 * Login is throttled per client and per (client, username) (../login-throttle): each attempt is
 * counted before its password is checked, and a waiting key answers 429 with Retry-After; passwords
 * are checked in bounded slots (../passwords: 503 with Retry-After when they are full, the attempt
 * then uncounted); an unknown username costs one bcrypt compare like a known one. Logout raises the account's token version, so every token it holds stops working.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { signAdminToken } from '@cabinetry/shared/server/auth';
import { budgetKey, clientIp, proxyTrust } from '@cabinetry/shared/server/client-ip';
import { HttpError, isDuplicateKey } from '@cabinetry/shared/server/errors';
import { logger } from '@cabinetry/shared/server/logger';
import type { IdentityDeps, IdentityHandlers } from '../deps';
import { type AdminUserDoc, findActiveUser, toAdminUser } from '../models/admin-user';
import { SETUP_LOCK_ID } from '../models/setup-lock';
import { countAnonymousFailure } from '../models/audit-entry';
import { isLoginWait } from '../login-throttle';
import { checkPassword, hashPassword } from '../passwords';

export const SETUP_DONE = 'Admin users already exist';
export const SETUP_TOKEN_REQUIRED = 'The setup link is required: open the setup link you were given';
export const SETUP_TOKEN_WRONG = 'This setup link is not valid';
const BAD_CREDENTIALS = 'Invalid username or password';

/** Timing-safe equality of two strings of any lengths (compares their SHA-256 digests). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export function sessionHandlers({ users, setupLock, loginThrottle, config, audit, auditEntries }: IdentityDeps): Pick<IdentityHandlers, 'setup' | 'login' | 'me' | 'updateMyPreferences' | 'logout'> {
  const trust = proxyTrust(config.rateLimits.trustedProxies);
  /** The client's address ('' for an in-process request without a socket). */
  const ipOf = (c: Context) => clientIp(c, trust) ?? '';

  const setup: IdentityHandlers['setup'] = async (c, { body }) => {
    if (config.setupToken) {
      if (!body.setupToken) throw new HttpError(401, SETUP_TOKEN_REQUIRED, { code: 'setup_token_missing' });
      if (!sameSecret(body.setupToken, config.setupToken)) throw new HttpError(403, SETUP_TOKEN_WRONG, { code: 'setup_token_invalid' });
    }
    if (await users.exists({})) throw new HttpError(409, SETUP_DONE, { code: 'setup_done' });
    try {
      await setupLock.create({ _id: SETUP_LOCK_ID });
    } catch (err) {
      if (isDuplicateKey(err)) throw new HttpError(409, SETUP_DONE, { code: 'setup_done' });
      throw err;
    }
    try {
      const user = await users.create({
        username: body.username,
        email: body.email,
        firstName: body.firstName.trim(),
        lastName: body.lastName.trim(),
        role: 'admin',
        isActive: true,
        passwordHash: await hashPassword(body.password),
      });
      c.set('auditActor', body.username);
      c.set('auditTarget', body.username);
      return c.json(toAdminUser(user as AdminUserDoc), 201);
    } catch (err) {
      await setupLock.deleteOne({ _id: SETUP_LOCK_ID });
      throw err;
    }
  };

  const login: IdentityHandlers['login'] = async (c, { body }) => {
    const ip = ipOf(c);
    const attempt = await loginThrottle.admit(ip, body.username);
    if (isLoginWait(attempt)) {
      logger.warn({ ip, username: body.username, retryAfterSeconds: attempt.retryAfterSeconds }, 'login refused: too many attempts');
      throw new HttpError(429, attempt.message, {
        code: 'rate_limited',
        details: { budget: 'login', retryAfterSeconds: attempt.retryAfterSeconds },
        headers: { 'Retry-After': String(attempt.retryAfterSeconds) },
      });
    }
    const user = (await users.findOne({ username: body.username }).lean()) as AdminUserDoc | null;
    let ok: boolean;
    try {
      ok = await checkPassword(body.password, user?.passwordHash);
    } catch (err) {
      await attempt.release();
      throw err;
    }
    if (!user) {
      // anonymous: one entry per client and minute, however many usernames it tries
      await countAnonymousFailure(auditEntries, budgetKey(ip), ip, new Date()).catch((err: Error) => logger.warn({ err: err.message }, 'audit record not stored'));
      throw new HttpError(401, BAD_CREDENTIALS, { code: 'bad_credentials' });
    }
    if (!ok) {
      audit({ actor: body.username, action: 'sign-in-failed', target: body.username, detail: 'wrong password', ip });
      throw new HttpError(401, BAD_CREDENTIALS, { code: 'bad_credentials' });
    }
    await attempt.succeeded();
    if (!user.isActive) {
      audit({ actor: body.username, action: 'sign-in-failed', target: body.username, detail: 'account deactivated', ip });
      throw new HttpError(403, 'This account is deactivated', { code: 'account_deactivated' });
    }
    c.set('auditActor', user.username);
    c.set('auditTarget', user.username);
    const view = toAdminUser(user);
    const token = signAdminToken({ sub: view.id, username: view.username, role: view.role, ver: user.tokenVersion ?? 0 }, config.jwtSecret, config.jwtExpiresIn);
    return c.json({ token, ...view });
  };

  const me: IdentityHandlers['me'] = async (c, { admin }) => {
    const user = await findActiveUser(users, admin.sub);
    if (!user) throw new HttpError(401, 'Invalid or expired token', { code: 'token_invalid' });
    return c.json(toAdminUser(user));
  };

  /** Only the caller's own account, found active now (a deactivated or deleted account gets 401). */
  const updateMyPreferences: IdentityHandlers['updateMyPreferences'] = async (c, { admin, body }) => {
    const user = await findActiveUser(users, admin.sub);
    if (!user) throw new HttpError(401, 'Invalid or expired token', { code: 'token_invalid' });
    await users.updateOne({ _id: user._id }, { $set: { locale: body.locale } });
    return c.json(toAdminUser({ ...user, locale: body.locale }));
  };

  const logout: IdentityHandlers['logout'] = async (c, { admin }) => {
    await users.updateOne({ _id: admin.sub }, { $inc: { tokenVersion: 1 } });
    c.set('auditTarget', admin.username);
    return c.json({ success: true as const });
  };

  return { setup, login, me, updateMyPreferences, logout };
}
