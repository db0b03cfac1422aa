/**
 * Recording staff actions in the audit log that identity keeps: each service POSTs its own actions to
 * identity's /internal/audit (INTERNAL_TOKEN), fire-and-forget with a 2 s timeout, so a slow or
 * absent identity never delays or fails the action itself (a failed record is logged as a warning).
 * `auditSuccess` records a route's action once it answered without error, as the signed-in admin.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { AuditRecord } from '../contracts/audit';
import type { AdminClaims } from './auth';
import { INTERNAL_TOKEN_HEADER } from './auth';
import { logger } from './logger';

const AUDIT_TIMEOUT_MS = 2_000;

/** Records one entry; never throws, never waits for the answer. */
export type AuditLog = (record: AuditRecord) => void;

/** The audit log of a service that sends its records to identity at `identityUrl`. */
export function identityAuditLog(identityUrl: string, internalToken: string): AuditLog {
  return (record) => {
    fetch(`${identityUrl}/internal/audit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [INTERNAL_TOKEN_HEADER]: internalToken },
      body: JSON.stringify(record),
      signal: AbortSignal.timeout(AUDIT_TIMEOUT_MS),
    })
      .then((res) => {
        if (!res.ok) throw new Error(`identity answered ${res.status}`);
      })
      .catch((err: Error) => logger.warn({ err: err.message, action: record.action }, 'audit record not stored'));
  };
}

/**
 * Middleware: after the route answered below 400, records what `describe` says the request was (null
 * = nothing to record) as the admin the route authenticated (c.var.admin).
 */
export function auditSuccess(audit: AuditLog, describe: (c: Context) => Omit<AuditRecord, 'actor'> | null): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const admin = c.get('admin') as AdminClaims | undefined;
    if (!admin || c.res.status >= 400) return;
    const record = describe(c);
    if (record) audit({ actor: admin.username, ...record });
  };
}
