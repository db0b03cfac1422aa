/**
 * docs/product.md §7 "Appointments": GET /available[?startDate], POST / (book), GET /{customerId}, DELETE /{id}.
 * Slots come from the availability rules in the database; a slot is unavailable when an active
 * appointment or a busy time of the linked Google calendar overlaps it. Answers and rules are
 * cached in every replica (../availability-cache.ts); a booking or cancellation announces the change.
 * Concurrent bookings of one slot: the first takes a short Redis claim (../slot-claims.ts) and the
 * others are refused at once, before any database work. A slot can never be booked
 * twice: the unique partial index on active slots decides, not a check-then-insert (and a booking
 * overlapping another of a different slot grid, after the slot length changed, is withdrawn).
 * A customer holds at most one active appointment (409 with existingAppointment) and makes at most
 * MAX_BOOKINGS_PER_DAY bookings per Beirut calendar day (429). Only slots inside the booking window
 * of the rules can be booked (400). A booking more than 24 hours ahead also queues its reminder;
 * cancelling takes the shared cancel path. Per client IP, booking, cancelling and asking
 * for availability of distinct startDate values spend budgets (429 when spent).
 */
import { Hono, type Context } from 'hono';
import type { DateTime } from 'luxon';
import { appointmentCreateRequestSchema, precompile } from '@cabinetry/shared/contracts';
import { HttpError, isDuplicateKey, jsonBody, objectIdParam, requireCustomer } from '@cabinetry/shared/server';
import { cancelAppointment } from '../actions/cancel-appointment';
import type { SchedulingDeps } from '../app';
import { availabilityWindow, availableDays, overlapsAny, parseStartDate, type Interval } from '../domain/availability';
import { VIRTUAL_NOTES, toAppointment } from '../domain/appointment-view';
import { SHOWROOM_ZONE } from '@cabinetry/shared/time';
import { parseBookableSlot, publicBookingWindow, slotKey } from '../domain/slot-rules';
import { wantsReminder } from '../domain/reminder';
import { CUSTOMER_INDEX, type AppointmentDoc } from '../models/appointment';

export const SLOT_TAKEN = 'This time slot has just been booked. Please choose another time.';
export const ALREADY_BOOKED = 'You already have an active appointment scheduled';
export const MAX_BOOKINGS_PER_DAY = 3;
export const DAILY_BOOKINGS_REACHED = `You can make at most ${MAX_BOOKINGS_PER_DAY} bookings a day. Please try again tomorrow.`;

/** Hono variables of these routes: the slot a booking claimed, once it has. */
type ClaimEnv = { Variables: { claimedSlot?: string } };

export function appointmentRoutes(deps: SchedulingDeps): Hono<ClaimEnv> {
  const { appointments, outbox, config, now, availability, claims, google, busy, budgets } = deps;
  const app = new Hono<ClaimEnv>();
  const secret = config.customerSessionSecret;
  precompile(appointmentCreateRequestSchema); // not while the first rush of bookings waits

  const activeOf = (customerId: string) => appointments.findOne({ customerId, active: true }).lean<AppointmentDoc>();

  /** Active appointments overlapping [from, to), as intervals. */
  async function taken(from: DateTime | Date, to: DateTime | Date, except?: string): Promise<Interval[]> {
    const docs = await appointments
      .find({ active: true, appointmentDate: { $lt: new Date(+to) }, endDate: { $gt: new Date(+from) }, ...(except ? { _id: { $ne: except } } : {}) }, { appointmentDate: 1, endDate: 1 })
      .lean();
    return docs.map((d) => ({ start: d.appointmentDate.getTime(), end: d.endDate.getTime() }));
  }

  app.get('/available', async (c) => {
    let start: DateTime | null;
    try {
      start = parseStartDate(c.req.query('startDate'));
    } catch (err) {
      throw new HttpError(400, (err as Error).message);
    }
    await budgets.availabilityDates.spendOnFirstSight(c, start ? start.toISODate()! : '');
    const body = await availability.days(start, async () => {
      const current = await availability.rules();
      const { from, to } = availabilityWindow(now(), start, current);
      const [appointmentsTaken, busyTimes] = await Promise.all([taken(from, to), busy.get(from.toJSDate(), to.toJSDate())]);
      return availableDays(now(), start, current, [...appointmentsTaken, ...busyTimes]);
    });
    return c.body(body, 200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  });

  app.get('/booking-window', async (c) => c.json(publicBookingWindow(now(), await availability.rules())));

  // a booking that does not succeed gives its slot claim back
  app.post('/', async (c, next) => {
    await next();
    const claimed = c.get('claimedSlot');
    if (claimed && c.res.status !== 201) await claims.release(claimed);
  });

  app.post('/', async (c) => {
    const body = await jsonBody(c, appointmentCreateRequestSchema);
    requireCustomer(c, body.customerId, secret);
    const slot = parseBookableSlot(body.appointmentDate, now(), await availability.rules());
    if (!slot.ok) throw new HttpError(400, slot.error);
    if (!(await claims.claim(slotKey(slot.start)))) throw new HttpError(409, SLOT_TAKEN);
    c.set('claimedSlot', slotKey(slot.start));

    const existing = await activeOf(body.customerId);
    if (existing) throw new HttpError(409, ALREADY_BOOKED, { existingAppointment: toAppointment(existing) });
    const today = now().setZone(SHOWROOM_ZONE).startOf('day');
    if ((await appointments.countDocuments({ customerId: body.customerId, createdAt: { $gte: today.toJSDate() } })) >= MAX_BOOKINGS_PER_DAY) {
      c.header('Retry-After', String(Math.ceil(today.plus({ days: 1 }).diff(now()).as('seconds'))));
      throw new HttpError(429, DAILY_BOOKINGS_REACHED);
    }
    await budgets.bookings.spend(c);
    const day = slot.start.startOf('day');
    if (overlapsAny(slot.start.toMillis(), slot.end.toMillis(), await busy.get(day.toJSDate(), day.plus({ days: 1 }).toJSDate()))) {
      throw new HttpError(409, SLOT_TAKEN);
    }
    const virtualNote = (await google.linked()) ? VIRTUAL_NOTES.invitation : VIRTUAL_NOTES.byEmail;
    let created;
    try {
      created = await appointments.create({
        customerId: body.customerId,
        createdAt: now().toJSDate(),
        appointmentType: body.appointmentType,
        appointmentDate: slot.start.toJSDate(),
        endDate: slot.end.toJSDate(),
        slotKey: slotKey(slot.start),
        specialRequests: body.specialRequests?.trim() ?? '',
        status: 'confirmed',
        active: true,
        notificationNote: body.appointmentType === 'virtual' ? virtualNote : '',
        outbox: [
          { kind: 'appointment-confirmation', enqueuedAt: null },
          ...(wantsReminder(slot.start.toJSDate(), now().toMillis()) ? [{ kind: 'appointment-reminder' as const, enqueuedAt: null }] : []),
        ],
      });
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
      if (String((err as Error).message).includes(CUSTOMER_INDEX)) {
        const winner = await activeOf(body.customerId);
        throw new HttpError(409, ALREADY_BOOKED, winner ? { existingAppointment: toAppointment(winner) } : {});
      }
      throw new HttpError(409, SLOT_TAKEN);
    }
    if ((await taken(slot.start, slot.end, created._id.toString())).length) {
      await appointments.deleteOne({ _id: created._id });
      await availability.changed(); // an answer computed meanwhile may show the withdrawn booking
      throw new HttpError(409, SLOT_TAKEN);
    }
    await availability.changed();
    void outbox.flush(created._id.toString());
    return c.json(toAppointment(created.toObject()), 201);
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
    if (!doc) throw new HttpError(404, 'Appointment not found');
    requireCustomer(c, doc.customerId, secret);
    await budgets.cancels.spend(c);
    return c.json({ success: true, appointment: toAppointment(await cancelAppointment(deps, doc, 'customer', now().toJSDate())) });
  });

  return app;
}
