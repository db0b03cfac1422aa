/** onboarding service: customers, their wizard answers and documents (ARCHITECTURE); staff read leads and the funnel here. */
import type { Connection } from 'mongoose';
import { createServiceApp, identityAuditLog, mongoHealthy, remoteAdminAuth, sameOriginWrites, type AdminAuth, type AuditLog, type Budget, type ObjectStorage, type RateLimits } from '@cabinetry/shared/server';
import type { OnboardingConfig } from './config';
import { customerModel } from './models/customer';
import { documentModel } from './models/document';
import { adminFunnelRoutes } from './routes/admin-funnel';
import { adminLeadRoutes } from './routes/admin-leads';
import { configRoutes } from './routes/config';
import { documentRoutes } from './routes/documents';
import { internalRoutes } from './routes/internal';
import { stepRoutes } from './routes/steps';

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

const HOUR = 3600;

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

export function createApp(deps: OnboardingDeps) {
  const app = createServiceApp({ mongo: () => mongoHealthy(deps.conn), storage: () => deps.storage.healthy() });
  app.use('/api/onboarding/*', sameOriginWrites());
  app.route('/api/onboarding', stepRoutes(deps));
  app.route('/api/onboarding', documentRoutes(deps));
  app.route('/api/config', configRoutes(deps.config.whatsappNumber));
  app.route('/api/admin', adminLeadRoutes(deps));
  app.route('/api/admin', adminFunnelRoutes(deps));
  app.route('/internal', internalRoutes(deps));
  return app;
}
