import { createHmac, hkdfSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MANAGE_LINK_GRACE_MS, manageLink, manageTokenKey, readManageToken, signManageToken } from './manage-token';

const key = manageTokenKey('customer-session-secret');
const id = '65a1b2c3d4e5f60718293a4b';
const end = new Date('2026-11-24T08:00:00Z');

describe('manage link tokens', () => {
  it('round-trip the appointment id until the end + 1 day, and are URL-safe', () => {
    const issuedAt = new Date('2026-11-20T10:00:00.700Z');
    const issuedAtMs = Date.parse('2026-11-20T10:00:00Z');
    const token = signManageToken(key, id, end, issuedAt);
    expect(token).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(readManageToken(key, token, end.getTime())).toEqual({ ok: true, appointmentId: id, issuedAtMs });
    expect(readManageToken(key, token, end.getTime() + MANAGE_LINK_GRACE_MS - 1000)).toEqual({ ok: true, appointmentId: id, issuedAtMs });
    expect(readManageToken(key, token, end.getTime() + MANAGE_LINK_GRACE_MS)).toEqual({ ok: false, reason: 'expired', appointmentId: id, issuedAtMs });
    expect(manageLink('http://localhost:8080/', token)).toBe(`http://localhost:8080/appointment/${token}`);
    expect(manageLink('http://localhost:8080', token, 'ar')).toBe(`http://localhost:8080/ar/appointment/${token}`);
    expect(manageLink('http://localhost:8080', token, 'en')).toBe(`http://localhost:8080/appointment/${token}`);
  });

  it('refuse forged, tampered and malformed tokens, and tokens of another key', () => {
    const token = signManageToken(key, id, end);
    const raw = Buffer.from(token, 'base64url');
    raw[0] ^= 1; // another appointment id under the old signature
    expect(readManageToken(key, raw.toString('base64url'), end.getTime())).toEqual({ ok: false, reason: 'invalid' });
    const later = Buffer.from(token, 'base64url');
    later.writeUInt32BE(later.readUInt32BE(12) + 86_400, 12); // a longer life
    expect(readManageToken(key, later.toString('base64url'), end.getTime())).toEqual({ ok: false, reason: 'invalid' });
    const newer = Buffer.from(token, 'base64url');
    newer.writeUInt32BE(newer.readUInt32BE(16) + 86_400, 16); // issued after a restore
    expect(readManageToken(key, newer.toString('base64url'), end.getTime())).toEqual({ ok: false, reason: 'invalid' });
    expect(readManageToken(manageTokenKey('another-secret'), token, end.getTime())).toEqual({ ok: false, reason: 'invalid' });
    expect(readManageToken(key, `${token}x`, end.getTime())).toEqual({ ok: false, reason: 'invalid' });
    expect(readManageToken(key, '../../etc/passwd', end.getTime())).toEqual({ ok: false, reason: 'invalid' });
    expect(() => signManageToken(key, 'not-an-id', end)).toThrow();
  });

  it('still read links e-mailed in the v1 format, as issued at the epoch', () => {
    const v1Key = Buffer.from(hkdfSync('sha256', 'customer-session-secret', 'atelier-cedar/scheduling', 'appointment-manage-link/v1', 32));
    const payload = Buffer.alloc(16);
    Buffer.from(id, 'hex').copy(payload);
    payload.writeUInt32BE((end.getTime() + MANAGE_LINK_GRACE_MS) / 1000, 12);
    const v1 = Buffer.concat([payload, createHmac('sha256', v1Key).update(payload).digest()]).toString('base64url');
    expect(readManageToken(key, v1, end.getTime())).toEqual({ ok: true, appointmentId: id, issuedAtMs: 0 });
    expect(readManageToken(manageTokenKey('another-secret'), v1, end.getTime())).toEqual({ ok: false, reason: 'invalid' });
  });
});
