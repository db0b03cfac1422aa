/**
 * The retention sweep (issue 24 item 5; docs/operations.md "Retention"): a job scheduler on
 * PRIVACY_QUEUE runs it every day at 00:00 UTC (02:00 in Beirut in winter, 03:00 in summer). Abandoned drafts (customers who
 * never completed the wizard nor booked, with no activity for DRAFT_RETENTION_DAYS) are erased the
 * way staff erase a customer: each gets an erasure job (reason 'retention'). Onboarding names the
 * candidates (GET /internal/stale-drafts); any customer who ever held an appointment here, even a
 * cancelled one, is kept.
 */
import type { Queue } from 'bullmq';
import { INTERNAL_TOKEN_HEADER } from '@cabinetry/shared/server/auth';
import { type ErasureQueue, type PrivacyJob } from '@cabinetry/shared/server/erasure';
import { logger } from '@cabinetry/shared/server/logger';
import { INTERNAL_CALL_TIMEOUT_MS } from '@cabinetry/shared/server/timeouts';
import type { SchedulingConfig } from '../config';
import type { AppointmentModel } from '../models/appointment';

const DAY_MS = 24 * 3600 * 1000;

/** The sweep's job scheduler: daily at midnight UTC. */
export const RETENTION_SCHEDULER = { id: 'retention-sweep', pattern: '0 0 * * *' } as const;

export interface RetentionDeps {
  config: Pick<SchedulingConfig, 'onboardingUrl' | 'internalToken' | 'draftRetentionDays'>;
  appointments: AppointmentModel;
  erasures: ErasureQueue;
  /** The sweep's clock: a job's data names no day (no date or scope is taken from a queued job). */
  now: () => Date;
}

/**
 * Runs one sweep as of `now()`; answers how many erasures it queued. Throws when onboarding does
 * not answer (the job is retried). Anything else in the job's data (e.g. an `asOf` day written by
 * whoever can reach Redis) is ignored: a forged job cannot bring drafts' erasure forward.
 */
export async function sweepStaleDrafts({ config, appointments, erasures, now }: RetentionDeps): Promise<number> {
  const inactiveSince = new Date(now().getTime() - config.draftRetentionDays * DAY_MS).toISOString();
  const res = await fetch(`${config.onboardingUrl}/internal/stale-drafts?inactiveSince=${encodeURIComponent(inactiveSince)}`, {
    headers: { [INTERNAL_TOKEN_HEADER]: config.internalToken },
    signal: AbortSignal.timeout(INTERNAL_CALL_TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`onboarding answered ${res.status} for the stale drafts`);
  const { customerIds } = (await res.json()) as { customerIds: string[] };
  const booked = new Set((await appointments.distinct('customerId', { customerId: { $in: customerIds } })).map(String));
  const stale = customerIds.filter((id) => !booked.has(id));
  for (const id of stale) await erasures.request(id, 'retention');
  logger.info({ inactiveSince, erasures: stale.length }, 'retention sweep');
  return stale.length;
}

/** Schedules the daily sweep on `queue` (idempotent: every worker start upserts the same scheduler). */
export async function scheduleRetentionSweep(queue: Queue<PrivacyJob>): Promise<void> {
  await queue.upsertJobScheduler(RETENTION_SCHEDULER.id, { pattern: RETENTION_SCHEDULER.pattern }, { name: 'retention-sweep', data: { kind: 'retention-sweep' }, opts: { attempts: 5, backoff: { type: 'exponential', delay: 60_000 } } });
}
