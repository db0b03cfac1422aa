/**
 * Tokens (docs/product.md §6, ARCHITECTURE "Rules of the house"):
 * - admin JWTs: HS256 pinned, signed by identity with JWT_SECRET, verified by every service; each
 *   carries the account's token version (`ver`). A service then asks identity for the account's
 *   current state (`identitySessions`, cached ADMIN_SESSION_CACHE_MS): a deleted or deactivated
 *   account, or a token whose version is behind (password changed, logged out), is refused, and the
 *   role checked is the account's current one, not the token's;
 * - the customer session: an httpOnly cookie holding a JWT (CUSTOMER_SESSION_SECRET) naming the
 *   customerId it owns and the customer's session generation when it was signed; customer-scoped
 *   routes call `requireCustomer`, which refuses a generation behind the customer's current one
 *   (`CustomerAuth.sessions`): proving the mailbox with an e-mailed link ends every other session;
 * - service-to-service calls on /internal/* carry INTERNAL_TOKEN.
 */
import { createSecretKey, type KeyObject, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import jwt from 'jsonwebtoken';
import { LRUCache } from 'lru-cache';
import { STAFF_ROLES, type StaffRole } from '../contracts/options';
import { HttpError } from './errors';
import { traceHeaders } from './tracing';

const ALGORITHM = 'HS256';
const STAFF_ROLE_SET = new Set<unknown>(STAFF_ROLES);
const INVALID_TOKEN = 'Invalid or expired token';

const hmacKeys = new Map<string, KeyObject>();
/**
 * The HMAC key of `secret` (a configured secret, so a handful per process), made once: given the
 * string itself, jsonwebtoken first tries to read it as a PEM key on every call (~0.6 ms, thrown away).
 */
function hmacKey(secret: string): KeyObject {
  let key = hmacKeys.get(secret);
  if (!key) hmacKeys.set(secret, (key = createSecretKey(Buffer.from(secret))));
  return key;
}

export interface AdminClaims {
  sub: string;
  username: string;
  role: StaffRole;
  /** the account's token version when the token was signed */
  ver: number;
}

/** Signs an admin token; `expiresIn` like '8h'; `ver` defaults to 0 (a new account's version). */
export function signAdminToken(claims: Omit<AdminClaims, 'ver'> & { ver?: number }, secret: string, expiresIn: string): string {
  return jwt.sign({ username: claims.username, role: claims.role, ver: claims.ver ?? 0 }, hmacKey(secret), {
    algorithm: ALGORITHM,
    subject: claims.sub,
    expiresIn: expiresIn as jwt.SignOptions['expiresIn'],
    audience: 'cabinetry-admin',
  });
}

/** Verifies an admin token (algorithm pinned, expiry checked); throws HttpError 401. */
export function verifyAdminToken(token: string, secret: string): AdminClaims {
  try {
    const payload = jwt.verify(token, hmacKey(secret), { algorithms: [ALGORITHM], audience: 'cabinetry-admin' }) as jwt.JwtPayload;
    if (typeof payload.sub !== 'string' || !STAFF_ROLE_SET.has(payload.role) || !Number.isInteger(payload.ver)) {
      throw new Error('bad claims');
    }
    return { sub: payload.sub, username: String(payload.username), role: payload.role as StaffRole, ver: payload.ver as number };
  } catch {
    throw new HttpError(401, INVALID_TOKEN, { code: 'token_invalid' });
  }
}

/** An admin account's current state, as identity keeps it. */
export interface AdminSession {
  isActive: boolean;
  role: StaffRole;
  tokenVersion: number;
}

/** The current state of the account a verified token names, or null when the account is gone. */
export type AdminSessions = (claims: AdminClaims) => Promise<AdminSession | null>;

/** How a service checks admin tokens: the JWT secret and where the accounts' current state comes from. */
export interface AdminAuth {
  secret: string;
  sessions: AdminSessions;
}

/**
 * How long a service trusts identity's answer about an account by default (ms): a revocation takes
 * effect within it. Services read theirs from ADMIN_SESSION_CACHE_MS (tests set it low).
 */
export const ADMIN_SESSION_CACHE_MS = 10_000;
const SESSION_LOOKUP_TIMEOUT_MS = 3_000;

/**
 * Account state from identity's `GET /internal/admin-sessions/:sub` (INTERNAL_TOKEN), cached per
 * account for `ttlMs` (at most 10,000 accounts; concurrent lookups of one account share one call).
 * Throws HttpError 503 when identity cannot answer.
 */
export function identitySessions(identityUrl: string, internalToken: string, ttlMs = ADMIN_SESSION_CACHE_MS): AdminSessions {
  const cache = new LRUCache<string, { session: AdminSession | null }>({
    max: 10_000,
    ttl: ttlMs,
    fetchMethod: async (sub) => {
      const res = await fetch(`${identityUrl}/internal/admin-sessions/${encodeURIComponent(sub)}`, {
        headers: { ...traceHeaders(), [INTERNAL_TOKEN_HEADER]: internalToken },
        signal: AbortSignal.timeout(SESSION_LOOKUP_TIMEOUT_MS),
      });
      if (res.status === 404) return { session: null };
      if (!res.ok) throw new Error(`identity answered ${res.status}`);
      return { session: (await res.json()) as AdminSession };
    },
  });
  return async ({ sub }) => {
    try {
      return (await cache.fetch(sub))!.session;
    } catch {
      throw new HttpError(503, 'Cannot check your session right now: please try again', { code: 'unavailable' });
    }
  };
}

/** The AdminAuth of a service that asks identity (at `identityUrl`) about accounts, trusting an answer for `adminSessionCacheMs`. */
export function remoteAdminAuth(config: { jwtSecret: string; identityUrl: string; internalToken: string; adminSessionCacheMs: number }): AdminAuth {
  return { secret: config.jwtSecret, sessions: identitySessions(config.identityUrl, config.internalToken, config.adminSessionCacheMs) };
}

/**
 * Middleware: requires `Authorization: Bearer <admin JWT>` whose account still exists, is active and
 * has the token's version (else 401), and whose current role is one of `roles` (else 403); sets
 * c.var.admin (with the current role).
 */
export function requireAdmin(auth: AdminAuth, roles: StaffRole[] = ['admin', 'editor']): MiddlewareHandler<{ Variables: { admin: AdminClaims } }> {
  return async (c, next) => {
    c.set('admin', await authenticatedAdmin(c, auth, roles));
    await next();
  };
}

/** The admin the request's bearer token names, checked as requireAdmin does; throws its 401/403. */
async function authenticatedAdmin(c: Context, auth: AdminAuth, roles: StaffRole[]): Promise<AdminClaims> {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer (.+)$/i.exec(header);
  if (!match) throw new HttpError(401, 'Authentication token not found', { code: 'token_missing' });
  const claims = verifyAdminToken(match[1], auth.secret);
  const session = await auth.sessions(claims);
  if (!session || !session.isActive || session.tokenVersion !== claims.ver) throw new HttpError(401, INVALID_TOKEN, { code: 'token_invalid' });
  if (!roles.includes(session.role)) throw new HttpError(403, 'You do not have permission for this action', { code: 'forbidden' });
  return { ...claims, role: session.role };
}

/**
 * For a public route whose answer tells staff more: the admin the request's bearer token names when
 * requireAdmin(auth, roles) would let it through, else null (no token, a bad one or another role).
 * Throws only what checking the account throws (503 when identity cannot answer).
 */
export async function adminOrNull(c: Context, auth: AdminAuth, roles: StaffRole[] = ['admin', 'editor']): Promise<AdminClaims | null> {
  try {
    return await authenticatedAdmin(c, auth, roles);
  } catch (err) {
    if (err instanceof HttpError && (err.status === 401 || err.status === 403)) return null;
    throw err;
  }
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

/**
 * The customer's current session generation, or null when the customer does not exist (erased).
 * A session whose token carries an older generation has ended: proving the mailbox with an
 * e-mailed link bumps it (docs/architecture.md "Customer sessions"). Throws HttpError 503 when the
 * answer cannot be had.
 */
export type CustomerSessions = (customerId: string) => Promise<number | null>;

/** How a service checks customer sessions: the cookie's secret and where the current generations come from. */
export interface CustomerAuth {
  secret: string;
  sessions: CustomerSessions;
  /** COOKIE_SECURE: only the `__Host-` customer cookie is accepted (session fixation otherwise) */
  secureOnly: boolean;
}

/**
 * How long scheduling trusts onboarding's answer about a customer's session generation by default
 * (ms): a session ended by a redeemed link is refused there within it (onboarding reads its own
 * database on every request, so there at once). Read from CUSTOMER_SESSION_CACHE_MS.
 */
export const CUSTOMER_SESSION_CACHE_MS = 5_000;

/**
 * Sets the customer session cookie (httpOnly, SameSite=Lax; Secure + `__Host-` + Path=/ when
 * `secure`, else Path=/api) owning `customerId` at session generation `generation` (the customer's
 * current one: an older one is refused by `requireSession`).
 */
export function startCustomerSession(c: Context, customerId: string, generation: number, secret: string, secure: boolean): void {
  const token = jwt.sign({ gen: generation }, hmacKey(secret), {
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

/** What a customer session token says: whose it is and its generation (0 for tokens signed before generations existed). */
interface CustomerToken {
  customerId: string;
  generation: number;
}

/**
 * The signed, unexpired session token the request carries, or null. The `__Host-` cookie counts
 * always; the plain-named one never when `auth.secureOnly` (the service sets Secure cookies:
 * COOKIE_SECURE), else only on a request the gateway did not receive over HTTPS. (A plain-named
 * cookie can be planted by a sibling subdomain or a plain-http page: session fixation.) Its
 * generation is not checked here.
 */
function customerToken(c: Context, { secret, secureOnly }: Pick<CustomerAuth, 'secret' | 'secureOnly'>): CustomerToken | null {
  const plainAllowed = !secureOnly && c.req.header('x-forwarded-proto') !== 'https';
  const token = getCookie(c, customerCookieName(true)) ?? (plainAllowed ? getCookie(c, customerCookieName(false)) : undefined);
  if (!token) return null;
  try {
    const payload = jwt.verify(token, hmacKey(secret), { algorithms: [ALGORITHM], audience: 'cabinetry-customer' }) as jwt.JwtPayload;
    if (typeof payload.sub !== 'string') return null;
    const generation = payload.gen === undefined ? 0 : payload.gen;
    return Number.isInteger(generation) ? { customerId: payload.sub, generation: generation as number } : null;
  } catch {
    return null;
  }
}

/** Each request's session check, made once however many checks the request passes. */
const checkedSessions = new WeakMap<Context, Promise<string | null>>();
const NO_SESSION = 'No customer session: please complete step 1 first';
/** The English text of a 401 `session_ended` (the SPA words it per language). */
export const SESSION_ENDED = 'This session has ended: the project was opened with a link e-mailed to its address. Ask for a new link to continue here.';

/**
 * The customerId the request's session owns, or null without a valid session: no token, a bad or
 * expired one, or one naming a customer that no longer exists. Throws HttpError 401 `session_ended`
 * when the token's generation is behind the customer's (another device proved the mailbox), 503
 * when the generation cannot be checked. Checked once per request (the answer is kept on `c`).
 */
export async function sessionCustomerId(c: Context, auth: CustomerAuth): Promise<string | null> {
  const checked = checkedSessions.get(c);
  if (checked) return checked;
  const result = (async () => {
    const token = customerToken(c, auth);
    if (!token) return null;
    const current = await auth.sessions(token.customerId);
    if (current === null) return null;
    if (token.generation < current) throw new HttpError(401, SESSION_ENDED, { code: 'session_ended' });
    return token.customerId;
  })();
  checkedSessions.set(c, result);
  return result;
}

/** The customerId the request's session owns; throws 401 without a session (`session_missing`) or with an ended one (`session_ended`). */
export async function requireSession(c: Context, auth: CustomerAuth): Promise<string> {
  const owner = await sessionCustomerId(c, auth);
  if (!owner) throw new HttpError(401, NO_SESSION, { code: 'session_missing' });
  return owner;
}

/** Throws as requireSession does, and 403 when the session does not own `customerId`. */
export async function requireCustomer(c: Context, customerId: string, auth: CustomerAuth): Promise<void> {
  if ((await requireSession(c, auth)) !== customerId) throw new HttpError(403, 'This customer record belongs to another session', { code: 'session_mismatch' });
}

export const INTERNAL_TOKEN_HEADER = 'x-internal-token';

/** Middleware for /internal/* routes: requires the shared INTERNAL_TOKEN. */
export function requireInternal(token: string): MiddlewareHandler {
  const expected = Buffer.from(token);
  return async (c, next) => {
    const given = Buffer.from(c.req.header(INTERNAL_TOKEN_HEADER) ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new HttpError(401, 'Internal token required', { code: 'internal_token_required' });
    await next();
  };
}
