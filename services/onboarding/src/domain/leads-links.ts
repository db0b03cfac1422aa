/**
 * Short-lived authorized document links ('open/download through short-lived authorized
 * links ... never public URLs'): HMAC-SHA256 over `{docId}.{exp}` with a key derived (HKDF) from
 * JWT_SECRET, so the admin token never appears in a URL and a link is useless after `exp`.
 * Pure apart from the crypto primitives.
 */
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { DOCUMENT_LINK_TTL_SECONDS } from '@cabinetry/shared/contracts';
import { API_PATHS, pathOf } from '@cabinetry/shared/contracts/api/paths';

/** The signing key for document links, derived from the admin JWT secret. */
export function documentLinkKey(jwtSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', jwtSecret, 'cabinetry', 'lead-document-download-v1', 32));
}

/** base64url HMAC of a document id and an expiry (unix seconds). */
export function documentSignature(key: Buffer, docId: string, exp: number): string {
  return createHmac('sha256', key).update(`${docId}.${exp}`).digest('base64url');
}

/** The relative download URL of a lead's document, valid until `nowSeconds + TTL`. */
export function documentLink(key: Buffer, leadId: string, docId: string, nowSeconds: number): string {
  const exp = nowSeconds + DOCUMENT_LINK_TTL_SECONDS;
  return `${pathOf(API_PATHS.downloadLeadDocument, { id: leadId, docId })}?exp=${exp}&sig=${documentSignature(key, docId, exp)}`;
}

/**
 * Whether `exp` and `sig` (raw query values) authorize downloading `docId` at `nowSeconds`: the
 * signature must match and `exp` must lie in (now, now + TTL].
 */
export function documentLinkValid(key: Buffer, docId: string, exp: string | undefined, sig: string | undefined, nowSeconds: number): boolean {
  if (!exp || !sig || !/^[0-9]{1,12}$/.test(exp) || !/^[A-Za-z0-9_-]{43}$/.test(sig)) return false;
  const expires = Number(exp);
  if (expires <= nowSeconds || expires > nowSeconds + DOCUMENT_LINK_TTL_SECONDS) return false;
  const expected = Buffer.from(documentSignature(key, docId, expires));
  return timingSafeEqual(expected, Buffer.from(sig));
}

/** Content-Disposition for an attachment: an ASCII fallback name plus the RFC 5987 UTF-8 name. */
export function attachmentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
