/**
 * docs/product.md §7 "Appointments": GET /available[?startDate], POST / (book), GET /{customerId}, DELETE /{id}.
 * Slots come from the availability rules in the database; a slot is available when at least one
 * seat (the showroom, or an active designer: ../seats.ts) works it and is not blocked then by an
 * active appointment or a Google busy time. Answers and rules are
 * cached in every replica (../availability-cache.ts); a booking or cancellation announces the change.
 * Booking takes ../actions/book-appointment.ts, cancelling the shared cancel path, moving
 * ../actions/reschedule-appointment.ts (POST /{id}/reschedule, spending the booking budget). Per client IP,
 * booking, cancelling and asking for availability of distinct startDate values spend budgets
 * (429 when spent). Booking, moving and cancelling store the page's `?locale=` on the customer first
 * (../actions/page-locale.ts), so their e-mails are in it.
 */
import { precompile } from '@cabinetry/shared/contracts/validate';
import { appointmentCreateRequestSchema, type AvailableDay } from '@cabinetry/shared/contracts';
import { requireCustomer } from '@cabinetry/shared/server/auth';
import { HttpError } from '@cabinetry/shared/server/errors';
import type { JsonAnswer } from '@cabinetry/shared/server/routes';
import { bookAppointment } from '../actions/book-appointment';
import { cancelAppointment } from '../actions/cancel-appointment';
import { followPageLocale } from '../actions/page-locale';
import { rescheduleAppointment } from '../actions/reschedule-appointment';
import type { SchedulingDeps, SchedulingHandlers } from '../deps';
import { availabilityWindow, availableDays, parseStartDate } from '../domain/availability';
import { toAppointment } from '../domain/appointment-view';
import { publicBookingWindow } from '../domain/slot-rules';
import { type AppointmentDoc } from '../models/appointment';
import { seatsFor } from '../seats';

type AppointmentHandlers = Pick<
  SchedulingHandlers,
  'getAvailability' | 'getBookingWindow' | 'bookAppointment' | 'listCustomerAppointments' | 'cancelAppointment' | 'rescheduleAppointment'
>;

export function appointmentHandlers(deps: SchedulingDeps): AppointmentHandlers {
  const { appointments, customerAuth, now, availability } = deps;
  precompile(appointmentCreateRequestSchema); // not while the first rush of bookings waits

  return {
    getAvailability: async (c, { query, budget }) => {
      let start;
      try {
        start = parseStartDate(query.startDate);
      } catch (err) {
        throw new HttpError(400, (err as Error).message, { code: 'invalid_request' });
      }
      await budget.spendOnFirstSight(c, start ? start.toISODate()! : '');
      const body = await availability.days(start, async () => {
        const current = await availability.rules();
        const { from, to } = availabilityWindow(now(), start, current);
        return availableDays(now(), start, current, await seatsFor(deps, from, to));
      });
      // the cache's text is the JSON of the AvailableDay[] its compute resolves to (availability-cache.ts)
      const res: Response = c.body(body, 200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      return res as JsonAnswer<AvailableDay[]>;
    },

    getBookingWindow: async (c) => c.json(publicBookingWindow(now(), await availability.rules())),

    bookAppointment: async (c, { body, query }) => {
      await requireCustomer(c, body.customerId, customerAuth);
      const booked = await bookAppointment(deps, c, body, query.locale);
      return c.json(toAppointment(booked, await availability.rules()), 201);
    },

    listCustomerAppointments: async (c, { params: { customerId } }) => {
      await requireCustomer(c, customerId, customerAuth);
      const docs = await appointments.find({ customerId }).sort({ appointmentDate: -1 }).lean<AppointmentDoc[]>();
      const rules = await availability.rules();
      return c.json({ appointments: docs.map((doc) => toAppointment(doc, rules)) });
    },

    rescheduleAppointment: async (c, { params: { id }, body, query, budget }) => {
      const doc = await appointments.findById(id).lean<AppointmentDoc>();
      if (!doc) throw new HttpError(404, 'Appointment not found', { code: 'not_found' });
      await requireCustomer(c, doc.customerId, customerAuth);
      await budget.spend(c);
      await followPageLocale(deps, doc.customerId, query.locale);
      const moved = await rescheduleAppointment(deps, doc, body.appointmentDate);
      return c.json(toAppointment(moved, await availability.rules()));
    },

    cancelAppointment: async (c, { params: { id }, query, budget }) => {
      const doc = await appointments.findById(id).lean<AppointmentDoc>();
      if (!doc) throw new HttpError(404, 'Appointment not found', { code: 'not_found' });
      await requireCustomer(c, doc.customerId, customerAuth);
      await budget.spend(c);
      await followPageLocale(deps, doc.customerId, query.locale);
      return c.json({ success: true as const, appointment: toAppointment(await cancelAppointment(deps, doc, 'customer', now().toJSDate())) });
    },
  };
}
