/** onboarding service: customers, their wizard answers and documents (ARCHITECTURE); staff read leads and the funnel here. Routes mounted from its table (@cabinetry/shared/contracts/api). */
import { onboardingRoutes } from '@cabinetry/shared/contracts/api';
import { createServiceApp } from '@cabinetry/shared/server/app';
import { mongoHealthy } from '@cabinetry/shared/server/mongo';
import { sameOriginWrites } from '@cabinetry/shared/server/origin-check';
import { mountRoutes } from '@cabinetry/shared/server/routes';
import type { OnboardingDeps } from './deps';
import { adminBoardHandlers } from './routes/admin-board';
import { adminFunnelHandlers } from './routes/admin-funnel';
import { adminLeadWhatsAppHandlers } from './routes/admin-lead-whatsapp';
import { adminLeadHandlers } from './routes/admin-leads';
import { adminPipelineHandlers } from './routes/admin-pipeline';
import { adminReportHandlers } from './routes/admin-reports';
import { staffLeadHandlers } from './routes/admin-staff-leads';
import { configHandlers } from './routes/config';
import { erasureHandlers } from './routes/erasure';
import { documentHandlers } from './routes/documents';
import { exportHandlers } from './routes/export';
import { internalHandlers } from './routes/internal';
import { resumeHandlers } from './routes/resume';
import { stepHandlers } from './routes/steps';

export function createApp(deps: OnboardingDeps) {
  const app = createServiceApp({ mongo: () => mongoHealthy(deps.conn), storage: () => deps.storage.healthy() });
  // eslint-disable-next-line no-restricted-syntax -- the wizard's routes' prefix, not a route
  app.use('/api/onboarding/*', sameOriginWrites());
  mountRoutes(
    app,
    onboardingRoutes,
    {
      ...stepHandlers(deps),
      ...documentHandlers(deps),
      ...configHandlers(deps),
      ...adminLeadHandlers(deps),
      ...adminLeadWhatsAppHandlers(deps),
      ...adminPipelineHandlers(deps),
      ...adminBoardHandlers(deps),
      ...staffLeadHandlers(deps),
      ...adminFunnelHandlers(deps),
      ...adminReportHandlers(deps),
      ...internalHandlers(deps),
      ...resumeHandlers(deps),
      ...exportHandlers(deps),
      ...erasureHandlers(deps),
    },
    {
      adminAuth: deps.adminAuth,
      internalToken: deps.config.internalToken,
      customerAuth: deps.customerAuth,
      budgets: deps.budgets,
      audit: deps.audit,
      validateResponses: deps.config.validateResponses,
    },
  );
  return app;
}
