/** scheduling service API: availability, appointments (customers', manage links, staff's), the Google account link, the live message channels, Meta's WhatsApp webhook (ARCHITECTURE); routes mounted from its table (@cabinetry/shared/contracts/api). */
import { schedulingRoutes } from '@cabinetry/shared/contracts/api';
import { createServiceApp } from '@cabinetry/shared/server/app';
import { mongoHealthy } from '@cabinetry/shared/server/mongo';
import { sameOriginWrites } from '@cabinetry/shared/server/origin-check';
import { mountRoutes } from '@cabinetry/shared/server/routes';
import type { SchedulingDeps } from './deps';
import { adminAppointmentHandlers } from './routes/admin-appointments';
import { adminNoShowHandlers } from './routes/admin-no-shows';
import { adminAvailabilityHandlers } from './routes/admin-availability';
import { adminDesignerHandlers } from './routes/admin-designers';
import { appointmentHandlers } from './routes/appointments';
import { channelHandlers } from './routes/channels';
import { internalHandlers } from './routes/internal';
import { manageAppointmentHandlers } from './routes/manage-appointment';
import { myGoogleHandlers } from './routes/my-google';
import { oauthHandlers } from './routes/oauth';
import { whatsAppConversationHandlers } from './routes/whatsapp-conversation';
import { whatsAppWebhookHandlers } from './routes/whatsapp-webhook';

export function createApp(deps: SchedulingDeps) {
  const app = createServiceApp({ mongo: () => mongoHealthy(deps.conn), redis: () => deps.outbox.healthy() });
  // eslint-disable-next-line no-restricted-syntax -- the customers' booking routes' prefix, not a route
  app.use('/api/appointments/*', sameOriginWrites());
  mountRoutes(
    app,
    schedulingRoutes,
    {
      ...appointmentHandlers(deps),
      ...manageAppointmentHandlers(deps),
      ...adminAppointmentHandlers(deps),
      ...adminNoShowHandlers(deps),
      ...adminAvailabilityHandlers(deps),
      ...adminDesignerHandlers(deps),
      ...oauthHandlers(deps),
      ...myGoogleHandlers(deps),
      ...channelHandlers(deps),
      ...whatsAppWebhookHandlers(deps),
      ...whatsAppConversationHandlers(deps),
      ...internalHandlers(deps),
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
