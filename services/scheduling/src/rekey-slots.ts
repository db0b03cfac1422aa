/**
 * The upgrade to the showroom zone's real clock (issue 35), run by every scheduling replica on
 * start: slot keys (the double-booking index's field, see slotKey) were '+03:00' wall times,
 * 'YYYY-MM-DDTHH:MM'; they are now UTC instants, 'YYYY-MM-DDTHH:MMZ'. Active appointments with an
 * old key get the key of their stored instant (appointmentDate itself never changes), so a new
 * booking at the same instant meets them in the index. Idempotent: replicas running it at once
 * write the same values; an appointment moved meanwhile (its appointmentDate changed) is left to the move.
 */
import { DateTime } from 'luxon';
import type { Types } from 'mongoose';
import { logger } from '@cabinetry/shared/server/logger';
import type { SchedulingDeps } from './deps';
import { slotKey } from './domain/slot-rules';

/** Keys written before this upgrade: no 'Z'. */
const OLD_KEY = '^[^Z]*$';

/** Rewrites the old slot keys of active appointments from their instants; answers how many it rewrote. */
export async function rekeySlots({ appointments }: Pick<SchedulingDeps, 'appointments'>): Promise<number> {
  const old = await appointments.find({ active: true, slotKey: { $regex: OLD_KEY } }, { _id: 1, appointmentDate: 1 }).lean<{ _id: Types.ObjectId; appointmentDate: Date }[]>();
  if (old.length === 0) return 0;
  const result = await appointments.bulkWrite(
    old.map((doc) => ({
      updateOne: {
        filter: { _id: doc._id, appointmentDate: doc.appointmentDate, slotKey: { $regex: OLD_KEY } },
        update: { $set: { slotKey: slotKey(DateTime.fromJSDate(doc.appointmentDate)) } },
      },
    })),
    { ordered: false },
  );
  logger.info({ rekeyed: result.modifiedCount }, 'upgrade: slot keys of active appointments are UTC instants now');
  return result.modifiedCount;
}
