/** The identity service's dependencies: the IdentityDeps every route receives, their builder and index set-up (main.ts, tests). */
import type { Connection, Model } from 'mongoose';
import { logger, type AdminAuth, type AuditLog } from '@cabinetry/shared/server';
import type { IdentityConfig } from './config';
import { adminSessionOf, adminUserModel } from './models/admin-user';
import { auditModel, storeAuditRecord, type AuditModel } from './models/audit-entry';
import { setupLockModel } from './models/setup-lock';
import { createLoginThrottle, type LoginThrottle } from './login-throttle';

export interface IdentityDeps {
  config: IdentityConfig;
  conn: Connection;
  users: ReturnType<typeof adminUserModel>;
  setupLock: Model<{ _id: string; at: Date }>;
  loginThrottle: LoginThrottle;
  /** identity checks tokens against its own database, uncached: a revocation takes effect here at once */
  adminAuth: AdminAuth;
  auditEntries: AuditModel;
  /** records identity's own staff actions straight into the audit log */
  audit: AuditLog;
}

/** Builds the deps from a Mongo connection (and the Redis at config.redisUrl for the login throttle). */
export function identityDeps(config: IdentityConfig, conn: Connection): IdentityDeps {
  const users = adminUserModel(conn);
  const auditEntries = auditModel(conn);
  return {
    config,
    conn,
    users,
    setupLock: setupLockModel(conn),
    loginThrottle: createLoginThrottle(config.rateLimits),
    adminAuth: { secret: config.jwtSecret, sessions: ({ sub }) => adminSessionOf(users, sub) },
    auditEntries,
    audit: (record) => void storeAuditRecord(auditEntries, record).catch((err: Error) => logger.warn({ err: err.message }, 'audit record not stored')),
  };
}

/** Creates every index the service relies on (unique username, setup lock, audit log). */
export async function initIdentityDeps(deps: IdentityDeps): Promise<void> {
  await Promise.all([deps.users.init(), deps.setupLock.init(), deps.auditEntries.init()]);
}
