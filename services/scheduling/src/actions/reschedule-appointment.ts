/**
 * Moving an appointment (issue 23 "Rescheduling"), the customer's POST /api/appointments/{id}/reschedule
 * and the manage link's: in one step the appointment moves to another free slot (its designer when
 * free then, else one chosen by the assignment rules) or stays exactly as it was. The new seat is
 * claimed as a booking claims it (./claim-seat.ts); the move is one conditional update of the
 * appointment, so the customer never holds two slots, and the unique index on active (slot,
 * designer) refuses a seat taken meanwhile (409 slot_taken, the old appointment kept). Refused
 * within the rules' notice before the appointment (changeNoticeHours, 409 change_too_late) and
 * after maxReschedules moves (409 reschedule_limit). The move queues one 'appointment-rescheduled'
 * job (the worker patches the Google event in place and e-mails the updated .ics: same UID, SEQUENCE
 * one higher) and the reminder again for the new time; every replica's availability cache hears
 * of it. A move onto a different slot grid (the slot length changed since the booking) never
 * overlaps another appointment of the designer: busy seats are not offered, and a move that
 * overlaps one written meanwhile is put back (409 slot_taken), as a booking is withdrawn.
 * Staff (POST /api/admin/appointments/{id}/move) move and reassign through the same path, to a
 * designer they name or by the rules, unbound by the notice and the customer's moves (which their
 * moves do not spend).
 */
import { HttpError, isDuplicateKey } from '@cabinetry/shared/server/errors';
import type { SchedulingDeps } from '../deps';
import { wantsReminder } from '../domain/reminder';
import { whatsAppEntries } from '../domain/whatsapp-notices';
import { assertOutsideNotice } from '../domain/change-notice';
import { parseBookableSlot, slotKey } from '../domain/slot-rules';
import { activeIntervals, type AppointmentDoc, type OutboxEntry } from '../models/appointment';
import { claimKey } from '../slot-claims';
import { SLOT_TAKEN, withSeat } from './claim-seat';

export const NOT_ACTIVE = 'This appointment has been cancelled or has taken place: it can no longer be changed';
export const SAME_SLOT = 'Your appointment is already at this time';
export const CHANGED_MEANWHILE = 'This appointment was changed meanwhile. Please reload it and try again.';
export const rescheduleLimit = (count: number) => `This appointment has already been moved ${count === 1 ? 'once' : `${count} times`}. Please contact the showroom to change it again.`;

/** Who moves the appointment: its customer (bound by the notice and moves allowed), or staff (optionally onto a named designer). */
export type Mover = { by: 'customer' } | { by: 'staff'; designerId?: string };

/**
 * Moves `doc` to `appointmentDate` ('YYYY-MM-DDTHH:MM[:SS]' with an explicit offset), for staff also or only to
 * another designer; answers the appointment as stored afterwards. Throws HttpError 400 (not a
 * bookable slot, or its own time and designer) or 409 (not active, inside the notice, no moves
 * left, slot or named designer taken, changed meanwhile).
 */
export async function rescheduleAppointment(deps: SchedulingDeps, doc: AppointmentDoc, appointmentDate: string, mover: Mover = { by: 'customer' }): Promise<AppointmentDoc> {
  const { appointments, availability, claims, outbox, now } = deps;
  if (!doc.active) throw new HttpError(409, NOT_ACTIVE, { code: 'appointment_inactive' });
  const rules = await availability.rules();
  const moves = doc.rescheduleCount ?? 0;
  if (mover.by === 'customer') {
    assertOutsideNotice(rules, doc.appointmentDate, now().toMillis());
    const maxReschedules = rules.maxReschedules ?? 2;
    if (moves >= maxReschedules) throw new HttpError(409, rescheduleLimit(moves), { code: 'reschedule_limit', details: { maxReschedules } });
  }
  const slot = parseBookableSlot(appointmentDate, now(), rules);
  if (!slot.ok) throw new HttpError(400, slot.error, { code: 'slot_unavailable' });
  const key = slotKey(slot.start);
  const only = mover.by === 'staff' ? mover.designerId : undefined;
  if (key === doc.slotKey && (!only || only === doc.designerId)) throw new HttpError(400, SAME_SLOT, { code: 'slot_unavailable' });

  const id = doc._id.toString();
  const sequence = (doc.sequence ?? 0) + 1;
  const queued: OutboxEntry[] = [
    { kind: 'appointment-rescheduled', enqueuedAt: null, sequence },
    ...(wantsReminder(slot.start.toJSDate(), now().toMillis()) ? [{ kind: 'appointment-reminder' as const, enqueuedAt: null }] : []),
    ...whatsAppEntries(deps.config.whatsapp !== null, 'moved', slot.start.toJSDate(), sequence, now().toMillis()),
  ];
  const moved = await withSeat(deps, slot, doc.customerId, only ? { only, except: id } : { prefer: doc.designerId, except: id }, async (seat) => {
    const designerId = seat.designer?._id.toString() ?? null;
    let updated: AppointmentDoc | null;
    try {
      updated = await appointments
        .findOneAndUpdate(
          // unchanged since read: a concurrent move or cancellation wins, this one is refused
          { _id: id, active: true, slotKey: doc.slotKey, designerId: doc.designerId ?? null, sequence: doc.sequence ?? 0 },
          {
            $set: {
              appointmentDate: slot.start.toJSDate(),
              endDate: slot.end.toJSDate(),
              slotKey: key,
              designerId,
              designerName: seat.designer?.displayName ?? null,
              previousAppointmentDate: doc.appointmentDate,
              rescheduleCount: mover.by === 'customer' ? moves + 1 : moves,
              sequence,
            },
            $push: { outbox: { $each: queued } },
            // a reminder of the old time that already went out must not stop the new one
            $pull: { emailsSent: { kind: 'appointment-reminder:customer' } },
          },
          { returnDocument: 'after' },
        )
        .lean<AppointmentDoc>();
    } catch (err) {
      if (isDuplicateKey(err)) throw new HttpError(409, SLOT_TAKEN, { code: 'slot_taken' });
      throw err;
    }
    if (!updated) throw new HttpError(409, CHANGED_MEANWHILE, { code: 'appointment_changed' });
    if ((await activeIntervals(appointments, slot.start, slot.end, { except: id, ...(designerId ? { designerId } : {}) })).length) {
      await putBack(deps, doc, sequence);
      throw new HttpError(409, SLOT_TAKEN, { code: 'slot_taken' });
    }
    return updated;
  });
  await Promise.all([availability.changed(), claims.release(claimKey(doc.slotKey, doc.designerId ?? null))]);
  await outbox.dropReminder(id, doc.sequence ?? 0);
  void outbox.flush(id);
  return moved;
}

/**
 * Undoes a move (to `sequence`) that overlaps an appointment of the same designer written meanwhile
 * on another slot grid: `doc`'s time, designer and counters again, the move's queued jobs unqueued
 * (nothing has flushed them yet: flushing follows this check).
 */
async function putBack({ appointments, availability }: SchedulingDeps, doc: AppointmentDoc, sequence: number): Promise<void> {
  const { appointmentDate, endDate, slotKey: key, designerId, designerName, previousAppointmentDate, rescheduleCount, emailsSent } = doc;
  await appointments.updateOne(
    { _id: doc._id, sequence },
    {
      $set: { appointmentDate, endDate, slotKey: key, designerId: designerId ?? null, designerName: designerName ?? null, previousAppointmentDate: previousAppointmentDate ?? null, rescheduleCount: rescheduleCount ?? 0, sequence: doc.sequence ?? 0, emailsSent },
      $pull: { outbox: { enqueuedAt: null, kind: { $in: ['appointment-rescheduled', 'appointment-reminder', 'whatsapp-message'] } } },
    },
  );
  await availability.changed(); // an answer computed meanwhile may show the withdrawn move
}
