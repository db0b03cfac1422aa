/** identity service: admin users and JWTs (ARCHITECTURE services table). */
import type { Connection, Model } from 'mongoose';
import { createServiceApp, mongoHealthy } from '@cabinetry/shared/server';
import type { IdentityConfig } from './config';
import { adminUserModel } from './models/admin-user';
import { setupLockModel } from './models/setup-lock';
import { createLoginThrottle, type LoginThrottle } from './login-throttle';
import { sessionRoutes } from './routes/session';
import { userRoutes } from './routes/users';

export interface IdentityDeps {
  config: IdentityConfig;
  conn: Connection;
  users: ReturnType<typeof adminUserModel>;
  setupLock: Model<{ _id: string; at: Date }>;
  loginThrottle: LoginThrottle;
}

/** Builds the deps from a Mongo connection. */
export function identityDeps(config: IdentityConfig, conn: Connection): IdentityDeps {
  return { config, conn, users: adminUserModel(conn), setupLock: setupLockModel(conn), loginThrottle: createLoginThrottle(conn) };
}

/** Creates every index the service relies on (unique username, setup lock, login-throttle TTL). */
export async function initIdentityDeps(deps: IdentityDeps): Promise<void> {
  await Promise.all([deps.users.init(), deps.setupLock.init(), deps.loginThrottle.init()]);
}

export function createApp(deps: IdentityDeps) {
  const app = createServiceApp({ mongo: () => mongoHealthy(deps.conn) });
  app.route('/api/admin', sessionRoutes(deps));
  app.route('/api/admin/users', userRoutes(deps));
  return app;
}
