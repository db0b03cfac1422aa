/** identity service: admin users and JWTs (ARCHITECTURE services table). */
import { createServiceApp, mongoHealthy } from '@cabinetry/shared/server';
import type { IdentityDeps } from './deps';
import { auditRoutes } from './routes/audit';
import { internalRoutes } from './routes/internal';
import { sessionRoutes } from './routes/session';
import { userRoutes } from './routes/users';

export function createApp(deps: IdentityDeps) {
  const app = createServiceApp({ mongo: () => mongoHealthy(deps.conn) });
  app.route('/api/admin', sessionRoutes(deps));
  app.route('/api/admin/users', userRoutes(deps));
  app.route('/api/admin/audit', auditRoutes(deps));
  app.route('/internal', internalRoutes(deps));
  return app;
}
