/** scheduling service API: availability, appointments (customers', manage links, staff's), the Google account link (ARCHITECTURE). */
import { createServiceApp } from '@cabinetry/shared/server/app';
import { mongoHealthy } from '@cabinetry/shared/server/mongo';
import { sameOriginWrites } from '@cabinetry/shared/server/origin-check';
import type { SchedulingDeps } from './deps';
import { adminAppointmentRoutes } from './routes/admin-appointments';
import { adminAvailabilityRoutes } from './routes/admin-availability';
import { appointmentRoutes } from './routes/appointments';
import { internalRoutes } from './routes/internal';
import { manageAppointmentRoutes } from './routes/manage-appointment';
import { oauthRoutes } from './routes/oauth';

export function createApp(deps: SchedulingDeps) {
  const app = createServiceApp({ mongo: () => mongoHealthy(deps.conn), redis: () => deps.outbox.healthy() });
  app.use('/api/appointments/*', sameOriginWrites());
  app.route('/api/appointments/manage', manageAppointmentRoutes(deps));
  app.route('/api/appointments', appointmentRoutes(deps));
  app.route('/api/admin/availability', adminAvailabilityRoutes(deps));
  app.route('/api/admin/appointments', adminAppointmentRoutes(deps));
  app.route('/api/oauth', oauthRoutes(deps));
  app.route('/internal', internalRoutes(deps));
  return app;
}
