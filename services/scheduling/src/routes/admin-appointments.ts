/**
 * Staff appointment routes ('Appointments', 'Dashboard'), under /api/admin/appointments,
 * admin token only (editors get 403), except the list and the status change, which a `designer`
 * account may call for the appointments of the designer linked to it now (re-read on every request:
 * 403 designer_unlinked when none is, 404 for another designer's appointment):
 * - GET /?page&pageSize&status&scope&from&to&customerId&designerId → AdminAppointmentListResponse, paginated on
 *   the server (scope 'upcoming': not yet ended, soonest first; 'past': ended, latest first; 'all' or none:
 *   all, latest first), customers named through onboarding's internal batch route;
 * - GET /stats?weeks (1-52, default 12)&split=designer → BookingsPerWeek[]: bookings made per Beirut week,
 *   oldest first; split: each week's also per designer (by the name they were booked with);
 * - POST /{id}/status {status: 'completed'|'no-show'} → AdminAppointment; only once the appointment
 *   has started and unless it was cancelled (409); it then no longer holds its slot ('completed' is
 *   told to the lead's pipeline: consulted; a first 'no-show' queues the customer's WhatsApp "we
 *   missed you" with the manage link through the outbox, consent checked when it is sent);
 * - POST /{id}/cancel → AdminAppointment: the customer's cancel path with cancelledBy 'staff'
 *   (customer e-mailed, calendar event removed, reminder dropped); 409 once started or when already
 *   completed/no-show; cancelling a cancelled appointment answers it unchanged;
 * - POST /{id}/move {appointmentDate, designerId?} → AdminAppointment: the customer's reschedule path
 *   for staff (../actions/reschedule-appointment.ts): another time and/or another free designer, not
 *   bound by the customer's notice and moves; the customer e-mailed, the Google event patched.
 */
import { type AdminAppointment, type AdminAppointmentListResponse, APPOINTMENT_PAGE_SIZE_DEFAULT, BOOKING_STATS_WEEKS_DEFAULT, type BookingsPerWeek, type CustomerContact } from '@cabinetry/shared/contracts';
import { HttpError } from '@cabinetry/shared/server/errors';
import { logger } from '@cabinetry/shared/server/logger';
import { cancelAppointment } from '../actions/cancel-appointment';
import { rescheduleAppointment } from '../actions/reschedule-appointment';
import type { SchedulingDeps, SchedulingHandlers } from '../deps';
import { toAdminAppointment } from '../domain/appointment-view';
import { showroomDayRange } from '@cabinetry/shared/time';
import { showroomWeekStarts } from '../domain/slot-rules';
import { fetchCustomerContacts } from '../clients/onboarding';
import { type AppointmentDoc, pipelineEntry } from '../models/appointment';
import { requireLinkedDesigner } from '../models/designer';
import { whatsAppEntries } from '../domain/whatsapp-notices';
import type { AdminClaims } from '@cabinetry/shared/server/auth';

export const NOT_FOUND = 'Appointment not found';
export const CANCELLED_NO_OUTCOME = 'A cancelled appointment cannot be marked completed or no-show';
export const NOT_STARTED = 'An appointment can be marked completed or no-show only once it has started';
/** How the bookings chart names appointments booked with no designer (the showroom as one calendar). */
export const SHOWROOM = 'Showroom';
export const OUTCOME_NOT_CANCELLABLE = 'A completed or no-show appointment cannot be cancelled';

type AdminAppointmentHandlers = Pick<SchedulingHandlers, 'listAppointments' | 'getBookingStats' | 'setAppointmentStatus' | 'cancelAppointmentByStaff' | 'moveAppointmentByStaff'>;

export function adminAppointmentHandlers(deps: SchedulingDeps): AdminAppointmentHandlers {
  const { appointments, designers, config, now } = deps;

  /**
   * The appointments `admin` may act on: all for admins; for a `designer` account, those of the
   * designer linked to it now (throws 403 designer_unlinked when none is).
   */
  async function scopeOf(admin: AdminClaims): Promise<{ designerId?: string }> {
    if (admin.role !== 'designer') return {};
    return { designerId: (await requireLinkedDesigner(designers, admin.sub))._id.toString() };
  }

  /** Staff views of `docs`, customers named by onboarding (null names when it cannot answer). */
  async function withCustomers(docs: AppointmentDoc[]): Promise<AdminAppointment[]> {
    let contacts = new Map<string, CustomerContact>();
    try {
      contacts = await fetchCustomerContacts(config.onboardingUrl, config.internalToken, docs.map((d) => d.customerId));
    } catch (err) {
      logger.warn({ err: (err as Error).message }, 'customer names unavailable for the appointment list');
    }
    return docs.map((d) => {
      const found = contacts.get(d.customerId);
      return toAdminAppointment(d, found ? { firstName: found.firstName, lastName: found.lastName, email: found.email, phone: found.phone } : null);
    });
  }

  /** The appointment `id` within `scope`; throws 404. */
  async function find(id: string, scope: { designerId?: string } = {}): Promise<AppointmentDoc> {
    const doc = await appointments.findOne({ _id: id, ...scope }).lean<AppointmentDoc>();
    if (!doc) throw new HttpError(404, NOT_FOUND, { code: 'not_found' });
    return doc;
  }

  const listAppointments: SchedulingHandlers['listAppointments'] = async (c, { query, admin }) => {
    const scope = await scopeOf(admin);
    const filter: Record<string, unknown> = {};
    if (query.status) filter.status = query.status;
    if (query.customerId) filter.customerId = query.customerId;
    if (query.designerId) filter.designerId = query.designerId;
    if (query.from || query.to) {
      const range = showroomDayRange(query.from, query.to);
      if (typeof range === 'string') throw new HttpError(400, range, { code: 'invalid_request' });
      filter.appointmentDate = range;
    }
    if (query.scope === 'upcoming' || query.scope === 'past') filter.endDate = query.scope === 'upcoming' ? { $gt: now().toJSDate() } : { $lte: now().toJSDate() };
    const order = query.scope === 'upcoming' ? 1 : -1;
    // the caller's scope narrows every filter, never the other way round (designerId=<another> finds nothing)
    const scoped = { $and: [filter, scope] };
    const page = Number(query.page ?? 1);
    const pageSize = Number(query.pageSize ?? APPOINTMENT_PAGE_SIZE_DEFAULT);
    const [docs, total] = await Promise.all([
      appointments.find(scoped).sort({ appointmentDate: order, _id: order }).skip((page - 1) * pageSize).limit(pageSize).lean<AppointmentDoc[]>(),
      appointments.countDocuments(scoped),
    ]);
    c.header('Cache-Control', 'no-store');
    return c.json<AdminAppointmentListResponse>({ items: await withCustomers(docs), total, page, pageSize });
  };

  const getBookingStats: SchedulingHandlers['getBookingStats'] = async (c, { query: { weeks, split } }) => {
    const starts = showroomWeekStarts(now(), Number(weeks ?? BOOKING_STATS_WEEKS_DEFAULT));
    const rows = await Promise.all(
      starts.map(async (start): Promise<BookingsPerWeek> => {
        const made = { createdAt: { $gte: start.toJSDate(), $lt: start.plus({ weeks: 1 }).toJSDate() } };
        const weekStart = start.toFormat('yyyy-MM-dd');
        if (split !== 'designer') return { weekStart, count: await appointments.countDocuments(made) };
        const groups = await appointments.aggregate<{ _id: string | null; count: number }>([{ $match: made }, { $group: { _id: '$designerName', count: { $sum: 1 } } }, { $sort: { _id: 1 } }]);
        const byDesigner = groups.map((g) => ({ designerName: g._id ?? SHOWROOM, count: g.count }));
        return { weekStart, count: byDesigner.reduce((sum, d) => sum + d.count, 0), byDesigner };
      }),
    );
    c.header('Cache-Control', 'no-store');
    return c.json<BookingsPerWeek[]>(rows);
  };

  const setAppointmentStatus: SchedulingHandlers['setAppointmentStatus'] = async (c, { params: { id }, body: { status }, admin }) => {
    c.set('auditTarget', `appointment ${id}`);
    const scope = await scopeOf(admin);
    const doc = await find(id, scope);
    c.set('auditCustomer', doc.customerId);
    if (doc.status === 'cancelled') throw new HttpError(409, CANCELLED_NO_OUTCOME, { code: 'appointment_cancelled' });
    if (doc.appointmentDate > now().toJSDate()) throw new HttpError(409, NOT_STARTED, { code: 'appointment_not_started' });
    // a first no-show mark sends the customer 'we missed you' with the manage link (WhatsApp, when they agreed to it)
    // the lead's pipeline hears of a first completion (its stage moves) or a first no-show (its owner gets a task)
    const pipelineEvent = status !== doc.status && (status === 'completed' || status === 'no-show') ? status : null;
    const missedNotice = status === 'no-show' && doc.status !== 'no-show' ? whatsAppEntries(config.whatsapp !== null, 'missed', doc.appointmentDate, doc.sequence ?? 0, now().toMillis()) : [];
    const updated = await appointments
      .findOneAndUpdate(
        { _id: id, ...scope, status: { $ne: 'cancelled' } },
        { $set: { status, active: false }, $push: { outbox: { $each: [...(pipelineEvent ? [pipelineEntry(pipelineEvent, doc.sequence ?? 0)] : []), ...missedNotice] } } },
        { returnDocument: 'after' },
      )
      .lean<AppointmentDoc>();
    if (!updated) throw new HttpError(409, CANCELLED_NO_OUTCOME, { code: 'appointment_cancelled' }); // cancelled meanwhile
    if (pipelineEvent || missedNotice.length) void deps.outbox.flush(id);
    return c.json((await withCustomers([updated]))[0]);
  };

  const cancelAppointmentByStaff: SchedulingHandlers['cancelAppointmentByStaff'] = async (c, { params: { id } }) => {
    c.set('auditTarget', `appointment ${id}`);
    const doc = await find(id);
    c.set('auditCustomer', doc.customerId);
    if (doc.status === 'completed' || doc.status === 'no-show') throw new HttpError(409, OUTCOME_NOT_CANCELLABLE, { code: 'appointment_outcome_set' });
    const cancelled = await cancelAppointment(deps, doc, 'staff', now().toJSDate());
    return c.json((await withCustomers([cancelled]))[0]);
  };

  const moveAppointmentByStaff: SchedulingHandlers['moveAppointmentByStaff'] = async (c, { params: { id }, body: { appointmentDate, designerId } }) => {
    c.set('auditTarget', `appointment ${id}`);
    const doc = await find(id);
    c.set('auditCustomer', doc.customerId);
    const moved = await rescheduleAppointment(deps, doc, appointmentDate, { by: 'staff', designerId });
    return c.json((await withCustomers([moved]))[0]);
  };

  return { listAppointments, getBookingStats, setAppointmentStatus, cancelAppointmentByStaff, moveAppointmentByStaff };
}
