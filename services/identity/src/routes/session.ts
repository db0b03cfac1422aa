/**
 * docs/product.md §7 Admin: POST /api/admin/setup, POST /api/admin/login, GET /api/admin/me.
 * Setup only while no admin exists; inactive users cannot log in; 'me' answers 401 for a token whose
 * user is gone or deactivated. Login is throttled per account (../login-throttle): a locked account
 * answers 429 with Retry-After before its password is even checked.
 */
import bcrypt from 'bcryptjs';
import { Hono } from 'hono';
import { adminLoginRequestSchema, adminSetupRequestSchema } from '@cabinetry/shared/contracts';
import { HttpError, isDuplicateKey, jsonBody, logger, requireAdmin, signAdminToken } from '@cabinetry/shared/server';
import type { AdminClaims } from '@cabinetry/shared/server';
import type { IdentityDeps } from '../app';
import { findActiveUser, toAdminUser, type AdminUserDoc } from '../models/admin-user';
import { SETUP_LOCK_ID } from '../models/setup-lock';

export const BCRYPT_ROUNDS = 12;
export const SETUP_DONE = 'Admin users already exist';
const BAD_CREDENTIALS = 'Invalid username or password';

export function sessionRoutes({ users, setupLock, loginThrottle, config }: IdentityDeps): Hono<{ Variables: { admin: AdminClaims } }> {
  const app = new Hono<{ Variables: { admin: AdminClaims } }>();

  app.post('/setup', async (c) => {
    const body = await jsonBody(c, adminSetupRequestSchema);
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
      return c.json(toAdminUser(user as AdminUserDoc), 201);
    } catch (err) {
      await setupLock.deleteOne({ _id: SETUP_LOCK_ID });
      throw err;
    }
  });

  app.post('/login', async (c) => {
    const body = await jsonBody(c, adminLoginRequestSchema);
    const lock = await loginThrottle.lockOf(body.username);
    if (lock) {
      logger.warn({ username: body.username, retryAfterSeconds: lock.retryAfterSeconds }, 'login refused: account locked');
      c.header('Retry-After', String(lock.retryAfterSeconds));
      return c.json({ error: lock.message }, 429);
    }
    const user = (await users.findOne({ username: body.username }).lean()) as AdminUserDoc | null;
    const ok = user ? await bcrypt.compare(body.password, user.passwordHash) : false;
    if (!user || !ok) {
      await loginThrottle.recordFailure(body.username, c.req.header('x-forwarded-for') ?? '');
      throw new HttpError(401, BAD_CREDENTIALS);
    }
    await loginThrottle.reset(body.username);
    if (!user.isActive) throw new HttpError(403, 'This account is deactivated');
    const view = toAdminUser(user);
    const token = signAdminToken({ sub: view.id, username: view.username, role: view.role }, config.jwtSecret, config.jwtExpiresIn);
    return c.json({ token, ...view });
  });

  app.get('/me', requireAdmin(config.jwtSecret), async (c) => {
    const user = await findActiveUser(users, c.var.admin.sub);
    if (!user) throw new HttpError(401, 'Invalid or expired token');
    return c.json(toAdminUser(user));
  });

  return app;
}
