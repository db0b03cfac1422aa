/**
 * Test helpers for service tests (Node-only, test code only): cookies between app.request() calls
 * and a unique database name per test file. Real infrastructure comes from @cabinetry/local/providers.
 */
import { randomBytes } from 'node:crypto';
import type { AdminAuth } from '../server/auth';
import type { ProcessSettings } from '../server/config';

/** The process settings of an app a test builds in-process (it never listens on them). */
export const TEST_PROCESS: ProcessSettings = { name: 'test', host: '127.0.0.1', logLevel: 'silent', shutdownDeadlineMs: 1_000 };

/**
 * AdminAuth for one service's own tests, where no identity runs: every token signed with `secret`
 * names an existing, active account with the token's role and version.
 */
export const tokenTrustingAdminAuth = (secret: string): AdminAuth => ({
  secret,
  sessions: async (claims) => ({ isActive: true, role: claims.role, tokenVersion: claims.ver }),
});

/** A unique database name, so test files never share data. */
export const testDbName = (prefix: string): string => `${prefix}_${randomBytes(4).toString('hex')}`;

/** The `name=value` part of a response's Set-Cookie header, for the next request's Cookie header. */
export function cookieFrom(res: Response): string {
  const header = res.headers.get('set-cookie') ?? '';
  return header.split(';')[0];
}

/** Request init for a JSON body with optional extra headers. */
export function jsonInit(method: string, body: unknown, headers: Record<string, string> = {}): RequestInit {
  return { method, body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } };
}

/** A response's JSON body, untyped on purpose: tests assert on its shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const json = (res: Response): Promise<any> => res.json();

/**
 * Skips the running test and says why: the reason goes to the task's meta (`skipReason`, which
 * `.ci/run` prints from vitest's JSON report) and to vitest's own skip note.
 */
export function skipBecause(ctx: { task: { meta: object }; skip: (note?: string) => never }, reason: string): never {
  (ctx.task.meta as { skipReason?: string }).skipReason = reason;
  return ctx.skip(reason);
}

/**
 * The bindings @hono/node-server passes for a request whose socket peer is `ip`: the third argument
 * of `app.request(path, init, fromAddress(ip))`, so per-IP budgets see that client.
 */
export const fromAddress = (ip: string) => ({ incoming: { socket: { remoteAddress: ip } } });
