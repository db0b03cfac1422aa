/**
 * Service-to-service routes (INTERNAL_TOKEN): GET /internal/admin-sessions/:sub → the account's
 * current {isActive, role, tokenVersion}, what every service checks an admin token against
 * (@cabinetry/shared/server/auth identitySessions; 404 when the account does not exist); POST
 * /internal/audit stores one audit record a service sends (204), once per recordId (pseudonymised
 * when the customer it is about was erased meanwhile: models/audit-subjects.ts); POST
 * /internal/staff/locales {ids} → {locales: [{id, locale}]}, the known accounts' back-office languages
 * (the scheduling worker writes the morning digest in them).
 */
import { HttpError } from '@cabinetry/shared/server/errors';
import { isValidObjectId } from 'mongoose';
import type { IdentityDeps, IdentityHandlers } from '../deps';
import { adminSessionOf } from '../models/admin-user';
import { storeAuditRecord } from '../models/audit-entry';
import { withErasedSubject } from '../models/audit-subjects';

export function internalHandlers({ users, auditEntries, erasedSubjects }: IdentityDeps): Pick<IdentityHandlers, 'getAdminSession' | 'recordAudit' | 'getStaffLocales'> {
  return {
    getAdminSession: async (c, { params }) => {
      const session = await adminSessionOf(users, params.sub);
      if (!session) throw new HttpError(404, 'No such account', { code: 'not_found' });
      return c.json(session);
    },
    getStaffLocales: async (c, { body: { ids } }) => {
      const found = await users.find({ _id: { $in: ids.filter((id) => isValidObjectId(id)) } }, { locale: 1 }).lean();
      return c.json({ locales: found.map((u) => ({ id: u._id.toString(), locale: u.locale ?? 'en' })) });
    },
    recordAudit: async (c, { body }) => {
      await storeAuditRecord(auditEntries, await withErasedSubject(erasedSubjects, body));
      return c.body(null, 204);
    },
  };
}
