/**
 * Internal routes (never routed by the gateway, INTERNAL_TOKEN required): other services ask about
 * a customer's appointments here instead of reading this service's database.
 * - GET /internal/customers/:id/active-appointment → {active: boolean} (onboarding locks the
 *   customer's e-mail address while one is booked).
 */
import type { SchedulingDeps, SchedulingHandlers } from '../deps';

export function internalHandlers({ appointments }: SchedulingDeps): Pick<SchedulingHandlers, 'getActiveAppointment'> {
  return {
    getActiveAppointment: async (c, { params: { customerId } }) => c.json({ active: (await appointments.exists({ customerId, active: true })) !== null }),
  };
}
