/** scheduling service API: availability, appointments (customers', manage links, staff's), the Google account link (ARCHITECTURE). */
import type { DateTime } from 'luxon';
import type { Connection } from 'mongoose';
import { createServiceApp, mongoHealthy, sameOriginWrites, type AdminAuth, type AuditLog, type Budget, type RateLimits } from '@cabinetry/shared/server';
import type { AvailabilityCache } from './availability-cache';
import type { SchedulingConfig } from './config';
import type { GoogleLink } from './google/account';
import type { BusyTimes } from './google/busy-times';
import type { Outbox } from './jobs/outbox';
import type { AppointmentModel } from './models/appointment';
import type { RulesStore } from './models/availability-rules';
import type { SlotClaims } from './slot-claims';
import { adminAppointmentRoutes } from './routes/admin-appointments';
import { adminAvailabilityRoutes } from './routes/admin-availability';
import { appointmentRoutes } from './routes/appointments';
import { internalRoutes } from './routes/internal';
import { manageAppointmentRoutes } from './routes/manage-appointment';
import { oauthRoutes } from './routes/oauth';

export interface SchedulingDeps {
  config: SchedulingConfig;
  conn: Connection;
  appointments: AppointmentModel;
  rules: RulesStore;
  google: GoogleLink;
  busy: BusyTimes;
  /** Cached availability answers and rules; `changed()` after anything that moves a slot. */
  availability: AvailabilityCache;
  /** Short Redis claims that refuse concurrent bookings of one slot early. */
  claims: SlotClaims;
  outbox: Outbox;
  adminAuth: AdminAuth;
  audit: AuditLog;
  /** Clock (injected so tests can pin "today"). */
  now: () => DateTime;
  /** Per-client-IP budgets of the customer routes. */
  budgets: { bookings: Budget; cancels: Budget; availabilityDates: Budget };
}

const HOUR = 3600;

/** The customer routes' per-client-IP budgets, sized by `config.budgets`. */
export function schedulingBudgets(limits: RateLimits, { budgets }: SchedulingConfig): SchedulingDeps['budgets'] {
  return {
    bookings: limits.budget('bookings', { points: budgets.bookingsPerHour, durationSec: HOUR, message: 'Too many bookings from your network.' }),
    cancels: limits.budget('cancels', { points: budgets.cancelsPerHour, durationSec: HOUR, message: 'Too many cancellations from your network.' }),
    availabilityDates: limits.budget('availability-dates', {
      points: budgets.availabilityDatesPerHour,
      durationSec: HOUR,
      message: 'Too many different dates asked for from your network.',
    }),
  };
}

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
