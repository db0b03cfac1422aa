/**
 * What the leads routes write in the audit log's `detail` (docs/operations.md "Erasure and
 * retention"): never a customer's personal data in clear, since the erasure job pseudonymises only
 * the values it knows in full (id, e-mail, phone, full name) and an audit entry outlives the customer.
 * A document's file name and the leads search text (a name, an address, a phone, or part of one) are
 * stored as their keyed hash (pseudonymOf under PRIVACY_HASH_SECRET, the same hash as the erasure
 * ledger's), so an operator holding the secret can still test a guess; the other filters stay legible.
 */
import { pseudonymOf } from '@cabinetry/shared/server/erasure';

/** The detail of a document download: 'document <id>, name erased:<hash of the file name>'. */
export function documentAuditDetail(secret: string, documentId: string, filename: string): string {
  return `document ${documentId}, name ${pseudonymOf(secret, filename)}`;
}

/**
 * The detail of a leads export: its query string (`search`, e.g. '?q=maya%40example.com&completed=false',
 * or '') with the free-text `q` replaced by its keyed hash, last ('?completed=false&q=erased:<hash>');
 * the other parameters as given.
 */
export function leadsQueryAuditDetail(secret: string, search: string): string {
  const params = new URLSearchParams(search);
  const q = params.get('q');
  params.delete('q');
  const parts = [params.toString(), q ? `q=${pseudonymOf(secret, q)}` : ''].filter(Boolean);
  return parts.length ? `?${parts.join('&')}` : '';
}
