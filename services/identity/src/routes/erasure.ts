/**
 * POST /internal/audit/pseudonymise (INTERNAL_TOKEN; the erasure job calls it, issues 24 item 4 and
 * 34 item 2): the entries about an erased customer, found by their `customerId` subject (and, for
 * entries recorded before subjects, by an exact target naming the customer or one of their
 * appointments), get the customer's pseudonym as subject and their ids pseudonymised; no other
 * entry is read or changed (models/audit-subjects.ts). Answers how many entries changed; running it
 * again changes nothing more.
 */
import type { IdentityDeps, IdentityHandlers } from '../deps';
import { pseudonymiseSubject } from '../models/audit-subjects';

export function erasureHandlers({ auditEntries, erasedSubjects }: IdentityDeps): Pick<IdentityHandlers, 'pseudonymiseAudit'> {
  return {
    pseudonymiseAudit: async (c, { body }) => c.json({ entries: await pseudonymiseSubject(auditEntries, erasedSubjects, body) }),
  };
}
