/** identity service: admin users and JWTs (ARCHITECTURE services table). */
import { createServiceApp, mongoHealthy } from '@cabinetry/shared/server';
import { sessionRoutes } from './routes/session';
import { userRoutes } from './routes/users';
import type { IdentityDeps } from './deps';

export function createApp(deps: IdentityDeps) {
  const app = createServiceApp({ mongo: () => mongoHealthy(deps.conn) });
  app.route('/api/admin', sessionRoutes(deps));
  app.route('/api/admin/users', userRoutes(deps));
  return app;
}
