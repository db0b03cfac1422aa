/**
 * Internal routes (never routed by the gateway, INTERNAL_TOKEN required): other services ask about
 * a customer's appointments here instead of reading this service's database.
 * - GET /internal/customers/:id/active-appointment → {active: boolean} (onboarding locks the
 *   customer's e-mail address while one is booked).
 */
import { Hono } from 'hono';
import { requireInternal } from '@cabinetry/shared/server/auth';
import { objectIdParam } from '@cabinetry/shared/server/validation';
import type { SchedulingDeps } from '../deps';

export function internalRoutes({ appointments, config }: SchedulingDeps): Hono {
  const app = new Hono();
  app.use('*', requireInternal(config.internalToken));
  app.get('/customers/:customerId/active-appointment', async (c) => {
    const customerId = objectIdParam(c, 'customerId');
    return c.json({ active: (await appointments.exists({ customerId, active: true })) !== null });
  });
  return app;
}
