/**
 * Transactional outbox for notification jobs: a booking stores its job in `appointment.outbox`
 * with the appointment itself, then hands it to BullMQ (deterministic jobId, so a repeated hand-off
 * never creates a second job). A sweeper re-tries entries Redis did not take, e.g. while it was down.
 */
import { Queue } from 'bullmq';
import {
  NOTIFICATIONS_QUEUE,
  logger,
  notificationJobId,
  redisConnection,
  type NotificationJob,
} from '@cabinetry/shared/server';
import type { AppointmentModel } from '../models/appointment';

export interface Outbox {
  /** Hands every pending entry of one appointment to the queue; never throws. */
  flush(appointmentId: string): Promise<void>;
  /** Hands every pending entry of all appointments to the queue; returns how many were enqueued. */
  sweep(): Promise<number>;
  close(): Promise<void>;
  healthy(): Promise<boolean>;
}

const JOB_OPTIONS = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 2_000 },
  removeOnComplete: { age: 7 * 24 * 3600 },
  removeOnFail: { age: 30 * 24 * 3600 },
} as const;

/** Sweep period in ms. */
export const SWEEP_INTERVAL_MS = 5_000;

export function createOutbox(redisUrl: string, appointments: AppointmentModel): Outbox {
  // enableOfflineQueue false: while Redis is down, add() fails at once instead of hanging a request.
  const queue = new Queue<NotificationJob>(NOTIFICATIONS_QUEUE, {
    connection: { ...redisConnection(redisUrl), enableOfflineQueue: false, maxRetriesPerRequest: 1 },
  });
  queue.on('error', (err) => logger.warn({ err: err.message }, 'notification queue unavailable'));

  async function enqueue(appointmentId: string, kind: NotificationJob['kind']): Promise<boolean> {
    const job: NotificationJob = { kind, appointmentId };
    try {
      await queue.add(kind, job, { ...JOB_OPTIONS, jobId: notificationJobId(job) });
    } catch (err) {
      logger.warn({ err: (err as Error).message, appointmentId, kind }, 'enqueue failed; the outbox sweeper will retry');
      return false;
    }
    await appointments.updateOne(
      { _id: appointmentId },
      { $set: { 'outbox.$[entry].enqueuedAt': new Date() } },
      { arrayFilters: [{ 'entry.kind': kind, 'entry.enqueuedAt': null }] },
    );
    return true;
  }

  async function flushDoc(doc: { _id: { toString(): string }; outbox: { kind: NotificationJob['kind']; enqueuedAt: Date | null }[] }) {
    let count = 0;
    for (const entry of doc.outbox) {
      if (!entry.enqueuedAt && (await enqueue(doc._id.toString(), entry.kind))) count++;
    }
    return count;
  }

  return {
    async flush(appointmentId) {
      const doc = await appointments.findById(appointmentId, { outbox: 1 }).lean();
      if (doc) await flushDoc(doc);
    },
    async sweep() {
      const pending = await appointments.find({ outbox: { $elemMatch: { enqueuedAt: null } } }, { outbox: 1 }).limit(500).lean();
      let count = 0;
      for (const doc of pending) count += await flushDoc(doc);
      return count;
    },
    async close() {
      await queue.close();
    },
    async healthy() {
      try {
        await queue.getJobCounts('waiting');
        return true;
      } catch {
        return false;
      }
    },
  };
}

/** Runs `outbox.sweep()` every SWEEP_INTERVAL_MS; returns a stop function. */
export function startOutboxSweeper(outbox: Outbox): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    outbox
      .sweep()
      .then((n) => n && logger.info({ enqueued: n }, 'outbox sweeper enqueued pending notifications'))
      .catch((err) => logger.warn({ err: (err as Error).message }, 'outbox sweep failed'))
      .finally(() => (running = false));
  }, SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
