/** identity service: admin users and JWTs (ARCHITECTURE services table). */
import type { Connection, Model } from 'mongoose';
import { createServiceApp, mongoHealthy, type AdminAuth } from '@cabinetry/shared/server';
import type { IdentityConfig } from './config';
import { adminSessionOf, adminUserModel } from './models/admin-user';
import { setupLockModel } from './models/setup-lock';
import { createLoginThrottle, type LoginThrottle } from './login-throttle';
import { internalRoutes } from './routes/internal';
import { sessionRoutes } from './routes/session';
import { userRoutes } from './routes/users';

export interface IdentityDeps {
  config: IdentityConfig;
  conn: Connection;
  users: ReturnType<typeof adminUserModel>;
  setupLock: Model<{ _id: string; at: Date }>;
  loginThrottle: LoginThrottle;
  /** identity checks tokens against its own database, uncached: a revocation takes effect here at once */
  adminAuth: AdminAuth;
}

/** Builds the deps from a Mongo connection (and the Redis at config.redisUrl for the login throttle). */
export function identityDeps(config: IdentityConfig, conn: Connection): IdentityDeps {
  const users = adminUserModel(conn);
  return {
    config,
    conn,
    users,
    setupLock: setupLockModel(conn),
    loginThrottle: createLoginThrottle(config.redisUrl),
    adminAuth: { secret: config.jwtSecret, sessions: ({ sub }) => adminSessionOf(users, sub) },
  };
}

/** Creates every index the service relies on (unique username, setup lock). */
export async function initIdentityDeps(deps: IdentityDeps): Promise<void> {
  await Promise.all([deps.users.init(), deps.setupLock.init()]);
}

export function createApp(deps: IdentityDeps) {
  const app = createServiceApp({ mongo: () => mongoHealthy(deps.conn) });
  app.route('/api/admin', sessionRoutes(deps));
  app.route('/api/admin/users', userRoutes(deps));
  app.route('/internal', internalRoutes(deps));
  return app;
}
