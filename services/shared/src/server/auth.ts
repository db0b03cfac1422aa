/**
 * Tokens (SPEC §6, ARCHITECTURE "Rules of the house"):
 * - admin JWTs: HS256 pinned, signed by identity with JWT_SECRET, verified by every service;
 * - the customer session: an httpOnly cookie holding a JWT (CUSTOMER_SESSION_SECRET) naming the
 *   customerId it owns; customer-scoped routes call `requireCustomer`;
 * - service-to-service calls on /internal/* carry INTERNAL_TOKEN.
 */
import { timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import jwt from 'jsonwebtoken';
import type { AdminRole } from '../contracts/options';
import { HttpError } from './errors';

const ALGORITHM = 'HS256';

export interface AdminClaims {
  sub: string;
  username: string;
  role: AdminRole;
}

/** Signs an admin token; `expiresIn` like '8h'. */
export function signAdminToken(claims: AdminClaims, secret: string, expiresIn: string): string {
  return jwt.sign({ username: claims.username, role: claims.role }, secret, {
    algorithm: ALGORITHM,
    subject: claims.sub,
    expiresIn: expiresIn as jwt.SignOptions['expiresIn'],
    audience: 'cabinetry-admin',
  });
}

/** Verifies an admin token (algorithm pinned, expiry checked); throws HttpError 401. */
export function verifyAdminToken(token: string, secret: string): AdminClaims {
  try {
    const payload = jwt.verify(token, secret, { algorithms: [ALGORITHM], audience: 'cabinetry-admin' }) as jwt.JwtPayload;
    if (typeof payload.sub !== 'string' || (payload.role !== 'admin' && payload.role !== 'editor')) {
      throw new Error('bad claims');
    }
    return { sub: payload.sub, username: String(payload.username), role: payload.role };
  } catch {
    throw new HttpError(401, 'Invalid or expired token');
  }
}

/** Middleware: requires `Authorization: Bearer <admin JWT>` with one of `roles`; sets c.var.admin. */
export function requireAdmin(secret: string, roles: AdminRole[] = ['admin', 'editor']): MiddlewareHandler<{ Variables: { admin: AdminClaims } }> {
  return async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer (.+)$/i.exec(header);
    if (!match) throw new HttpError(401, 'Authentication token not found');
    const claims = verifyAdminToken(match[1], secret);
    if (!roles.includes(claims.role)) throw new HttpError(403, 'You do not have permission for this action');
    c.set('admin', claims);
    await next();
  };
}

export const CUSTOMER_COOKIE = 'cabinetry_customer';
const CUSTOMER_SESSION_DAYS = 30;

/**
 * The customer session cookie's full name: over HTTPS (`secure`) `__Host-cabinetry_customer` (the
 * prefix makes browsers accept it only Secure, Path=/ and from this very host, so no sibling
 * subdomain or plain-http page can plant one); on plain http (local runs, where browsers refuse
 * `__Host-` cookies) `cabinetry_customer`.
 */
export function customerCookieName(secure: boolean): string {
  return secure ? `__Host-${CUSTOMER_COOKIE}` : CUSTOMER_COOKIE;
}

/** Sets the customer session cookie (httpOnly, SameSite=Lax; Secure + `__Host-` + Path=/ when `secure`, else Path=/api) owning `customerId`. */
export function startCustomerSession(c: Context, customerId: string, secret: string, secure: boolean): void {
  const token = jwt.sign({}, secret, {
    algorithm: ALGORITHM,
    subject: customerId,
    expiresIn: `${CUSTOMER_SESSION_DAYS}d`,
    audience: 'cabinetry-customer',
  });
  setCookie(c, customerCookieName(secure), token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure,
    path: secure ? '/' : '/api',
    maxAge: CUSTOMER_SESSION_DAYS * 24 * 3600,
  });
}

/**
 * The customerId the request's session owns, or null without a valid session. The `__Host-` cookie
 * counts always; the plain-named one only on a request the gateway did not receive over HTTPS.
 */
export function sessionCustomerId(c: Context, secret: string): string | null {
  const token = getCookie(c, customerCookieName(true)) ?? (c.req.header('x-forwarded-proto') === 'https' ? undefined : getCookie(c, customerCookieName(false)));
  if (!token) return null;
  try {
    const payload = jwt.verify(token, secret, { algorithms: [ALGORITHM], audience: 'cabinetry-customer' }) as jwt.JwtPayload;
    return typeof payload.sub === 'string' ? payload.sub : null;
  } catch {
    return null;
  }
}

/** Throws 401 without a session, 403 when the session does not own `customerId`. */
export function requireCustomer(c: Context, customerId: string, secret: string): void {
  const owner = sessionCustomerId(c, secret);
  if (!owner) throw new HttpError(401, 'No customer session: please complete step 1 first');
  if (owner !== customerId) throw new HttpError(403, 'This customer record belongs to another session');
}

export const INTERNAL_TOKEN_HEADER = 'x-internal-token';

/** Middleware for /internal/* routes: requires the shared INTERNAL_TOKEN. */
export function requireInternal(token: string): MiddlewareHandler {
  const expected = Buffer.from(token);
  return async (c, next) => {
    const given = Buffer.from(c.req.header(INTERNAL_TOKEN_HEADER) ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new HttpError(401, 'Internal token required');
    await next();
  };
}
