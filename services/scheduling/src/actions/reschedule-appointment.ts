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
 * of it. (A move onto a different slot grid after the slot length changed is not checked for
 * overlap, unlike a booking.)
 */
import { HttpError, isDuplicateKey } from '@cabinetry/shared/server/errors';
import type { SchedulingDeps } from '../deps';
import { wantsReminder } from '../domain/reminder';
import { parseBookableSlot, slotKey } from '../domain/slot-rules';
import type { AppointmentDoc, OutboxEntry } from '../models/appointment';
import { claimKey } from '../slot-claims';
import { claimSeat, SLOT_TAKEN } from './claim-seat';

const HOUR_MS = 3_600_000;

export const NOT_ACTIVE = 'This appointment has been cancelled or has taken place: it can no longer be changed';
export const SAME_SLOT = 'Your appointment is already at this time';
export const CHANGED_MEANWHILE = 'This appointment was changed meanwhile. Please reload it and try again.';
export const changeTooLate = (hours: number) => `Appointments can be changed up to ${hours} hours before they start. Please contact the showroom.`;
export const rescheduleLimit = (count: number) => `This appointment has already been moved ${count === 1 ? 'once' : `${count} times`}. Please contact the showroom to change it again.`;

/**
 * Moves `doc` to `appointmentDate` ('YYYY-MM-DDTHH:MM[:SS]+03:00'); answers the appointment as
 * stored afterwards. Throws HttpError 400 (not a bookable slot, or its own) or 409 (not active,
 * inside the notice, no moves left, slot taken, changed meanwhile).
 */
export async function rescheduleAppointment(deps: SchedulingDeps, doc: AppointmentDoc, appointmentDate: string): Promise<AppointmentDoc> {
  const { appointments, availability, claims, outbox, now } = deps;
  if (!doc.active) throw new HttpError(409, NOT_ACTIVE, { code: 'appointment_started' });
  const rules = await availability.rules();
  const noticeHours = rules.changeNoticeHours ?? 24;
  const maxReschedules = rules.maxReschedules ?? 2;
  if (doc.appointmentDate.getTime() - now().toMillis() < noticeHours * HOUR_MS) {
    throw new HttpError(409, changeTooLate(noticeHours), { code: 'change_too_late', details: { changeNoticeHours: noticeHours } });
  }
  const moves = doc.rescheduleCount ?? 0;
  if (moves >= maxReschedules) throw new HttpError(409, rescheduleLimit(moves), { code: 'reschedule_limit', details: { maxReschedules } });
  const slot = parseBookableSlot(appointmentDate, now(), rules);
  if (!slot.ok) throw new HttpError(400, slot.error, { code: 'slot_unavailable' });
  const key = slotKey(slot.start);
  if (key === doc.slotKey) throw new HttpError(400, SAME_SLOT, { code: 'slot_unavailable' });

  const id = doc._id.toString();
  const { seat, claim } = await claimSeat(deps, slot, doc.customerId, { prefer: doc.designerId, except: id });
  const sequence = (doc.sequence ?? 0) + 1;
  const queued: OutboxEntry[] = [
    { kind: 'appointment-rescheduled', enqueuedAt: null, sequence },
    ...(wantsReminder(slot.start.toJSDate(), now().toMillis()) ? [{ kind: 'appointment-reminder' as const, enqueuedAt: null }] : []),
  ];
  let moved: AppointmentDoc | null;
  try {
    moved = await appointments
      .findOneAndUpdate(
        // unchanged since read: a concurrent move or cancellation wins, this one is refused
        { _id: id, active: true, slotKey: doc.slotKey, sequence: doc.sequence ?? 0 },
        {
          $set: {
            appointmentDate: slot.start.toJSDate(),
            endDate: slot.end.toJSDate(),
            slotKey: key,
            designerId: seat.designer?._id.toString() ?? null,
            designerName: seat.designer?.displayName ?? null,
            previousAppointmentDate: doc.appointmentDate,
            rescheduleCount: moves + 1,
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
    await claims.release(claim);
    if (isDuplicateKey(err)) throw new HttpError(409, SLOT_TAKEN, { code: 'slot_taken' });
    throw err;
  }
  if (!moved) {
    await claims.release(claim);
    throw new HttpError(409, CHANGED_MEANWHILE, { code: 'appointment_changed' });
  }
  await Promise.all([availability.changed(), claims.release(claimKey(doc.slotKey, doc.designerId ?? null))]);
  await outbox.dropReminder(id);
  void outbox.flush(id);
  return moved;
}
