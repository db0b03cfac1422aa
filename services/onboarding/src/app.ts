/** onboarding service: customers, their wizard answers and documents (ARCHITECTURE); staff read leads and the funnel here. */
import { createServiceApp } from '@cabinetry/shared/server/app';
import { mongoHealthy } from '@cabinetry/shared/server/mongo';
import { sameOriginWrites } from '@cabinetry/shared/server/origin-check';
import type { OnboardingDeps } from './deps';
import { adminFunnelRoutes } from './routes/admin-funnel';
import { adminLeadRoutes } from './routes/admin-leads';
import { configRoutes } from './routes/config';
import { documentRoutes } from './routes/documents';
import { internalRoutes } from './routes/internal';
import { stepRoutes } from './routes/steps';

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
