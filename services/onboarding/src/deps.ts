/** The onboarding service's dependencies: the OnboardingDeps every route receives, and their builder (main.ts, tests). */
import type { Connection } from 'mongoose';
import type { onboardingRoutes } from '@cabinetry/shared/contracts/api';
import { identityAuditLog, type AuditLog } from '@cabinetry/shared/server/audit';
import { remoteAdminAuth, type AdminAuth } from '@cabinetry/shared/server/auth';
import { type Budget, type RateLimits } from '@cabinetry/shared/server/rate-limit';
import type { RouteHandlers } from '@cabinetry/shared/server/routes';
import { type ObjectStorage } from '@cabinetry/shared/server/storage';
import type { OnboardingConfig } from './config';
import { customerModel } from './models/customer';
import { documentModel } from './models/document';

export interface OnboardingDeps {
  config: OnboardingConfig;
  conn: Connection;
  customers: ReturnType<typeof customerModel>;
  documents: ReturnType<typeof documentModel>;
  storage: ObjectStorage;
  /** Per-client-IP budgets: new customers (step 1) and upload requests (step 4). */
  budgets: { customers: Budget; uploads: Budget };
  adminAuth: AdminAuth;
  audit: AuditLog;
}

/** One handler per route of onboarding's table; its budgets are named in the table. */
export type OnboardingHandlers = RouteHandlers<(typeof onboardingRoutes)['routes'], OnboardingDeps['budgets']>;

const HOUR = 3600;

/** Builds the deps: models on `conn`, the per-IP budgets from `limits`, staff checks and audit through identity. */
export function onboardingDeps(config: OnboardingConfig, conn: Connection, storage: ObjectStorage, limits: RateLimits): OnboardingDeps {
  const { customersPerHour, uploadsPerHour } = config.budgets;
  return {
    config,
    conn,
    customers: customerModel(conn),
    documents: documentModel(conn),
    storage,
    budgets: {
      customers: limits.budget('customers', { points: customersPerHour, durationSec: HOUR, message: 'Too many new enquiries from your network.' }),
      uploads: limits.budget('uploads', { points: uploadsPerHour, durationSec: HOUR, message: 'Too many uploads from your network.' }),
    },
    adminAuth: remoteAdminAuth(config),
    audit: identityAuditLog(config.identityUrl, config.internalToken),
  };
}
