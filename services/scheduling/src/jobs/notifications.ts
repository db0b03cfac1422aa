/**
 * BullMQ processor for notification jobs (ARCHITECTURE "Slow or external work"): e-mails the
 * customer a confirmation (with the calendar file) or a cancellation through nodemailer.
 * Idempotent: a kind already recorded in `emailsSent` is not sent again.
 */
import type { Job } from 'bullmq';
import type { Transporter } from 'nodemailer';
import { logger, type NotificationJob } from '@cabinetry/shared/server';
import type { SchedulingConfig } from '../config';
import { calendarFile } from '../domain/calendar-file';
import type { AppointmentDoc, AppointmentModel } from '../models/appointment';
import { fetchCustomer } from './customer-client';
import { cancellationEmail, confirmationEmail } from './emails';

export interface NotificationDeps {
  config: SchedulingConfig;
  appointments: AppointmentModel;
  mailer: Transporter;
}

export function notificationProcessor({ config, appointments, mailer }: NotificationDeps) {
  return async (job: Job<NotificationJob>): Promise<string> => {
    const { kind, appointmentId } = job.data;
    const appt = await appointments.findById(appointmentId).lean<AppointmentDoc>();
    if (!appt) return 'appointment gone';
    if (appt.emailsSent.some((e) => e.kind === kind)) return 'already sent';
    if (kind === 'appointment-confirmation' && !appt.active) return 'cancelled before confirmation';

    const customer = await fetchCustomer(config.onboardingUrl, config.internalToken, appt.customerId);
    const meetingLink = appt.calendarEvent?.hangoutLink ?? null;
    const content =
      kind === 'appointment-confirmation'
        ? confirmationEmail({ firstName: customer.firstName, start: appt.appointmentDate, appointmentType: appt.appointmentType, meetingLink, specialRequests: appt.specialRequests })
        : cancellationEmail({ firstName: customer.firstName, start: appt.appointmentDate });
    const attachments =
      kind === 'appointment-confirmation'
        ? [
            {
              filename: 'design-consultation.ics',
              contentType: 'text/calendar; charset=utf-8; method=REQUEST',
              content: calendarFile({
                appointmentId,
                start: appt.appointmentDate,
                appointmentType: appt.appointmentType,
                meetingLink,
                customerName: `${customer.firstName} ${customer.lastName}`.trim(),
                customerEmail: customer.email,
                organizerEmail: /<([^>]+)>/.exec(config.mailFrom)?.[1] ?? config.mailFrom,
              }),
            },
          ]
        : [];
    await mailer.sendMail({ from: config.mailFrom, to: customer.email, ...content, attachments });
    await appointments.updateOne({ _id: appointmentId }, { $push: { emailsSent: { kind, at: new Date() } } });
    logger.info({ appointmentId, kind }, 'notification e-mail sent');
    return 'sent';
  };
}
