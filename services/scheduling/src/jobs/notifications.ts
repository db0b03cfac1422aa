/**
 * BullMQ processor for notification jobs (ARCHITECTURE "Slow or external work", issues 5 and 6).
 * Confirmation: calendar event first (on the designer's own calendar, else the showroom's linked
 * one, see calendar-step.ts; so the Meet link is in the e-mail; a virtual booking made while an
 * account was linked, whose account is gone, gets the meeting error), then the customer's
 * confirmation (with the calendar file) and the staff notice with the customer's answers, to
 * ADMIN_EMAIL, the showroom's linked address and the appointment's designer. Reminder (delayed to 24 hours before): the customer's reminder, unless the
 * appointment is no longer active or has started. Cancellation (customer or staff): delete the
 * event, e-mail the customer and the admins. Every customer e-mail carries the manage link.
 * WhatsApp webhook (queued by the API's intake): recorded by ./whatsapp-webhook.ts. Lead pipeline
 * (an appointment's outbox): its event told to onboarding by ./lead-pipeline.ts. WhatsApp messages
 * and their e-mail fallbacks: ./whatsapp-send.ts (the e-mail twin of a WhatsApp message: the
 * e-mail its own job sends anyway, except for the 2-hour reminder and the no-show's "we missed you",
 * which only a fallback e-mails).
 * Lead digest (scheduled by onboarding at opening time): the owners' morning e-mails, ./lead-digest.ts.
 * Resume link (queued by onboarding with the link's id): the link `PUBLIC_URL/resume#<token>` (the
 * token derived from the id, @cabinetry/shared/server/customer-link) to the customer's current address (asked of onboarding). Erasure link (queued by onboarding when a customer asks
 * for erasure): the link `PUBLIC_URL/erase#<token>` to the "Confirm erasure" page, the same way.
 * Customer e-mails, their calendar files and their links (`/fr/appointment/…`, `/ar/resume#…`) are in
 * the customer's stored language, read when the e-mail is sent (`locale` on the profile onboarding
 * answers, which follows the customer's latest page; English when absent); a link e-mail is in the
 * language of the page that asked for it (the job's `locale`) when it names one. Not counted in the daily
 * quota: onboarding caps resume links per address (RESUME_LINKS_PER_ADDRESS_PER_HOUR); logged in
 * `sent_emails` for the customer's data export.
 * Idempotent: the event id is derived from the appointment; each e-mail is recorded in
 * `emailsSent` and never sent twice. A failing step throws, and BullMQ retries the job with backoff.
 * Customer e-mails take from the recipient's daily quota (EmailQuota); one over it is not sent, but
 * logged and recorded in `emailsSent` as suppressed (so it is never retried).
 */
import type { Job, Queue } from 'bullmq';
import { logger } from '@cabinetry/shared/server/logger';
import { customerLinkToken } from '@cabinetry/shared/server/customer-link';
import type { NotificationJob, ResumeLinkJob } from '@cabinetry/shared/server/queues';
import { ERASURE_PAGE_PATH, RESUME_PAGE_PATH } from '@cabinetry/shared/contracts';
import type { SchedulingConfig } from '../config';
import { CALENDAR_FILE_NAME, calendarFile } from '@cabinetry/shared/calendar-file';
import { customerPagePath, emailLocale } from '@cabinetry/shared/i18n/emails';
import type { CustomerLocale } from '@cabinetry/shared/contracts';
import { manageLink, manageTokenKey, signManageToken } from '../domain/manage-token';
import type { GoogleLink } from '../google/account';
import type { AppointmentDoc, AppointmentModel } from '../models/appointment';
import type { DesignerDoc, DesignerModel } from '../models/designer';
import { sentEmailModel } from '../models/sent-email';
import { whatsAppInboundModel, whatsAppStatusModel } from '../models/whatsapp-message';
import { whatsAppSentModel } from '../models/whatsapp-sent';
import { createWhatsAppClient } from '../whatsapp/cloud-api';
import { createSmsClient } from '../sms/twilio';
import type { WhatsAppMessageKind } from '@cabinetry/shared/contracts/whatsapp';
import { whatsAppWebhookProcessor } from './whatsapp-webhook';
import { tellLeadPipeline } from './lead-pipeline';
import { whatsAppSender } from './whatsapp-send';
import { sendLeadDigests } from './lead-digest';
import { leadDigestModel } from '../models/lead-digest';
import { rulesStore } from '../models/availability-rules';
import { meetingLinkStatus } from '../domain/appointment-view';
import { calendarFor, moveCalendarEvent, recordMeetingError, removeCalendarEvent, syncCalendarEvent } from './calendar-step';
import { fetchCustomer, withdrawWhatsAppConsent } from '../clients/onboarding';
import type { EmailQuota } from './email-quota';
import {
  adminBookingEmail,
  adminCancellationEmail,
  adminRescheduledEmail,
  type AppointmentFacts,
  cancellationEmail,
  confirmationEmail,
  reminderEmail,
  rescheduledEmail,
  resumeLinkEmail,
  erasureLinkEmail,
  missedEmail,
  smsText,
} from './emails';
import type { Mailer, OutgoingMail } from './mailer';
import { inJobSpan, inSpan } from '@cabinetry/shared/server/tracing';

export interface NotificationDeps {
  config: SchedulingConfig;
  appointments: AppointmentModel;
  /** whose calendar holds an appointment's event, and who hears of it */
  designers: DesignerModel;
  google: GoogleLink;
  mailer: Mailer;
  /** Daily cap on customer e-mails per recipient address. */
  emailQuota: EmailQuota;
  /** Clock (tests pin it): a reminder for an appointment that has started is not sent. */
  now: () => Date;
  /** The notifications queue: where WhatsApp sends queue their delivery checks and e-mail fallbacks. */
  notifications: Queue<NotificationJob>;
}

/** The staff notices' recipients: ADMIN_EMAIL's comma-separated addresses, the linked Google account's and the appointment's designer's, without repeats. */
export function adminRecipients(adminEmail: string, linkedEmail: string | undefined, designerEmail?: string): string[] {
  const all = [...adminEmail.split(','), linkedEmail ?? '', designerEmail ?? ''].map((a) => a.trim()).filter(Boolean);
  return [...new Set(all.map((a) => a.toLowerCase()))];
}

const factsOf = (a: AppointmentDoc): AppointmentFacts => ({
  start: a.appointmentDate,
  end: a.endDate,
  appointmentType: a.appointmentType,
  meetingLink: a.calendarEvent?.hangoutLink ?? null,
  specialRequests: a.specialRequests,
  cancelledBy: a.cancelledBy ?? null,
  designerName: a.designerName ?? null,
});

export function notificationProcessor(deps: NotificationDeps) {
  const { config, appointments, designers, google, mailer, emailQuota, now, notifications } = deps;
  const linkKey = manageTokenKey(config.customerSessionSecret);
  const sentEmails = sentEmailModel(appointments.db);
  const digests = leadDigestModel(appointments.db);
  const rules = rulesStore(appointments.db);
  /** The manage page of `a` in the customer's language (`/fr/appointment/<token>`, …). */
  const manageUrl = (a: AppointmentDoc, locale: CustomerLocale) => manageLink(config.publicUrl, signManageToken(linkKey, a._id.toString(), a.endDate), locale);

  const recordSent = (appointmentId: string, record: string, suppressed: boolean, subject?: string) =>
    appointments.updateOne({ _id: appointmentId, 'emailsSent.kind': { $ne: record } }, { $push: { emailsSent: { kind: record, at: new Date(), suppressed, subject } } });

  /** Sends `mail` unless `record` is already in emailsSent, then records it. */
  async function sendOnce(appointmentId: string, record: string, sent: AppointmentDoc['emailsSent'], mail: () => OutgoingMail): Promise<void> {
    if (sent.some((e) => e.kind === record)) return;
    const outgoing = mail();
    const route = await inSpan('email send', () => mailer.send(outgoing), { attributes: { 'notification.record': record } });
    await recordSent(appointmentId, record, false, outgoing.subject);
    logger.info({ appointmentId, record, route }, 'notification e-mail sent');
  }

  /** sendOnce to the customer's `address`, within the address's daily quota (else recorded as suppressed). */
  async function sendToCustomer(appointmentId: string, record: string, sent: AppointmentDoc['emailsSent'], address: string, mail: () => Omit<OutgoingMail, 'to'>) {
    if (sent.some((e) => e.kind === record)) return;
    const at = now();
    if (!(await emailQuota.take(address, at))) {
      await recordSent(appointmentId, record, true);
      logger.warn({ appointmentId, record }, 'customer e-mail suppressed: the address has received its e-mails for today');
      return;
    }
    try {
      await sendOnce(appointmentId, record, sent, () => ({ to: address, ...mail() }));
    } catch (err) {
      await emailQuota.giveBack(address, at);
      throw err;
    }
  }

  /** The e-mailed invitation (.ics, SEQUENCE = the appointment's moves, same UID) of `a` for `customerEmail`, worded in `locale`. */
  const invitationFile = (a: AppointmentDoc, customerEmail: string, linkedEmail: string | undefined, locale: CustomerLocale) => [
    {
      filename: CALENDAR_FILE_NAME,
      contentType: 'text/calendar; charset=utf-8; method=REQUEST',
      content: calendarFile({
        appointmentId: a._id.toString(),
        start: a.appointmentDate,
        end: a.endDate,
        appointmentType: a.appointmentType,
        meetingLink: a.calendarEvent?.hangoutLink ?? null,
        // no special requests: customer e-mails hold no text a visitor typed
        invitation: { organizerEmail: linkedEmail || (/<([^>]+)>/.exec(config.mailFrom)?.[1] ?? config.mailFrom), customerEmail },
        sequence: a.sequence ?? 0,
        locale,
      }),
    },
  ];
  /** A link job's page and e-mail. */
  const LINKS = {
    'resume-link': { path: RESUME_PAGE_PATH, email: resumeLinkEmail },
    'erasure-link': { path: ERASURE_PAGE_PATH, email: erasureLinkEmail },
  } as const;
  async function sendCustomerLink({ kind, customerId, linkId, locale: pageLocale }: ResumeLinkJob): Promise<string> {
    const customer = await fetchCustomer(config.onboardingUrl, config.internalToken, customerId);
    const locale = emailLocale(pageLocale ?? customer.locale);
    const token = customerLinkToken(config.customerSessionSecret, kind, linkId);
    const mail = LINKS[kind].email(`${config.publicUrl}${customerPagePath(locale, LINKS[kind].path)}#${token}`, locale);
    const route = await inSpan('email send', () => mailer.send({ to: customer.email, ...mail }), { attributes: { 'notification.record': kind } });
    await sentEmails.create({ customerId, kind, subject: mail.subject, sentAt: new Date() });
    logger.info({ customerId, kind, route }, 'link e-mail sent');
    return 'done';
  }

  /** The e-mail twin of WhatsApp `message` (version `version`) about `appt`, sent once; answers what it did. */
  async function emailTwin(appt: AppointmentDoc, message: WhatsAppMessageKind, version: number): Promise<string> {
    if (message !== 'reminder-2h' && message !== 'missed') return 'e-mailed by its own notification';
    const customer = await fetchCustomer(config.onboardingUrl, config.internalToken, appt.customerId);
    const locale = emailLocale(customer.locale);
    const mail = message === 'missed' ? missedEmail : reminderEmail;
    await sendToCustomer(appt._id.toString(), `whatsapp-${message}:${version}:customer`, appt.emailsSent, customer.email, () => mail(factsOf(appt), manageUrl(appt, locale), locale));
    return 'e-mailed';
  }
  /** The e-mail each WhatsApp notice stands for (its SMS twin says the subject). */
  const EMAIL_OF: Record<WhatsAppMessageKind, typeof reminderEmail> = {
    confirmation: confirmationEmail,
    moved: rescheduledEmail,
    cancelled: cancellationEmail,
    'reminder-24h': reminderEmail,
    'reminder-2h': reminderEmail,
    missed: missedEmail,
  };
  const sms = config.sms && createSmsClient(config.sms);
  /** The SMS twin of WhatsApp `message` about `appt`, to the number the customer agreed to be messaged on (none once withdrawn). */
  async function smsTwin(appt: AppointmentDoc, message: WhatsAppMessageKind): Promise<string> {
    const customer = await fetchCustomer(config.onboardingUrl, config.internalToken, appt.customerId);
    if (!customer.whatsAppNumber) return 'no SMS: no consented number';
    const locale = emailLocale(customer.locale);
    const url = manageUrl(appt, locale);
    await sms!.send(`+${customer.whatsAppNumber}`, smsText(EMAIL_OF[message](factsOf(appt), url, locale), message === 'cancelled' ? null : url, locale));
    return 'sent by SMS';
  }
  const whatsApp = whatsAppSender({
    config,
    appointments,
    sent: whatsAppSentModel(appointments.db),
    statuses: whatsAppStatusModel(appointments.db),
    client: config.whatsapp && createWhatsAppClient(config.whatsapp),
    notifications,
    customer: (customerId) => fetchCustomer(config.onboardingUrl, config.internalToken, customerId),
    manageUrl,
    emailTwin,
    smsTwin: sms ? smsTwin : null,
    now,
  });
  const recordWebhook = whatsAppWebhookProcessor({
    statuses: whatsAppStatusModel(appointments.db),
    inbound: whatsAppInboundModel(appointments.db),
    optOut: (waId) => withdrawWhatsAppConsent(config.onboardingUrl, config.internalToken, waId),
    fallBackToEmail: (messageId) => whatsApp.fallBackToEmail(messageId),
  });

  const processJob = async (job: Job<NotificationJob>): Promise<string> => {
    if ('linkId' in job.data) return sendCustomerLink(job.data);
    if (job.data.kind === 'whatsapp-webhook') return recordWebhook(job.data.webhook);
    if (job.data.kind === 'lead-pipeline') return tellLeadPipeline(deps, job.data);
    if (job.data.kind === 'lead-digest') return `${await sendLeadDigests({ config, designers, digests, mailer, rules, now })} sent`;
    const finalAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    if (job.data.kind === 'whatsapp-message') return whatsApp.send(job.data, finalAttempt);
    if (job.data.kind === 'whatsapp-fallback') return whatsApp.fallback(job.data);
    const { kind, appointmentId } = job.data;
    let appt = await appointments.findById(appointmentId).lean<AppointmentDoc>();
    if (!appt) return 'appointment gone';
    if (kind === 'appointment-confirmation' && !appt.active) return 'cancelled before confirmation';
    if (kind === 'appointment-reminder' && !appt.active) return 'no longer active: no reminder';
    if (kind === 'appointment-reminder' && appt.appointmentDate <= now()) return 'already started: no reminder';
    if (kind === 'appointment-rescheduled' && !appt.active) return 'no longer active: no move to tell';
    if (kind === 'appointment-rescheduled' && job.data.sequence < appt.sequence) return 'moved again since: the later move tells';

    const customer = await fetchCustomer(config.onboardingUrl, config.internalToken, appt.customerId);
    const account = await google.linked();
    const designer = appt.designerId ? await designers.findById(appt.designerId).lean<DesignerDoc>() : null;
    const admins = adminRecipients(config.adminEmail, account?.email, designer?.email);
    const target = kind === 'appointment-confirmation' || kind === 'appointment-rescheduled' ? await calendarFor(google, designer) : null;
    const locale = emailLocale(customer.locale);

    if (kind === 'appointment-confirmation') {
      if (target) appt = await inSpan('calendar sync', () => syncCalendarEvent(deps, target, appt!, customer, finalAttempt));
      else if (meetingLinkStatus(appt) === 'pending') appt = await recordMeetingError(appointments, appt, 'The Google account was unlinked after booking');
      const facts = factsOf(appt);
      const attachments = invitationFile(appt, customer.email, account?.email, locale);
      await sendToCustomer(appointmentId, `${kind}:customer`, appt.emailsSent, customer.email, () => ({ ...confirmationEmail(facts, manageUrl(appt!, locale), locale), attachments }));
      if (admins.length) await sendOnce(appointmentId, `${kind}:admin`, appt.emailsSent, () => ({ to: admins, ...adminBookingEmail(customer, facts) }));
    } else if (kind === 'appointment-rescheduled') {
      appt = await inSpan('calendar move', () => moveCalendarEvent(deps, target, appt!, customer, finalAttempt));
      const facts = factsOf(appt);
      const attachments = invitationFile(appt, customer.email, account?.email, locale);
      const record = `${kind}:${job.data.sequence}`;
      await sendToCustomer(appointmentId, `${record}:customer`, appt.emailsSent, customer.email, () => ({ ...rescheduledEmail(facts, manageUrl(appt!, locale), locale), attachments }));
      if (admins.length) {
        await sendOnce(appointmentId, `${record}:admin`, appt.emailsSent, () => ({ to: admins, ...adminRescheduledEmail(customer, facts, appt!.previousAppointmentDate ?? null) }));
      }
    } else if (kind === 'appointment-reminder') {
      await sendToCustomer(appointmentId, `${kind}:customer`, appt.emailsSent, customer.email, () => reminderEmail(factsOf(appt!), manageUrl(appt!, locale), locale));
    } else {
      await inSpan('calendar remove', () => removeCalendarEvent(deps, appt!, finalAttempt));
      await sendToCustomer(appointmentId, `${kind}:customer`, appt.emailsSent, customer.email, () => cancellationEmail(factsOf(appt!), manageUrl(appt!, locale), locale));
      if (admins.length) await sendOnce(appointmentId, `${kind}:admin`, appt.emailsSent, () => ({ to: admins, ...adminCancellationEmail(customer, factsOf(appt!)) }));
    }
    return 'done';
  };
  return (job: Job<NotificationJob>): Promise<string> => inJobSpan(job, () => processJob(job));
}
