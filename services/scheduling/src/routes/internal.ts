/**
 * Internal routes (never routed by the gateway, INTERNAL_TOKEN required): other services ask about
 * a customer's appointments here instead of reading this service's database.
 * - GET /internal/customers/:id/active-appointment → ActiveAppointmentAnswer (onboarding locks the
 *   customer's e-mail address while one is booked, and step 5 records the booked appointment);
 * - POST /internal/appointments/designers {customerIds} → CustomerDesignersAnswer: who each customer
 *   meets (or met), from their latest appointment not cancelled; the leads CSV names them.
 */
import type { SchedulingDeps, SchedulingHandlers } from '../deps';
import type { ActiveAppointmentAnswer, CustomerDesignersAnswer } from '@cabinetry/shared/contracts';
import { toAppointment } from '../domain/appointment-view';
import type { AppointmentDoc } from '../models/appointment';

export function internalHandlers({ appointments }: SchedulingDeps): Pick<SchedulingHandlers, 'getActiveAppointment' | 'getCustomerDesigners'> {
  return {
    getActiveAppointment: async (c, { params: { customerId } }) => {
      const doc = await appointments.findOne({ customerId, active: true }).lean<AppointmentDoc>();
      const view = doc && toAppointment(doc);
      const answer: ActiveAppointmentAnswer = {
        active: view !== null,
        appointment: view && { id: view.id, appointmentType: view.appointmentType, appointmentDate: view.appointmentDate, specialRequests: view.specialRequests ?? '' },
      };
      return c.json(answer);
    },

    getCustomerDesigners: async (c, { body: { customerIds } }) => {
      const latest = await appointments.aggregate<{ _id: string; designerName: string | null }>([
        { $match: { customerId: { $in: customerIds }, status: { $ne: 'cancelled' } } },
        { $sort: { appointmentDate: -1 } },
        { $group: { _id: '$customerId', designerName: { $first: '$designerName' } } },
      ]);
      const designers = latest.filter((d) => d.designerName).map((d) => ({ customerId: d._id, designerName: d.designerName! }));
      return c.json<CustomerDesignersAnswer>({ designers });
    },
  };
}
