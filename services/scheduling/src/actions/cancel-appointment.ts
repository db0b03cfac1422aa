/**
 * Cancelling an appointment — the one path the customer's DELETE, the manage link and staff's
 * cancel all take ('through the same jobs as customer cancellation'): the appointment
 * becomes 'cancelled' and inactive (its slot is free) with who cancelled it, the cancellation job
 * (calendar event removal, customer and admin e-mails) goes through the outbox, and the reminder
 * job leaves the queue; the availability caches of every replica and the slot's booking claim are
 * dropped, and the lead's pipeline hears of it (an outbox entry too). An appointment that has started can no longer be cancelled (staff mark it
 * completed or no-show instead); its customer cannot cancel it inside the rules' notice either
 * (../domain/change-notice.ts: they call the showroom, whose staff can).
 */
import { HttpError } from '@cabinetry/shared/server/errors';
import type { AvailabilityCache } from '../availability-cache';
import { assertOutsideNotice } from '../domain/change-notice';
import { whatsAppEntries } from '../domain/whatsapp-notices';
import type { Outbox } from '../jobs/outbox';
import { type AppointmentDoc, type AppointmentModel, pipelineEntry } from '../models/appointment';
import { claimKey, type SlotClaims } from '../slot-claims';
import type { SchedulingConfig } from '../config';

export const ALREADY_STARTED = 'This appointment has already started and can no longer be cancelled';

/**
 * Cancels `doc` at `now`; answers the appointment as stored afterwards (unchanged when it was no
 * longer active: cancelling twice is harmless). Throws HttpError 409 when it has started, or
 * 'change_too_late' when the customer cancels inside the notice.
 */
export async function cancelAppointment(
  { appointments, outbox, availability, claims, config }: { appointments: AppointmentModel; outbox: Outbox; availability: AvailabilityCache; claims: SlotClaims; config: Pick<SchedulingConfig, 'whatsapp'> },
  doc: AppointmentDoc,
  by: 'customer' | 'staff',
  now: Date,
): Promise<AppointmentDoc> {
  if (!doc.active) return doc;
  if (doc.appointmentDate <= now) throw new HttpError(409, ALREADY_STARTED, { code: 'appointment_started' });
  if (by === 'customer') assertOutsideNotice(await availability.rules(), doc.appointmentDate, now.getTime());
  const id = doc._id.toString();
  const updated = await appointments
    .findOneAndUpdate(
      { _id: id, active: true },
      {
        $set: { status: 'cancelled', active: false, cancelledAt: new Date(), cancelledBy: by },
        $push: { outbox: { $each: [{ kind: 'appointment-cancellation', enqueuedAt: null }, pipelineEntry('cancelled', doc.sequence ?? 0), ...whatsAppEntries(config.whatsapp !== null, 'cancelled', doc.appointmentDate, doc.sequence ?? 0, now.getTime())] } },
      },
      { returnDocument: 'after' },
    )
    .lean<AppointmentDoc>();
  if (!updated) return (await appointments.findById(id).lean<AppointmentDoc>()) ?? doc; // changed meanwhile
  await Promise.all([availability.changed(), claims.release(claimKey(updated.slotKey, updated.designerId ?? null))]);
  void outbox.flush(id);
  await outbox.dropReminder(id, updated.sequence ?? 0);
  return updated;
}
