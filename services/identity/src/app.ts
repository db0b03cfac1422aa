/** identity service: admin users and JWTs (ARCHITECTURE services table). */
import type { Connection, Model } from 'mongoose';
import { createServiceApp, mongoHealthy } from '@cabinetry/shared/server';
import type { IdentityConfig } from './config';
import { adminUserModel } from './models/admin-user';
import { setupLockModel } from './models/setup-lock';
import { sessionRoutes } from './routes/session';

export interface IdentityDeps {
  config: IdentityConfig;
  conn: Connection;
  users: ReturnType<typeof adminUserModel>;
  setupLock: Model<{ _id: string; at: Date }>;
}

/** Builds the deps from a Mongo connection. */
export function identityDeps(config: IdentityConfig, conn: Connection): IdentityDeps {
  return { config, conn, users: adminUserModel(conn), setupLock: setupLockModel(conn) };
}

export function createApp(deps: IdentityDeps) {
  const app = createServiceApp({ mongo: () => mongoHealthy(deps.conn) });
  app.route('/api/admin', sessionRoutes(deps));
  return app;
}
