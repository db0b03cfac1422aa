/**
 * Service-to-service routes (INTERNAL_TOKEN): GET /internal/admin-sessions/:sub → the account's
 * current {isActive, role, tokenVersion}, what every service checks an admin token against
 * (@cabinetry/shared/server/auth identitySessions; 404 when the account does not exist); POST
 * /internal/audit stores one audit record a service sends (204), once per recordId (pseudonymised
 * when the customer it is about was erased meanwhile: models/audit-subjects.ts).
 */
import { HttpError } from '@cabinetry/shared/server/errors';
import type { IdentityDeps, IdentityHandlers } from '../deps';
import { adminSessionOf } from '../models/admin-user';
import { storeAuditRecord } from '../models/audit-entry';
import { withErasedSubject } from '../models/audit-subjects';

export function internalHandlers({ users, auditEntries, erasedSubjects }: IdentityDeps): Pick<IdentityHandlers, 'getAdminSession' | 'recordAudit'> {
  return {
    getAdminSession: async (c, { params }) => {
      const session = await adminSessionOf(users, params.sub);
      if (!session) throw new HttpError(404, 'No such account', { code: 'not_found' });
      return c.json(session);
    },
    recordAudit: async (c, { body }) => {
      await storeAuditRecord(auditEntries, await withErasedSubject(erasedSubjects, body));
      return c.body(null, 204);
    },
  };
}
