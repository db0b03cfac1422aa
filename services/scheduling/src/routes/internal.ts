/**
 * Internal routes (never routed by the gateway, INTERNAL_TOKEN required): other services ask about
 * a customer's appointments here instead of reading this service's database.
 * - GET /internal/customers/:id/active-appointment → ActiveAppointmentAnswer (onboarding locks the
 *   customer's e-mail address while one is booked, and step 5 records the booked appointment);
 * - GET /internal/staff/:staffUserId/designer-customers → DesignerCustomersAnswer (onboarding scopes a
 *   `designer` account's leads to the customers of the designer linked to it now).
 */
import type { SchedulingDeps, SchedulingHandlers } from '../deps';
import type { ActiveAppointmentAnswer, DesignerCustomersAnswer } from '@cabinetry/shared/contracts';
import { linkedDesignerId } from '../models/designer';
import { toAppointment } from '../domain/appointment-view';
import type { AppointmentDoc } from '../models/appointment';

export function internalHandlers({ appointments, designers }: SchedulingDeps): Pick<SchedulingHandlers, 'getActiveAppointment' | 'getDesignerCustomers'> {
  return {
    getDesignerCustomers: async (c, { params: { staffUserId } }) => {
      const designerId = await linkedDesignerId(designers, staffUserId);
      const customerIds = designerId ? ((await appointments.distinct('customerId', { designerId })) as string[]) : [];
      return c.json<DesignerCustomersAnswer>({ designerId, customerIds });
    },
    getActiveAppointment: async (c, { params: { customerId } }) => {
      const doc = await appointments.findOne({ customerId, active: true }).lean<AppointmentDoc>();
      const view = doc && toAppointment(doc);
      const answer: ActiveAppointmentAnswer = {
        active: view !== null,
        appointment: view && { id: view.id, appointmentType: view.appointmentType, appointmentDate: view.appointmentDate, specialRequests: view.specialRequests ?? '' },
      };
      return c.json(answer);
    },
  };
}
