/**
 * Internal routes (never routed by the gateway, INTERNAL_TOKEN required): other services ask about
 * a customer's appointments here instead of reading this service's database.
 * - GET /internal/customers/:id/active-appointment → ActiveAppointmentAnswer (onboarding locks the
 *   customer's e-mail address while one is booked, and step 5 records the booked appointment);
 * - GET /internal/customers/:id/records?waIds= → CustomerRecords: every appointment of the customer and the
 *   e-mails sent to them (recorded in each appointment's `emailsSent`, suppressed ones were not
 *   sent, and in `sent_emails`), and the WhatsApp messages from / statuses to the numbers `waIds`,
 *   oldest first, for onboarding's data export.
 * - POST /internal/appointments/designers {customerIds} → CustomerDesignersAnswer: who each customer
 *   meets (or met), from their latest appointment not cancelled; the leads CSV names them.
 * - POST /internal/designers/pick {language, tallies} → DesignerPickAnswer: the owner of a lead without
 *   an appointment, by the bookings' assignment rules (../domain/assignment.ts) over every active designer;
 * - GET /internal/staff/:staffUserId/designer-customers → DesignerCustomersAnswer (onboarding scopes a
 *   `designer` account's leads to the customers of the designer linked to it now).
 */
import type { SchedulingDeps, SchedulingHandlers } from '../deps';
import type { ActiveAppointmentAnswer, CustomerDesignersAnswer, CustomerRecords, DesignerCustomersAnswer, DesignerPickAnswer } from '@cabinetry/shared/contracts';
import { linkedDesigner } from '../models/designer';
import { toAppointment } from '../domain/appointment-view';
import { customerRecords } from '../domain/customer-records';
import { type SentEmailDoc, sentEmailModel } from '../models/sent-email';
import { whatsAppRecordsOf } from '../models/whatsapp-message';
import type { AppointmentDoc } from '../models/appointment';
import { rankDesigners, type Tally } from '../domain/assignment';
import { isValidObjectId } from 'mongoose';

export function internalHandlers({ appointments, conn, designers }: SchedulingDeps): Pick<SchedulingHandlers, 'getActiveAppointment' | 'getCustomerRecords' | 'getCustomerDesigners' | 'getDesignerCustomers' | 'pickDesigner'> {
  const sentEmails = sentEmailModel(conn);
  return {
    pickDesigner: async (c, { body: { language, tallies, designerId } }) => {
      if (designerId && !isValidObjectId(designerId)) return c.json<DesignerPickAnswer>({ designer: null });
      const active = await designers.find({ isActive: true, ...(designerId ? { _id: designerId } : {}) }, { displayName: 1, languages: 1, weight: 1 }).lean();
      const candidates = active.map((d) => ({ id: d._id.toString(), languages: d.languages, weight: d.weight, name: d.displayName }));
      const counts = new Map<string, Tally>(tallies.map((t) => [t.designerId, { count: t.count, lastBookedAt: t.lastAssignedAt }]));
      const [first] = rankDesigners(candidates, candidates, counts, language);
      return c.json<DesignerPickAnswer>({ designer: first ? { id: first.id, name: first.name } : null });
    },
    getDesignerCustomers: async (c, { params: { staffUserId } }) => {
      const designerId = (await linkedDesigner(designers, staffUserId))?._id.toString() ?? null;
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
    getCustomerRecords: async (c, { params: { customerId }, query: { waIds } }) => {
      const [docs, otherEmails, whatsApp] = await Promise.all([
        appointments.find({ customerId }).sort({ createdAt: 1 }).lean<AppointmentDoc[]>(),
        sentEmails.find({ customerId }).lean<SentEmailDoc[]>(),
        whatsAppRecordsOf(conn, waIds ? waIds.split(',') : []),
      ]);
      return c.json<CustomerRecords>({ ...customerRecords(docs, otherEmails), whatsApp });
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
