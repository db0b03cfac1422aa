/**
 * GET /api/admin/audit (admins only): the audit log, newest first, filtered by actor (exact
 * username), action and a from/to range of showroom days (both included), paginated (pageSize ≤
 * 100, default 50).
 */
import type { AuditListResponse } from '@cabinetry/shared/contracts';
import { HttpError } from '@cabinetry/shared/server/errors';
import type { IdentityDeps, IdentityHandlers } from '../deps';
import { showroomDayRange } from '@cabinetry/shared/time';
import { type AuditDoc, toAuditEntry } from '../models/audit-entry';

const PAGE_SIZE_DEFAULT = 50;

export function auditHandlers({ auditEntries }: IdentityDeps): Pick<IdentityHandlers, 'listAudit'> {
  const listAudit: IdentityHandlers['listAudit'] = async (c, { query: params }) => {
    const range = showroomDayRange(params.from, params.to);
    if (typeof range === 'string') throw new HttpError(400, range, { code: 'invalid_request' });
    const filter: Record<string, unknown> = {};
    if (params.actor) filter.actor = params.actor;
    if (params.action) filter.action = params.action;
    if (params.from || params.to) filter.at = range;
    const page = Number(params.page ?? 1);
    const pageSize = Number(params.pageSize ?? PAGE_SIZE_DEFAULT);
    const [docs, total] = await Promise.all([
      auditEntries.find(filter).sort({ at: -1, _id: -1 }).skip((page - 1) * pageSize).limit(pageSize).lean<AuditDoc[]>(),
      auditEntries.countDocuments(filter),
    ]);
    c.header('Cache-Control', 'no-store');
    return c.json<AuditListResponse>({ items: docs.map(toAuditEntry), total, page, pageSize });
  };
  return { listAudit };
}
