/**
 * The customer's manage link ('every customer e-mail carries a link to view or cancel their
 * appointment'): PUBLIC_URL + '/appointment/<token>' ('/fr/appointment/<token>' in French…), the token being
 * 64 base64url characters (48 bytes), keyed with HKDF-SHA256(CUSTOMER_SESSION_SECRET, salt
 * 'atelier-cedar/scheduling', info 'appointment-manage-link/<version>'):
 * - v2 (signed now): appointment id (12 bytes) ‖ expiry (uint32, unix seconds) ‖ issue time (uint32, unix
 *   seconds) ‖ HMAC-SHA256 of those, truncated to 28 bytes. The issue time lets a restore void the links
 *   issued before it (@cabinetry/shared/server/link-validity).
 * - v1 (links e-mailed before v2, still read until they expire): id ‖ expiry ‖ HMAC-SHA256 (32 bytes);
 *   read as issued at the epoch, so any restore voids them.
 * A link is valid until the appointment's end + 1 day. Pure apart from the crypto primitives.
 */
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { CustomerLocale } from '@cabinetry/shared/contracts';
import { customerPagePath } from '@cabinetry/shared/i18n/emails';

/** How long after the appointment's end its manage link keeps working, in ms. */
export const MANAGE_LINK_GRACE_MS = 24 * 60 * 60 * 1000;

const ID_BYTES = 12;
const TIME_BYTES = 4;
const TOKEN_BYTES = 48;
/** base64url of the 48 bytes: 64 characters, no padding */
const TOKEN_RE = /^[A-Za-z0-9_-]{64}$/;

/** The signing keys of manage links (v2 signs, v1 is only read), derived from the customer-session secret. */
export interface ManageTokenKey {
  v1: Buffer;
  v2: Buffer;
}

/** The signing keys of manage links, derived from the customer-session secret. */
export function manageTokenKey(customerSessionSecret: string): ManageTokenKey {
  const derive = (version: string) => Buffer.from(hkdfSync('sha256', customerSessionSecret, 'atelier-cedar/scheduling', `appointment-manage-link/${version}`, 32));
  return { v1: derive('v1'), v2: derive('v2') };
}

/** HMAC-SHA256 of `payload` under `key`, its first `bytes` bytes. */
const mac = (key: Buffer, payload: Buffer, bytes: number) => createHmac('sha256', key).update(payload).digest().subarray(0, bytes);

/** True when `raw` ends with the MAC of its first `payloadBytes` bytes (constant time). */
const signed = (key: Buffer, raw: Buffer, payloadBytes: number) => timingSafeEqual(raw.subarray(payloadBytes), mac(key, raw.subarray(0, payloadBytes), TOKEN_BYTES - payloadBytes));

/**
 * The token of appointment `appointmentId` (24 hex digits) ending at `end`, issued at `issuedAt`
 * (the signer's clock); throws on a bad id.
 */
export function signManageToken(key: ManageTokenKey, appointmentId: string, end: Date, issuedAt: Date = new Date()): string {
  if (!/^[0-9a-f]{24}$/.test(appointmentId)) throw new Error(`not an appointment id: ${appointmentId}`);
  const payload = Buffer.alloc(ID_BYTES + 2 * TIME_BYTES);
  Buffer.from(appointmentId, 'hex').copy(payload);
  payload.writeUInt32BE(Math.floor((end.getTime() + MANAGE_LINK_GRACE_MS) / 1000), ID_BYTES);
  payload.writeUInt32BE(Math.floor(issuedAt.getTime() / 1000), ID_BYTES + TIME_BYTES);
  return Buffer.concat([payload, mac(key.v2, payload, TOKEN_BYTES - payload.length)]).toString('base64url');
}

/**
 * What a token says, signature checked first: the appointment id and when the link was issued (ms since
 * the epoch; 0 for a v1 link), or 'invalid'. An expired link still names its appointment: one that was
 * moved later keeps its link.
 */
export type ManageTokenCheck =
  | { ok: true; appointmentId: string; issuedAtMs: number }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'expired'; appointmentId: string; issuedAtMs: number };

/** Reads a token at `nowMs` (v2, else v1): the appointment id, or why the link cannot be used. */
export function readManageToken(key: ManageTokenKey, token: string, nowMs: number): ManageTokenCheck {
  if (!TOKEN_RE.test(token)) return { ok: false, reason: 'invalid' };
  const raw = Buffer.from(token, 'base64url');
  let issuedAtMs: number;
  if (signed(key.v2, raw, ID_BYTES + 2 * TIME_BYTES)) issuedAtMs = raw.readUInt32BE(ID_BYTES + TIME_BYTES) * 1000;
  else if (signed(key.v1, raw, ID_BYTES + TIME_BYTES)) issuedAtMs = 0;
  else return { ok: false, reason: 'invalid' };
  const appointmentId = raw.subarray(0, ID_BYTES).toString('hex');
  if (raw.readUInt32BE(ID_BYTES) * 1000 <= nowMs) return { ok: false, reason: 'expired', appointmentId, issuedAtMs };
  return { ok: true, appointmentId, issuedAtMs };
}

/** The page a customer opens: `${publicUrl}/appointment/${token}`, in `locale` (`${publicUrl}/fr/appointment/${token}`; English unprefixed). */
export function manageLink(publicUrl: string, token: string, locale: CustomerLocale = 'en'): string {
  return `${publicUrl.replace(/\/+$/, '')}${customerPagePath(locale, `/appointment/${token}`)}`;
}
