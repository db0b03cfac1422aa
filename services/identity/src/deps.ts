/** The identity service's dependencies: the IdentityDeps every route receives, their builder and index set-up (main.ts, tests). */
import type { Connection, Model } from 'mongoose';
import type { identityRoutes } from '@cabinetry/shared/contracts/api';
import type { AuditLog } from '@cabinetry/shared/server/audit';
import type { AdminAuth } from '@cabinetry/shared/server/auth';
import { logger } from '@cabinetry/shared/server/logger';
import type { RouteHandlers } from '@cabinetry/shared/server/routes';
import type { IdentityConfig } from './config';
import { adminSessionOf, adminUserModel } from './models/admin-user';
import { auditModel, type AuditModel, storeAuditRecord } from './models/audit-entry';
import { backfillAuditSubjects, erasedSubjectModel, type ErasedSubjectModel } from './models/audit-subjects';
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
  /** ids of customers erased lately, for audit records delivered after their erasure */
  erasedSubjects: ErasedSubjectModel;
  /** records identity's own staff actions straight into the audit log */
  audit: AuditLog;
}

/** One handler per route of identity's table. */
export type IdentityHandlers = RouteHandlers<(typeof identityRoutes)['routes'], Record<string, never>>;

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
    erasedSubjects: erasedSubjectModel(conn),
    audit: (record) => void storeAuditRecord(auditEntries, record).catch((err: Error) => logger.warn({ err: err.message }, 'audit record not stored')),
  };
}

/** Creates every index the service relies on (unique username, setup lock, audit log, erased subjects), then gives older audit entries their subject (backfillAuditSubjects). */
export async function initIdentityDeps(deps: IdentityDeps): Promise<void> {
  await Promise.all([deps.users.init(), deps.setupLock.init(), deps.auditEntries.init(), deps.erasedSubjects.init()]);
  const migrated = await backfillAuditSubjects(deps.auditEntries);
  if (migrated) logger.info({ entries: migrated }, 'audit entries given their customer subject');
}
