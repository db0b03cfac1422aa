/**
 * Transactional outbox for notification jobs: a booking stores its jobs in `appointment.outbox`
 * with the appointment itself, then hands them to BullMQ (deterministic jobId, so a repeated hand-off
 * never creates a second job). A sweeper re-tries entries Redis did not take, e.g. while it was down.
 * The reminder job is delayed until 24 hours before the appointment (by the injected clock) and
 * removed from the queue when the appointment is cancelled; an entry of an appointment no longer
 * active is settled without a job. A 'lead-pipeline' entry (an appointment event for onboarding's
 * pipeline) is a job too, retried longer (PIPELINE_JOB_OPTIONS) so an onboarding outage of hours
 * loses no stage move. WhatsApp messages ('whatsapp-message', when the channel is on) go
 * to their own queue (WHATSAPP_QUEUE), their reminders delayed until 24 h and 2 h before
 * (domain/whatsapp-notices.ts) and removed with the e-mail reminder when the appointment moves or is
 * cancelled (the worker also skips a message its appointment has overtaken).
 */
import { Queue } from 'bullmq';
import { logger } from '@cabinetry/shared/server/logger';
import { jobTrace } from '@cabinetry/shared/server/tracing';
import { NOTIFICATIONS_QUEUE, notificationJobId, redisConnection, type AppointmentNotificationJob, WHATSAPP_QUEUE } from '@cabinetry/shared/server/queues';
import { reminderDelayMs } from '../domain/reminder';
import { isWhatsAppReminder, WHATSAPP_REMINDER_LEADS_MS, whatsAppDelayMs } from '../domain/whatsapp-notices';
import type { AppointmentDoc, AppointmentModel, OutboxEntry } from '../models/appointment';

export interface Outbox {
  /** Hands every pending entry of one appointment to the queue; never throws (a failure is logged and left to the sweeper). */
  flush(appointmentId: string): Promise<void>;
  /** Hands every pending entry of all appointments to the queue; returns how many were enqueued. */
  sweep(): Promise<number>;
  /** How many appointments have entries not yet handed to the queue (for `outbox_pending_entries`). */
  pending(): Promise<number>;
  /** Removes the appointment's reminder jobs from the queues (if there): the e-mail's, and the WhatsApp reminders of version `sequence`; never throws. */
  dropReminder(appointmentId: string, sequence: number): Promise<void>;
  /** Waits for the flushes under way (callers do not await them), then closes the queue. */
  close(): Promise<void>;
  healthy(): Promise<boolean>;
}

/** Every notification job's retries (8 attempts, exponential backoff from 2 s) and how long finished jobs stay. */
export const JOB_OPTIONS = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 2_000 },
  removeOnComplete: { age: 7 * 24 * 3600 },
  removeOnFail: { age: 30 * 24 * 3600 },
} as const;

/**
 * A lead-pipeline event retries after 1 s, 2 s, 4 s… (20 attempts, about 12 days in all): onboarding
 * down for a while hears of it within about as long again once it is back.
 */
export const PIPELINE_JOB_OPTIONS = { ...JOB_OPTIONS, attempts: 20, backoff: { type: 'exponential', delay: 1_000 } } as const;

/** Sweep period in ms. */
export const SWEEP_INTERVAL_MS = 5_000;

type OutboxView = Pick<AppointmentDoc, '_id' | 'outbox' | 'appointmentDate' | 'active'>;
const OUTBOX_FIELDS = { outbox: 1, appointmentDate: 1, active: 1 } as const;

/** `now` (ms since the epoch) times the reminder's delay; tests pin it. */
export function createOutbox(redisUrl: string, appointments: AppointmentModel, now: () => number = Date.now): Outbox {
  // enableOfflineQueue false: while Redis is down, add() fails at once instead of hanging a request.
  const connection = { ...redisConnection(redisUrl), enableOfflineQueue: false, maxRetriesPerRequest: 1 };
  const queue = new Queue<AppointmentNotificationJob>(NOTIFICATIONS_QUEUE, { connection });
  const whatsApp = new Queue<AppointmentNotificationJob>(WHATSAPP_QUEUE, { connection });
  for (const q of [queue, whatsApp]) q.on('error', (err) => logger.warn({ err: err.message, queue: q.name }, 'notification queue unavailable'));

  /** Marks the appointment's pending entry `entry` (kind, sequence of a move or WhatsApp version, pipeline event, WhatsApp message) as handed over. */
  const settle = (appointmentId: string, { kind, sequence, event, message }: OutboxEntry) =>
    appointments.updateOne(
      { _id: appointmentId },
      { $set: { 'outbox.$[entry].enqueuedAt': new Date() } },
      {
        arrayFilters: [
          {
            'entry.kind': kind,
            'entry.enqueuedAt': null,
            ...(sequence === undefined ? {} : { 'entry.sequence': sequence }),
            ...(event === undefined ? {} : { 'entry.event': event }),
            ...(message === undefined ? {} : { 'entry.message': message }),
          },
        ],
      },
    );

  /** The job of `entry`, its queue, its delay (ms) and its retries. */
  function jobOf(doc: OutboxView, entry: OutboxEntry): { job: AppointmentNotificationJob; target: typeof queue; delay: number; options: typeof JOB_OPTIONS | typeof PIPELINE_JOB_OPTIONS } {
    const { kind } = entry;
    const appointmentId = doc._id.toString();
    if (kind === 'whatsapp-message') {
      const message = entry.message ?? 'confirmation';
      return { job: { kind, appointmentId, message, version: entry.sequence ?? 0 }, target: whatsApp, delay: whatsAppDelayMs(message, doc.appointmentDate, now()), options: JOB_OPTIONS };
    }
    if (kind === 'lead-pipeline') return { job: { kind, appointmentId, event: entry.event ?? 'booked', sequence: entry.sequence ?? 0 }, target: queue, delay: 0, options: PIPELINE_JOB_OPTIONS };
    if (kind === 'appointment-rescheduled') return { job: { kind, appointmentId, sequence: entry.sequence ?? 0 }, target: queue, delay: 0, options: JOB_OPTIONS };
    return { job: { kind, appointmentId }, target: queue, delay: kind === 'appointment-reminder' ? reminderDelayMs(doc.appointmentDate, now()) : 0, options: JOB_OPTIONS };
  }

  async function enqueue(doc: OutboxView, entry: OutboxEntry): Promise<boolean> {
    const { kind } = entry;
    const appointmentId = doc._id.toString();
    const { job, target, delay, options } = jobOf(doc, entry);
    const reminder = kind === 'appointment-reminder' || isWhatsAppReminder(entry.message);
    if (reminder && !doc.active) {
      await settle(appointmentId, entry); // cancelled before its reminder was queued: nothing to remind
      return false;
    }
    try {
      await target.add(kind, { ...job, trace: jobTrace() }, { ...options, jobId: notificationJobId(job), ...(delay ? { delay } : {}) });
    } catch (err) {
      logger.warn({ err: (err as Error).message, appointmentId, kind }, 'enqueue failed; the outbox sweeper will retry');
      return false;
    }
    await settle(appointmentId, entry);
    // a cancellation between reading the appointment and queueing its reminder removes it here
    if (reminder && !(await appointments.exists({ _id: appointmentId, active: true }))) await dropReminder(appointmentId, entry.sequence ?? 0);
    return true;
  }

  /** Appointments with an entry still to hand over (the sweeper's query). */
  const PENDING = { outbox: { $elemMatch: { enqueuedAt: null } } };

  async function dropReminder(appointmentId: string, sequence: number): Promise<void> {
    try {
      await queue.remove(notificationJobId({ kind: 'appointment-reminder', appointmentId }));
      for (const message of Object.keys(WHATSAPP_REMINDER_LEADS_MS) as (keyof typeof WHATSAPP_REMINDER_LEADS_MS)[]) {
        await whatsApp.remove(notificationJobId({ kind: 'whatsapp-message', appointmentId, message, version: sequence }));
      }
    } catch (err) {
      logger.warn({ err: (err as Error).message, appointmentId }, 'reminder job not removed; the worker skips it for a cancelled appointment');
    }
  }

  async function flushDoc(doc: OutboxView) {
    let count = 0;
    for (const entry of doc.outbox) {
      if (!entry.enqueuedAt && (await enqueue(doc, entry))) count++;
    }
    return count;
  }

  async function flushAppointment(appointmentId: string) {
    try {
      const doc = await appointments.findById(appointmentId, OUTBOX_FIELDS).lean<OutboxView>();
      if (doc) await flushDoc(doc);
    } catch (err) {
      logger.warn({ err: (err as Error).message, appointmentId }, 'outbox flush failed; the outbox sweeper will retry');
    }
  }

  /** Flushes not yet finished: the actions fire them without waiting, close() waits for them. */
  const flushing = new Set<Promise<void>>();

  return {
    flush(appointmentId) {
      const flushed = flushAppointment(appointmentId).finally(() => flushing.delete(flushed));
      flushing.add(flushed);
      return flushed;
    },
    async sweep() {
      const pending = await appointments.find(PENDING, OUTBOX_FIELDS).limit(500).lean<OutboxView[]>();
      let count = 0;
      for (const doc of pending) count += await flushDoc(doc);
      return count;
    },
    pending: () => appointments.countDocuments(PENDING),
    dropReminder,
    async close() {
      await Promise.all(flushing);
      await Promise.all([queue.close(), whatsApp.close()]);
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
