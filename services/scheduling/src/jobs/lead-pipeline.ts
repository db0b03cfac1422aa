/**
 * The worker's lead-pipeline step (issue 39 item 1): tells onboarding, which owns a lead's stage and
 * owner, that the customer's appointment was booked, completed or cancelled, with the event's
 * idempotency key (appointment id, event, sequence: leadPipelineEventKey), so a delivery repeated after
 * a lost answer changes nothing. The event comes from the appointment's outbox (written with the
 * change itself); a refusal or a timeout throws and BullMQ retries the job (PIPELINE_JOB_OPTIONS), so
 * an onboarding outage delays the move instead of losing it.
 * An event overtaken while it waited is not told: a booking since cancelled (nothing to book), a
 * cancellation after which the customer booked again (the "with nothing rebooked").
 */
import { UnrecoverableError } from 'bullmq';
import { logger } from '@cabinetry/shared/server/logger';
import { leadPipelineEventKey, type AppointmentNotificationJob } from '@cabinetry/shared/server/queues';
import { sendAppointmentEvent } from '../clients/onboarding';
import type { SchedulingConfig } from '../config';
import type { AppointmentDoc, AppointmentModel } from '../models/appointment';

export type LeadPipelineJob = Extract<AppointmentNotificationJob, { kind: 'lead-pipeline' }>;

/**
 * Tells onboarding of `job`'s event; answers what was done (the job's result). Throws when onboarding
 * did not take it (retried), UnrecoverableError when onboarding no longer knows the customer (erased).
 */
export async function tellLeadPipeline({ config, appointments }: { config: SchedulingConfig; appointments: AppointmentModel }, job: LeadPipelineJob): Promise<string> {
  const { appointmentId, event } = job;
  const appt = await appointments.findById(appointmentId, { customerId: 1, designerId: 1, designerName: 1, status: 1 }).lean<AppointmentDoc>();
  if (!appt) return 'appointment gone';
  if (event === 'booked' && appt.status === 'cancelled') return 'cancelled since: nothing to book';
  if (event === 'cancelled' && (await appointments.exists({ customerId: appt.customerId, active: true, _id: { $ne: appt._id } }))) return 'booked again since: the lead stays booked';
  const designer = appt.designerId ? { id: appt.designerId, name: appt.designerName ?? '' } : null;
  const told = await sendAppointmentEvent(config.onboardingUrl, config.internalToken, appt.customerId, { event, appointmentId, designer, key: leadPipelineEventKey(job) });
  if (told === 'unknown customer') {
    logger.warn({ customerId: appt.customerId, appointmentId, event }, 'the lead pipeline no longer knows the customer; the event is dropped');
    throw new UnrecoverableError('onboarding does not know the customer');
  }
  return 'done';
}
