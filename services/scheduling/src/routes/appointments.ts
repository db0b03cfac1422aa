/**
 * docs/product.md §7 "Appointments": GET /available[?startDate], POST / (book), GET /{customerId}, DELETE /{id}.
 * Slots come from the availability rules in the database; a slot is unavailable when an active
 * appointment or a busy time of the linked Google calendar overlaps it. Answers and rules are
 * cached in every replica (../availability-cache.ts); a booking or cancellation announces the change.
 * Booking takes ../actions/book-appointment.ts, cancelling the shared cancel path. Per client IP,
 * booking, cancelling and asking for availability of distinct startDate values spend budgets
 * (429 when spent).
 */
import { Hono, type Context } from 'hono';
import type { DateTime } from 'luxon';
import { appointmentCreateRequestSchema } from '@cabinetry/shared/contracts';
import { precompile } from '@cabinetry/shared/contracts/validate';
import { HttpError, jsonBody, objectIdParam, requireCustomer } from '@cabinetry/shared/server';
import { bookAppointment } from '../actions/book-appointment';
import { cancelAppointment } from '../actions/cancel-appointment';
import type { SchedulingDeps } from '../deps';
import { availabilityWindow, availableDays, parseStartDate } from '../domain/availability';
import { toAppointment } from '../domain/appointment-view';
import { publicBookingWindow } from '../domain/slot-rules';
import { activeIntervals, type AppointmentDoc } from '../models/appointment';

export function appointmentRoutes(deps: SchedulingDeps): Hono {
  const { appointments, config, now, availability, busy, budgets } = deps;
  const app = new Hono();
  const secret = config.customerSessionSecret;
  precompile(appointmentCreateRequestSchema); // not while the first rush of bookings waits

  app.get('/available', async (c) => {
    let start: DateTime | null;
    try {
      start = parseStartDate(c.req.query('startDate'));
    } catch (err) {
      throw new HttpError(400, (err as Error).message, { code: 'invalid_request' });
    }
    await budgets.availabilityDates.spendOnFirstSight(c, start ? start.toISODate()! : '');
    const body = await availability.days(start, async () => {
      const current = await availability.rules();
      const { from, to } = availabilityWindow(now(), start, current);
      const [appointmentsTaken, busyTimes] = await Promise.all([activeIntervals(appointments, from, to), busy.get(from.toJSDate(), to.toJSDate())]);
      return availableDays(now(), start, current, [...appointmentsTaken, ...busyTimes]);
    });
    return c.body(body, 200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  });

  app.get('/booking-window', async (c) => c.json(publicBookingWindow(now(), await availability.rules())));

  app.post('/', async (c) => {
    const body = await jsonBody(c, appointmentCreateRequestSchema);
    requireCustomer(c, body.customerId, secret);
    return c.json(toAppointment(await bookAppointment(deps, c, body)), 201);
  });

  app.get('/:customerId', async (c) => {
    const customerId = objectIdParam(c, 'customerId');
    requireCustomer(c, customerId, secret);
    const docs = await appointments.find({ customerId }).sort({ appointmentDate: -1 }).lean<AppointmentDoc[]>();
    return c.json({ appointments: docs.map(toAppointment) });
  });

  app.delete('/:id', async (c: Context) => {
    const id = objectIdParam(c, 'id');
    const doc = await appointments.findById(id).lean<AppointmentDoc>();
    if (!doc) throw new HttpError(404, 'Appointment not found', { code: 'not_found' });
    requireCustomer(c, doc.customerId, secret);
    await budgets.cancels.spend(c);
    return c.json({ success: true, appointment: toAppointment(await cancelAppointment(deps, doc, 'customer', now().toJSDate())) });
  });

  return app;
}
