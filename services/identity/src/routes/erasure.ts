/**
 * POST /internal/audit/pseudonymise (INTERNAL_TOKEN; the erasure job calls it, issue 24 item 4):
 * every occurrence, in any letter case, of each named value (an erased customer's id, appointment
 * ids, e-mail address, phone, name) in an audit entry's target or detail is replaced by its
 * pseudonym (the keyed hash the job computed). Answers how many entries changed; running it again
 * changes nothing more.
 */
import type { IdentityDeps, IdentityHandlers } from '../deps';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function erasureHandlers({ auditEntries }: IdentityDeps): Pick<IdentityHandlers, 'pseudonymiseAudit'> {
  return {
    pseudonymiseAudit: async (c, { body: { replacements } }) => {
      if (!replacements.length) return c.json({ entries: 0 });
      const patterns = replacements.map(({ value, pseudonym }) => ({ pattern: new RegExp(escapeRegExp(value), 'gi'), pseudonym }));
      const any = new RegExp(replacements.map(({ value }) => escapeRegExp(value)).join('|'), 'i');
      const found = await auditEntries.find({ $or: [{ target: any }, { detail: any }] }, { target: 1, detail: 1 }).lean();
      const replace = (text: string) => patterns.reduce((out, { pattern, pseudonym }) => out.replace(pattern, pseudonym), text ?? '');
      for (const entry of found) {
        await auditEntries.updateOne({ _id: entry._id }, { $set: { target: replace(entry.target), detail: replace(entry.detail) } });
      }
      return c.json({ entries: found.length });
    },
  };
}
