/**
 * GET /api/admin/appointments/no-shows?weeks (1-52, default 12; admins only, the table's access)
 * → NoShowWeek[] (issue 38 item 7): for each of the last `weeks` Beirut weeks (oldest first, the
 * current one included), the appointments due to take place in it (not cancelled, started by now)
 * and how many were marked no-show, in all, per designer (by the name they were booked with;
 * SHOWROOM without one) and per reminder channel (REMINDER_CHANNEL). One aggregation on the
 * appointments' (appointmentDate, status, designerName, remindedOnWhatsApp) index.
 */
import { NO_SHOW_WEEKS_DEFAULT, type NoShowWeek, REMINDER_CHANNELS, type ReminderChannel } from '@cabinetry/shared/contracts';
import { bucketOf } from '@cabinetry/shared/server/buckets';
import type { SchedulingDeps, SchedulingHandlers } from '../deps';
import { showroomWeekStarts } from '../domain/slot-rules';
import { SHOWROOM } from './admin-appointments';

/**
 * The channel an appointment's customer was reminded on, as an aggregation expression: 'whatsapp'
 * when a WhatsApp reminder of it was sent (remindedOnWhatsApp, set by jobs/whatsapp-send.ts), else
 * 'email' (reminded by e-mail only).
 */
export const REMINDER_CHANNEL = { $cond: [{ $eq: ['$remindedOnWhatsApp', true] }, 'whatsapp', 'email'] };

interface Group {
  week: number;
  designerName: string | null;
  channel: ReminderChannel;
  held: number;
  noShows: number;
}

/** Sums `held` and `noShows` of `groups` by `key`, keys sorted by `order` (or alphabetically). */
function rollUp<K extends string>(groups: Group[], key: (g: Group) => K, order?: readonly K[]): { key: K; held: number; noShows: number }[] {
  const sums = new Map<K, { held: number; noShows: number }>();
  for (const g of groups) {
    const sum = sums.get(key(g)) ?? { held: 0, noShows: 0 };
    sums.set(key(g), { held: sum.held + g.held, noShows: sum.noShows + g.noShows });
  }
  const keys = order ? order.filter((k) => sums.has(k)) : [...sums.keys()].sort((a, b) => a.localeCompare(b));
  return keys.map((k) => ({ key: k, ...sums.get(k)! }));
}

export function adminNoShowHandlers({ appointments, now }: SchedulingDeps): Pick<SchedulingHandlers, 'getNoShowStats'> {
  const getNoShowStats: SchedulingHandlers['getNoShowStats'] = async (c, { query: { weeks } }) => {
    const at = now();
    const starts = showroomWeekStarts(at, Number(weeks ?? NO_SHOW_WEEKS_DEFAULT)).map((s) => ({ label: s.toFormat('yyyy-MM-dd'), start: s.toJSDate() }));
    const groups = await appointments.aggregate<Group>([
      { $match: { appointmentDate: { $gte: starts[0].start, $lt: at.toJSDate() }, status: { $ne: 'cancelled' } } },
      {
        $group: {
          _id: { week: bucketOf('$appointmentDate', starts), designerName: '$designerName', channel: REMINDER_CHANNEL },
          held: { $sum: 1 },
          noShows: { $sum: { $cond: [{ $eq: ['$status', 'no-show'] }, 1, 0] } },
        },
      },
      { $project: { _id: 0, week: '$_id.week', designerName: { $ifNull: ['$_id.designerName', null] }, channel: '$_id.channel', held: 1, noShows: 1 } },
    ]);
    const rows = starts.map(({ label }, i): NoShowWeek => {
      const mine = groups.filter((g) => g.week === i);
      const [total] = rollUp(mine, () => 'all');
      return {
        weekStart: label,
        held: total?.held ?? 0,
        noShows: total?.noShows ?? 0,
        byDesigner: rollUp(mine, (g) => g.designerName ?? SHOWROOM).map(({ key, ...rate }) => ({ designerName: key, ...rate })),
        byChannel: rollUp(mine, (g) => g.channel, REMINDER_CHANNELS).map(({ key, ...rate }) => ({ channel: key, ...rate })),
      };
    });
    c.header('Cache-Control', 'no-store');
    return c.json<NoShowWeek[]>(rows);
  };
  return { getNoShowStats };
}
