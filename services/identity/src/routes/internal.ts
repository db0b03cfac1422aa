/**
 * Service-to-service routes (INTERNAL_TOKEN): GET /internal/admin-sessions/:sub → the account's
 * current {isActive, role, tokenVersion}, what every service checks an admin token against
 * (@cabinetry/shared/server identitySessions); 404 when the account does not exist.
 */
import { Hono } from 'hono';
import { HttpError, requireInternal } from '@cabinetry/shared/server';
import type { IdentityDeps } from '../app';
import { adminSessionOf } from '../models/admin-user';

export function internalRoutes({ users, config }: IdentityDeps): Hono {
  const app = new Hono();
  app.use('*', requireInternal(config.internalToken));
  app.get('/admin-sessions/:sub', async (c) => {
    const session = await adminSessionOf(users, c.req.param('sub'));
    if (!session) throw new HttpError(404, 'No such account');
    return c.json(session);
  });
  return app;
}
