/**
 * The customer's manage link ('every customer e-mail carries a link to view or cancel their
 * appointment'): PUBLIC_URL + '/appointment/<token>' ('/fr/appointment/<token>' in French…), the token being base64url of
 * appointment id (12 bytes) ‖ expiry (uint32, unix seconds) ‖ HMAC-SHA256 of both (32 bytes), keyed
 * with HKDF-SHA256(CUSTOMER_SESSION_SECRET, salt 'atelier-cedar/scheduling',
 * info 'appointment-manage-link/v1'). A link is valid until the appointment's end + 1 day.
 * Pure apart from the crypto primitives.
 */
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { CustomerLocale } from '@cabinetry/shared/contracts';
import { customerPagePath } from '@cabinetry/shared/i18n/emails';

/** How long after the appointment's end its manage link keeps working, in ms. */
export const MANAGE_LINK_GRACE_MS = 24 * 60 * 60 * 1000;

const ID_BYTES = 12;
const EXP_BYTES = 4;
const MAC_BYTES = 32;
/** base64url of the 48 bytes: 64 characters, no padding */
const TOKEN_RE = new RegExp(`^[A-Za-z0-9_-]{${((ID_BYTES + EXP_BYTES + MAC_BYTES) / 3) * 4}}$`);

/** The signing key of manage links, derived from the customer-session secret. */
export function manageTokenKey(customerSessionSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', customerSessionSecret, 'atelier-cedar/scheduling', 'appointment-manage-link/v1', 32));
}

const mac = (key: Buffer, payload: Buffer) => createHmac('sha256', key).update(payload).digest();

/** The token of appointment `appointmentId` (24 hex digits) ending at `end`; throws on a bad id. */
export function signManageToken(key: Buffer, appointmentId: string, end: Date): string {
  if (!/^[0-9a-f]{24}$/.test(appointmentId)) throw new Error(`not an appointment id: ${appointmentId}`);
  const payload = Buffer.alloc(ID_BYTES + EXP_BYTES);
  Buffer.from(appointmentId, 'hex').copy(payload);
  payload.writeUInt32BE(Math.floor((end.getTime() + MANAGE_LINK_GRACE_MS) / 1000), ID_BYTES);
  return Buffer.concat([payload, mac(key, payload)]).toString('base64url');
}

/** An expired link still names its appointment (its signature is good): one that was moved later keeps its link. */
export type ManageTokenCheck = { ok: true; appointmentId: string } | { ok: false; reason: 'invalid' } | { ok: false; reason: 'expired'; appointmentId: string };

/** Reads a token at `nowMs`: the appointment id, or why the link cannot be used (signature first). */
export function readManageToken(key: Buffer, token: string, nowMs: number): ManageTokenCheck {
  if (!TOKEN_RE.test(token)) return { ok: false, reason: 'invalid' };
  const raw = Buffer.from(token, 'base64url');
  const payload = raw.subarray(0, ID_BYTES + EXP_BYTES);
  if (!timingSafeEqual(raw.subarray(ID_BYTES + EXP_BYTES), mac(key, payload))) return { ok: false, reason: 'invalid' };
  const appointmentId = payload.subarray(0, ID_BYTES).toString('hex');
  if (payload.readUInt32BE(ID_BYTES) * 1000 <= nowMs) return { ok: false, reason: 'expired', appointmentId };
  return { ok: true, appointmentId };
}

/** The page a customer opens: `${publicUrl}/appointment/${token}`, in `locale` (`${publicUrl}/fr/appointment/${token}`; English unprefixed). */
export function manageLink(publicUrl: string, token: string, locale: CustomerLocale = 'en'): string {
  return `${publicUrl.replace(/\/+$/, '')}${customerPagePath(locale, `/appointment/${token}`)}`;
}
