/** The one normal form of an e-mail address for comparing and counting (trimmed, lower-cased). */

export const normalizedEmail = (address: string): string => address.trim().toLowerCase();

/** Domains of one service (Gmail) that ignores dots in the local part. */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address delivers to, for capping what one person receives: the normalized address
 * with any `+tag` removed from the local part, for every domain (most providers deliver `box+tag@`
 * to `box@`, and a cap must rather count two people as one than one person as many); for Gmail the
 * dots of the local part removed too, and googlemail.com counted as gmail.com.
 * E.g. 'J.Doe+offers@GoogleMail.com' → 'jdoe@gmail.com'. Not an address to send to.
 */
export function mailboxOf(address: string): string {
  const normal = normalizedEmail(address);
  const at = normal.lastIndexOf('@');
  if (at < 0) return normal;
  const domain = normal.slice(at + 1);
  let local = normal.slice(0, at).split('+')[0];
  if (!GMAIL_DOMAINS.has(domain)) return `${local}@${domain}`;
  local = local.replaceAll('.', '');
  return `${local}@gmail.com`;
}
