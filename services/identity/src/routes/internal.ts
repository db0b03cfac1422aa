/**
 * Service-to-service routes (INTERNAL_TOKEN): GET /internal/admin-sessions/:sub → the account's
 * current {isActive, role, tokenVersion}, what every service checks an admin token against
 * (@cabinetry/shared/server identitySessions; 404 when the account does not exist); POST
 * /internal/audit stores one audit record a service sends (204), once per recordId.
 */
import { Hono } from 'hono';
import { auditRecordSchema } from '@cabinetry/shared/contracts';
import { HttpError, jsonBody, requireInternal } from '@cabinetry/shared/server';
import type { IdentityDeps } from '../deps';
import { adminSessionOf } from '../models/admin-user';
import { storeAuditRecord } from '../models/audit-entry';

export function internalRoutes({ users, config, auditEntries }: IdentityDeps): Hono {
  const app = new Hono();
  app.use('*', requireInternal(config.internalToken));
  app.get('/admin-sessions/:sub', async (c) => {
    const session = await adminSessionOf(users, c.req.param('sub'));
    if (!session) throw new HttpError(404, 'No such account');
    return c.json(session);
  });
  app.post('/audit', async (c) => {
    await storeAuditRecord(auditEntries, await jsonBody(c, auditRecordSchema));
    return c.body(null, 204);
  });
  return app;
}
