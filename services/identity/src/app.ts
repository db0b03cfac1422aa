/** identity service: admin users and JWTs (ARCHITECTURE services table), its routes mounted from its table (@cabinetry/shared/contracts/api). */
import { identityRoutes } from '@cabinetry/shared/contracts/api';
import { createServiceApp } from '@cabinetry/shared/server/app';
import { clientIp, proxyTrust } from '@cabinetry/shared/server/client-ip';
import { mongoHealthy } from '@cabinetry/shared/server/mongo';
import { mountRoutes } from '@cabinetry/shared/server/routes';
import type { IdentityDeps } from './deps';
import { auditHandlers } from './routes/audit';
import { erasureHandlers } from './routes/erasure';
import { internalHandlers } from './routes/internal';
import { sessionHandlers } from './routes/session';
import { userHandlers } from './routes/users';

export function createApp(deps: IdentityDeps) {
  const app = createServiceApp({ mongo: () => mongoHealthy(deps.conn) });
  const trust = proxyTrust(deps.config.rateLimits.trustedProxies);
  mountRoutes(
    app,
    identityRoutes,
    { ...sessionHandlers(deps), ...userHandlers(deps), ...auditHandlers(deps), ...internalHandlers(deps), ...erasureHandlers(deps) },
    {
      adminAuth: deps.adminAuth,
      internalToken: deps.config.internalToken,
      audit: deps.audit,
      clientIp: (c) => clientIp(c, trust),
      validateResponses: deps.config.validateResponses,
    },
  );
  return app;
}
