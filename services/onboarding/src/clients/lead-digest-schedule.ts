/**
 * Schedules the lead owners' morning digest (issue 39 item 3) on the scheduling worker's
 * `notifications` queue: one BullMQ job scheduler per first opening time of the week
 * (domain/pipeline.ts digestSchedules over LEAD_OPENING_HOURS), in the showroom's time zone, so
 * the digest goes out at opening time on open days whatever the season. Idempotent (every start
 * upserts the same ids); schedulers of opening times no longer configured are removed.
 */
import { Queue } from 'bullmq';
import { LEAD_DIGEST_SCHEDULER_PREFIX, type LeadDigestJob, NOTIFICATIONS_QUEUE, redisConnection } from '@cabinetry/shared/server/queues';
import { SHOWROOM_TIME_ZONE, type WeeklyHours } from '@cabinetry/shared/time';
import { digestSchedules } from '../domain/pipeline';

/** Upserts the digest's schedulers for `hours` on the queue at `redisUrl`; answers their patterns by id. */
export async function scheduleLeadDigest(redisUrl: string, hours: WeeklyHours): Promise<Map<string, string>> {
  const queue = new Queue<LeadDigestJob>(NOTIFICATIONS_QUEUE, { connection: redisConnection(redisUrl) });
  try {
    const wanted = digestSchedules(hours, LEAD_DIGEST_SCHEDULER_PREFIX);
    for (const { key } of await queue.getJobSchedulers()) {
      if (key.startsWith(LEAD_DIGEST_SCHEDULER_PREFIX) && !wanted.some((w) => w.id === key)) await queue.removeJobScheduler(key);
    }
    for (const { id, pattern } of wanted) {
      await queue.upsertJobScheduler(id, { pattern, tz: SHOWROOM_TIME_ZONE }, { name: 'lead-digest', data: { kind: 'lead-digest' }, opts: { attempts: 5, backoff: { type: 'exponential', delay: 60_000 } } });
    }
    return new Map(wanted.map((w) => [w.id, w.pattern]));
  } finally {
    await queue.close();
  }
}
