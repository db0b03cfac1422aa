/**
 * docs/product.md §7 Admin: POST /api/admin/setup, POST /api/admin/login, GET /api/admin/me, POST /api/admin/logout.
 * Setup only while no admin exists, and, when SETUP_TOKEN is set, only with it as `setupToken`;
 * inactive users cannot log in; 'me' answers 401 for a token whose user is gone or deactivated.
 * Login is throttled per client IP and per (IP, username) (../login-throttle): a waiting key answers
 * 429 with Retry-After before the password is checked; an unknown username costs one bcrypt compare
 * like a known one. Logout raises the account's token version, so every token it holds stops working.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import bcrypt from 'bcryptjs';
import { Hono, type Context } from 'hono';
import { adminLoginRequestSchema, adminSetupRequestSchema } from '@cabinetry/shared/contracts';
import { clientIp, HttpError, isDuplicateKey, jsonBody, logger, proxyTrust, requireAdmin, signAdminToken } from '@cabinetry/shared/server';
import type { AdminClaims } from '@cabinetry/shared/server';
import type { IdentityDeps } from '../deps';
import { findActiveUser, toAdminUser, type AdminUserDoc } from '../models/admin-user';
import { SETUP_LOCK_ID } from '../models/setup-lock';

export const BCRYPT_ROUNDS = 12;
export const SETUP_DONE = 'Admin users already exist';
export const SETUP_TOKEN_REQUIRED = 'The setup link is required: open the setup link you were given';
export const SETUP_TOKEN_WRONG = 'This setup link is not valid';
const BAD_CREDENTIALS = 'Invalid username or password';
/** A hash of a password no account has, at BCRYPT_ROUNDS (made once at start, ~0.25 s): compared when the username is unknown. */
const DUMMY_HASH = bcrypt.hashSync(randomBytes(16).toString('hex'), BCRYPT_ROUNDS);

/** Timing-safe equality of two strings of any lengths (compares their SHA-256 digests). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export function sessionRoutes({ users, setupLock, loginThrottle, config, adminAuth, audit }: IdentityDeps): Hono<{ Variables: { admin: AdminClaims } }> {
  const app = new Hono<{ Variables: { admin: AdminClaims } }>();
  const trust = proxyTrust(config.rateLimits.trustedProxies);
  /** The client's address ('' for an in-process request without a socket). */
  const ipOf = (c: Context) => clientIp(c, trust) ?? '';

  app.post('/setup', async (c) => {
    const body = await jsonBody(c, adminSetupRequestSchema);
    if (config.setupToken) {
      if (!body.setupToken) throw new HttpError(401, SETUP_TOKEN_REQUIRED);
      if (!sameSecret(body.setupToken, config.setupToken)) throw new HttpError(403, SETUP_TOKEN_WRONG);
    }
    if (await users.exists({})) throw new HttpError(409, SETUP_DONE);
    try {
      await setupLock.create({ _id: SETUP_LOCK_ID });
    } catch (err) {
      if (isDuplicateKey(err)) throw new HttpError(409, SETUP_DONE);
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
        passwordHash: await bcrypt.hash(body.password, BCRYPT_ROUNDS),
      });
      audit({ actor: body.username, action: 'setup', target: body.username, ip: ipOf(c) });
      return c.json(toAdminUser(user as AdminUserDoc), 201);
    } catch (err) {
      await setupLock.deleteOne({ _id: SETUP_LOCK_ID });
      throw err;
    }
  });

  app.post('/login', async (c) => {
    const body = await jsonBody(c, adminLoginRequestSchema);
    const ip = ipOf(c);
    const wait = await loginThrottle.waitOf(ip, body.username);
    if (wait) {
      logger.warn({ ip, username: body.username, retryAfterSeconds: wait.retryAfterSeconds }, 'login refused: too many failures');
      throw new HttpError(429, wait.message, {
        code: 'rate_limited',
        details: { budget: 'login', retryAfterSeconds: wait.retryAfterSeconds },
        headers: { 'Retry-After': String(wait.retryAfterSeconds) },
      });
    }
    const user = (await users.findOne({ username: body.username }).lean()) as AdminUserDoc | null;
    const ok = await bcrypt.compare(body.password, user?.passwordHash ?? DUMMY_HASH);
    if (!user || !ok) {
      audit({ actor: body.username, action: 'sign-in-failed', target: body.username, detail: user ? 'wrong password' : 'unknown username', ip });
      await loginThrottle.recordFailure(ip, body.username);
      throw new HttpError(401, BAD_CREDENTIALS);
    }
    await loginThrottle.reset(ip, body.username);
    if (!user.isActive) {
      audit({ actor: body.username, action: 'sign-in-failed', target: body.username, detail: 'account deactivated', ip });
      throw new HttpError(403, 'This account is deactivated');
    }
    audit({ actor: user.username, action: 'sign-in', target: user.username, ip });
    const view = toAdminUser(user);
    const token = signAdminToken({ sub: view.id, username: view.username, role: view.role, ver: user.tokenVersion ?? 0 }, config.jwtSecret, config.jwtExpiresIn);
    return c.json({ token, ...view });
  });

  app.get('/me', requireAdmin(adminAuth), async (c) => {
    const user = await findActiveUser(users, c.var.admin.sub);
    if (!user) throw new HttpError(401, 'Invalid or expired token', { code: 'token_invalid' });
    return c.json(toAdminUser(user));
  });

  app.post('/logout', requireAdmin(adminAuth), async (c) => {
    await users.updateOne({ _id: c.var.admin.sub }, { $inc: { tokenVersion: 1 } });
    audit({ actor: c.var.admin.username, action: 'logout', target: c.var.admin.username, ip: ipOf(c) });
    return c.json({ success: true });
  });

  return app;
}
