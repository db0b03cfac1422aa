/**
 * BullMQ queue names and job payloads shared by the producers (the scheduling API: appointment
 * notifications; the onboarding API: resume links) and the scheduling worker, which sends them.
 */

import type { CustomerLocale } from '../contracts/options';
import type { AppointmentEvent } from '../contracts/pipeline';
import type { WhatsAppMessageKind, WhatsAppWebhook } from '../contracts/whatsapp';
import type { CustomerLinkKind } from './customer-link';
import type { JobTrace } from './tracing';

export const NOTIFICATIONS_QUEUE = 'notifications';
/**
 * The WhatsApp sends ('whatsapp-message' jobs), on a queue of their own so the worker can hold them to
 * Meta's throughput (a BullMQ limiter) without slowing e-mails and webhooks.
 */
export const WHATSAPP_QUEUE = 'whatsapp';

/** What every notification job may carry besides ids: the producer's trace context (tracing.ts `jobTrace`). */
export interface TracedJob {
  trace?: JobTrace;
}

/** An e-mail about an appointment (the worker reads the appointment). */
export type AppointmentNotificationJob = TracedJob &
  (
  | { kind: 'appointment-confirmation'; appointmentId: string }
  | { kind: 'appointment-cancellation'; appointmentId: string }
  /** delayed until 24 hours before the appointment */
  | { kind: 'appointment-reminder'; appointmentId: string }
  /** the appointment's `sequence`-th move (1, 2…): the calendar event moves, the customer gets the updated .ics */
  | { kind: 'appointment-rescheduled'; appointmentId: string; sequence: number }
  /**
   * the lead's pipeline hears of the appointment's `event` (onboarding's internal route), retried
   * until onboarding takes it; `sequence` is the appointment's moves at the event
   */
  | { kind: 'lead-pipeline'; appointmentId: string; event: AppointmentEvent; sequence: number }
  /**
   * A WhatsApp template about the appointment (WHATSAPP_QUEUE), once per message kind and `version`
   * (the appointment's `sequence` the message is about: a move's reminders are new messages); the
   * reminders are delayed until 24 h and 2 h before. Carries ids only: the worker reads the number and
   * the consent from onboarding when it sends.
   */
  | { kind: 'whatsapp-message'; appointmentId: string; message: WhatsAppMessageKind; version: number }
  );

/**
 * The e-mail twin of a WhatsApp message (the worker's, on the notifications queue): at once when Meta
 * refused it (131026: not on WhatsApp) or reported it failed, or, with `check`, 10 minutes after the
 * send unless Meta reported it delivered by then. Sent once per message.
 */
export interface WhatsAppFallbackJob extends TracedJob {
  kind: 'whatsapp-fallback';
  appointmentId: string;
  message: WhatsAppMessageKind;
  version: number;
  check?: boolean;
}

/**
 * A link to e-mail to the customer's address (the worker asks onboarding for it): a resume link, or
 * the link that confirms the customer's request for erasure. The job carries the link's id, never its
 * token: the worker derives the token (customerLinkToken of @cabinetry/shared/server/customer-link),
 * and `linkId` names the job.
 */
export interface ResumeLinkJob extends TracedJob {
  kind: CustomerLinkKind;
  customerId: string;
  linkId: string;
  /**
   * The language of the page that asked for the link (CUSTOMER_LOCALES; absent: the customer's stored
   * one). Carried by the job rather than stored: whoever asks names only an address, not the mailbox's owner.
   */
  locale?: CustomerLocale;
}

/**
 * A WhatsApp webhook Meta posted (signature checked, shape validated): statuses and customers'
 * messages for the worker to record. `bodyHash` (hex SHA-256 of the raw body) names the job, so a
 * redelivered body is queued once.
 */
export interface WhatsAppWebhookJob extends TracedJob {
  kind: 'whatsapp-webhook';
  bodyHash: string;
  webhook: WhatsAppWebhook;
}

/**
 * The lead owners' morning digest (issue 39 item 3), run by a job scheduler at the showroom's opening
 * time (LEAD_DIGEST_SCHEDULER_PREFIX + the time). Carries nothing: the worker takes the day from its clock.
 */
export interface LeadDigestJob extends TracedJob {
  kind: 'lead-digest';
}

/** The ids of the digest's job schedulers start with this (one per opening time of the week). */
export const LEAD_DIGEST_SCHEDULER_PREFIX = 'lead-digest@';

export type NotificationJob = AppointmentNotificationJob | ResumeLinkJob | WhatsAppWebhookJob | WhatsAppFallbackJob | LeadDigestJob;

/** Deterministic job id: a retried enqueue of the same event never creates a second job. */
export function notificationJobId(job: NotificationJob): string {
  if ('linkId' in job) return `${job.kind}__${job.linkId}`;
  if (job.kind === 'whatsapp-webhook') return `${job.kind}__${job.bodyHash}`;
  if (job.kind === 'lead-digest') return job.kind; // scheduled jobs are named by their scheduler
  if (job.kind === 'lead-pipeline') return leadPipelineEventKey(job);
  if (job.kind === 'whatsapp-message') return `${job.kind}__${job.appointmentId}__${job.message}__${job.version}`;
  if (job.kind === 'whatsapp-fallback') return `${job.kind}__${job.appointmentId}__${job.message}__${job.version}${job.check ? '__check' : ''}`;
  return `${job.kind}__${job.appointmentId}${job.kind === 'appointment-rescheduled' ? `__${job.sequence}` : ''}`;
}

/**
 * The idempotency key of an appointment event told to the lead pipeline (appointment id, event,
 * sequence): its job id, and what onboarding remembers so a repeated delivery changes nothing.
 */
export function leadPipelineEventKey({ appointmentId, event, sequence }: { appointmentId: string; event: AppointmentEvent; sequence: number }): string {
  return `lead-pipeline__${appointmentId}__${event}__${sequence}`;
}

/**
 * Parses a redis:// URL (`redis://[user]:password@host:port/db`; rediss:// for TLS) into ioredis
 * options that BullMQ accepts (maxRetriesPerRequest null). The user is the service's ACL user (deploy/data-stores/
 * redis-acl.sh); without one, Redis' `default` user.
 */
export function redisConnection(url: string): { host: string; port: number; username?: string; password?: string; db?: number; tls?: object; maxRetriesPerRequest: null } {
  const u = new URL(url);
  return {
    host: u.hostname,
    port: Number(u.port || 6379),
    username: u.username ? decodeURIComponent(u.username) : undefined,
    password: u.password ? decodeURIComponent(u.password) : undefined,
    db: u.pathname.length > 1 ? Number(u.pathname.slice(1)) : undefined,
    tls: u.protocol === 'rediss:' ? {} : undefined,
    maxRetriesPerRequest: null,
  };
}
