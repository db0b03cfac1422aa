/** onboarding service: customers, their wizard answers and documents (ARCHITECTURE); staff read leads and the funnel here. */
import { createServiceApp, mongoHealthy } from '@cabinetry/shared/server';
import { adminFunnelRoutes } from './routes/admin-funnel';
import { adminLeadRoutes } from './routes/admin-leads';
import { configRoutes } from './routes/config';
import { documentRoutes } from './routes/documents';
import { internalRoutes } from './routes/internal';
import { stepRoutes } from './routes/steps';
import type { OnboardingDeps } from './deps';

export function createApp(deps: OnboardingDeps) {
  const app = createServiceApp({ mongo: () => mongoHealthy(deps.conn), storage: () => deps.storage.healthy() });
  app.route('/api/onboarding', stepRoutes(deps));
  app.route('/api/onboarding', documentRoutes(deps));
  app.route('/api/config', configRoutes(deps.config.whatsappNumber));
  app.route('/api/admin', adminLeadRoutes(deps));
  app.route('/api/admin', adminFunnelRoutes(deps));
  app.route('/internal', internalRoutes(deps));
  return app;
}
