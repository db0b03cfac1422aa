/**
 * Who can take the slots of a window (../domain/availability.ts Seat): with no active designer the
 * showroom as one calendar, blocked by every active appointment and the linked calendar's busy
 * times (the product before designers); else each active designer, blocked by their own
 * appointments, those booked before designers existed, the showroom calendar's busy times and their
 * own calendar's (through their own Google account when they connected one, else by e-mail address
 * through the showroom's; one freebusy query per account, through the busy-times cache).
 */
import type { DateTime } from 'luxon';
import type { SchedulingDeps } from './deps';
import type { Seat } from './domain/availability';
import { ownCalendarKey } from './google/busy-times';
import { SHOWROOM_CALENDAR } from './google/calendar';
import { activeIntervals } from './models/appointment';
import type { DesignerDoc } from './models/designer';

/** A seat and the designer it is (null: the showroom as one calendar). */
export interface DesignerSeat extends Seat {
  designer: DesignerDoc | null;
}

/**
 * The seats of [from, to) (showroom midnights); reads the designers, the window's appointments
 * (all but `except`, an appointment id) and busy times.
 */
export async function seatsFor(
  { appointments, designers, busy, google }: Pick<SchedulingDeps, 'appointments' | 'designers' | 'busy' | 'google'>,
  from: DateTime,
  to: DateTime,
  except?: string,
): Promise<DesignerSeat[]> {
  const [active, taken] = await Promise.all([designers.find({ isActive: true }).lean<DesignerDoc[]>(), activeIntervals(appointments, from, to, { except })]);
  const connected = await google.designerAccounts(active.map((d) => d._id.toString()));
  const calendars = [SHOWROOM_CALENDAR, ...active.filter((d) => !connected.has(d._id.toString())).map((d) => d.email)];
  const busyTimes = await busy.get(from.toJSDate(), to.toJSDate(), calendars, [...connected.keys()]);
  /** The designer's calendar: their own account's when they connected one, else read by e-mail through the showroom's. */
  const ownBusy = (d: DesignerDoc) => busyTimes.get(connected.has(d._id.toString()) ? ownCalendarKey(d._id.toString()) : d.email) ?? [];
  const showroomBusy = busyTimes.get(SHOWROOM_CALENDAR) ?? [];
  if (!active.length) return [{ designer: null, hours: null, blocked: [...taken, ...showroomBusy] }];
  const everyone = [...taken.filter((t) => t.designerId === null), ...showroomBusy];
  return active.map((designer) => {
    const id = designer._id.toString();
    return {
      designer,
      hours: { weeklyHours: designer.weeklyHours, daysOff: designer.daysOff },
      blocked: [...everyone, ...taken.filter((t) => t.designerId === id), ...ownBusy(designer)],
    };
  });
}
