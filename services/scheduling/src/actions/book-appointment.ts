/**
 * Booking an appointment (docs/product.md §7 "Appointments"), the customer's POST
 * /api/appointments. Only slots inside the booking window of the rules can be booked (400). Every
 * other attempt spends the client's booking budget first and must be admitted to the slot
 * (./claim-seat.ts: a crowd racing for one slot is refused 409 slot_taken after two Redis calls,
 * with no database read); then a customer who already holds an active appointment is answered 409 with it
 * (existingAppointment) before any slot claim, so repeating a booking neither is free nor takes a
 * slot from others. The slot goes to a free seat (../seats.ts): the showroom as one calendar when
 * it has no designers, else a designer free then, chosen by the assignment rules
 * (../domain/assignment.ts); a slot no seat is free for answers 409 before any write. Concurrent
 * bookings of one slot: each takes a short Redis claim (../slot-claims.ts) on the first seat of its
 * ranking nobody has claimed, and one with no seat left is refused at once, before any database
 * write; a booking that does not succeed gives its claim back. A seat never holds two active
 * appointments at one slot: the unique partial index on active (slot, designer) decides, not a
 * check-then-insert (and a booking overlapping another of the same seat on a different slot grid,
 * after the slot length changed, is withdrawn). A customer holds at most one active appointment
 * (409 with existingAppointment) and makes at most MAX_BOOKINGS_PER_DAY bookings per Beirut
 * calendar day (429 with Retry-After). A booking more than 24 hours ahead also queues its reminder;
 * every replica's availability cache hears of the change, and the lead's pipeline of the booking.
 */
import type { Context } from 'hono';
import type { AppointmentCreateRequest, CustomerLocale } from '@cabinetry/shared/contracts';
import { HttpError, isDuplicateKey } from '@cabinetry/shared/server/errors';
import { nextShowroomMidnight, SHOWROOM_ZONE } from '@cabinetry/shared/time';
import type { SchedulingDeps } from '../deps';
import { toAppointment, VIRTUAL_NOTES } from '../domain/appointment-view';
import { SLOT_TAKEN, withSeat } from './claim-seat';
import { followPageLocale } from './page-locale';
import { wantsReminder } from '../domain/reminder';
import { whatsAppEntries } from '../domain/whatsapp-notices';
import { parseBookableSlot, slotKey } from '../domain/slot-rules';
import { activeIntervals, type AppointmentDoc, CUSTOMER_INDEX, pipelineEntry } from '../models/appointment';

export { SLOT_TAKEN };
export const ALREADY_BOOKED = 'You already have an active appointment scheduled';
export const MAX_BOOKINGS_PER_DAY = 3;
export const DAILY_BOOKINGS_REACHED = `You can make at most ${MAX_BOOKINGS_PER_DAY} bookings a day. Please try again tomorrow.`;

/** 409 'already_booked', carrying the customer's active appointment where the spec puts it (top level), when known. */
function alreadyBooked(existing: AppointmentDoc | null): HttpError {
  return new HttpError(409, ALREADY_BOOKED, { code: 'already_booked', specFields: existing ? { existingAppointment: toAppointment(existing) } : {} });
}

/**
 * Throws 409 already_booked when `customerId` holds an active appointment, 429 (Retry-After) when
 * they made MAX_BOOKINGS_PER_DAY bookings this Beirut day; one read for both.
 */
async function vetCustomer({ appointments, now }: SchedulingDeps, customerId: string): Promise<void> {
  const today = now().setZone(SHOWROOM_ZONE).startOf('day');
  const own = await appointments.find({ customerId, $or: [{ active: true }, { createdAt: { $gte: today.toJSDate() } }] }).lean<AppointmentDoc[]>();
  const existing = own.find((doc) => doc.active);
  if (existing) throw alreadyBooked(existing);
  if (own.length >= MAX_BOOKINGS_PER_DAY) {
    const retryAfterSeconds = Math.ceil(nextShowroomMidnight(today).diff(now()).as('seconds'));
    const headers = { 'Retry-After': String(retryAfterSeconds) };
    throw new HttpError(429, DAILY_BOOKINGS_REACHED, { code: 'daily_bookings_reached', details: { retryAfterSeconds }, headers });
  }
}

/**
 * Books `body` (its customer already checked against the session) for the request `c`, which
 * spends the client's booking budget and carries Retry-After on the daily limit. Answers the stored
 * appointment; throws HttpError 400 (slot not bookable), 409 (slot taken, already booked) or 429.
 * `locale`, the booking page's language, is stored on the customer once the budget is spent, before
 * anything is queued (./page-locale.ts).
 */
export async function bookAppointment(deps: SchedulingDeps, c: Context, body: AppointmentCreateRequest, locale?: CustomerLocale): Promise<AppointmentDoc> {
  const { appointments, outbox, now, availability, google, budgets } = deps;
  const slot = parseBookableSlot(body.appointmentDate, now(), await availability.rules());
  if (!slot.ok) throw new HttpError(400, slot.error, { code: 'slot_unavailable' });
  await budgets.bookings.spend(c);
  await followPageLocale(deps, body.customerId, locale);
  const key = slotKey(slot.start);
  return withSeat(deps, slot, body.customerId, { vet: () => vetCustomer(deps, body.customerId) }, async (seat) => {
    const designerId = seat.designer?._id.toString() ?? null;
    const virtualNote = (await google.linked()) ? VIRTUAL_NOTES.invitation : VIRTUAL_NOTES.byEmail;
    let created;
    try {
      created = await appointments.create({
        customerId: body.customerId,
        createdAt: now().toJSDate(),
        appointmentType: body.appointmentType,
        appointmentDate: slot.start.toJSDate(),
        endDate: slot.end.toJSDate(),
        slotKey: key,
        designerId,
        designerName: seat.designer?.displayName ?? null,
        specialRequests: body.specialRequests?.trim() ?? '',
        status: 'confirmed',
        active: true,
        notificationNote: body.appointmentType === 'virtual' ? virtualNote : '',
        outbox: [
          { kind: 'appointment-confirmation', enqueuedAt: null },
          ...(wantsReminder(slot.start.toJSDate(), now().toMillis()) ? [{ kind: 'appointment-reminder' as const, enqueuedAt: null }] : []),
          pipelineEntry('booked', 0),
          ...whatsAppEntries(deps.config.whatsapp !== null, 'booked', slot.start.toJSDate(), 0, now().toMillis()),
        ],
      });
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
      if (String((err as Error).message).includes(CUSTOMER_INDEX)) {
        const winner = await appointments.findOne({ customerId: body.customerId, active: true }).lean<AppointmentDoc>();
        throw alreadyBooked(winner);
      }
      throw new HttpError(409, SLOT_TAKEN, { code: 'slot_taken' });
    }
    if ((await activeIntervals(appointments, slot.start, slot.end, { except: created._id.toString(), ...(designerId ? { designerId } : {}) })).length) {
      await appointments.deleteOne({ _id: created._id });
      await availability.changed(); // an answer computed meanwhile may show the withdrawn booking
      throw new HttpError(409, SLOT_TAKEN, { code: 'slot_taken' });
    }
    await availability.changed();
    void outbox.flush(created._id.toString());
    return created.toObject();
  });
}
