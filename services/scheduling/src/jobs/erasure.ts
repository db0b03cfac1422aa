/**
 * The erasure job (issue 24 item 4, issue 34 items 2 and 3; docs/operations.md "Erasure and
 * retention"), worked by the scheduling worker on PRIVACY_QUEUE. One job per request, in steps that
 * can each run again, so a retry (BullMQ attempts with backoff), a second request or a worker killed
 * in the middle simply re-runs it. The job's data holds ids and keyed hashes only:
 * 1. learn the customer's appointment ids (stored in the job's data before anything is erased; a
 *    re-run adds any it finds since);
 * 2. scheduling: every appointment's Google event, past and cancelled ones too, is deleted from the
 *    calendar that holds it; each future active appointment's admins are told (once: recorded in its
 *    emailsSent); then the customer's queued notification and link jobs leave the queue and every
 *    appointment of theirs is deleted, with the other e-mails logged for them (`sent_emails`);
 * 3. Redis: the customer's export allowance; for a customer's own request, the caps of the mailbox
 *    the confirmation was sent to (keyed by its hash: mailboxKeyOf), and no other;
 * 4. WhatsApp: the messages from the customer's numbers (their reply texts with them) and the
 *    statuses of the messages sent to them (whatsapp_inbound, whatsapp_statuses), joined by the
 *    WhatsApp ids onboarding names for the customer (GET /internal/customers/:id `whatsAppIds`; a
 *    customer onboarding no longer knows was erased there by an earlier attempt, after this step);
 * 5. onboarding: ledger entries (the customer id; the confirmed mailbox, if any), documents in object
 *    storage, answers, links, the customer (DELETE /internal/customers/:id);
 * 6. identity, last (so staff opening the lead meanwhile leave no entry behind it): the audit
 *    entries about the customer, found by their `customerId` subject, get keyed hashes for the
 *    customer's and appointments' ids (POST /internal/audit/pseudonymise); no other entry is touched;
 * 7. data files: the embedded store's journal is compacted (`compactJournal`; a real MongoDB does
 *    not know the command) and Redis rewrites its append-only file (BGREWRITEAOF), so the erased
 *    data is on no disk of the local runtime; a refusal is logged, not retried;
 * 8. earlier failed erasure jobs of the customer leave the failed set (this one did their work).
 * A service that does not answer fails the step, and so the attempt: BullMQ retries the job.
 */
import type { Job, Queue } from 'bullmq';
import type { CustomerProfile } from '@cabinetry/shared/contracts';
import type { Redis } from 'ioredis';
import { INTERNAL_TOKEN_HEADER } from '@cabinetry/shared/server/auth';
import { erasureJobPrefix, type ErasureJob, type PrivacyJob, pseudonymOf } from '@cabinetry/shared/server/erasure';
import { logger } from '@cabinetry/shared/server/logger';
import type { NotificationJob } from '@cabinetry/shared/server/queues';
import { INTERNAL_CALL_TIMEOUT_MS } from '@cabinetry/shared/server/timeouts';
import type { SchedulingConfig } from '../config';
import type { GoogleLink } from '../google/account';
import type { AppointmentDoc, AppointmentModel } from '../models/appointment';
import { sentEmailModel } from '../models/sent-email';
import { whatsAppSentModel } from '../models/whatsapp-sent';
import { eraseWhatsAppRecords } from '../models/whatsapp-message';
import { removeCalendarEvent } from './calendar-step';
import { adminErasureEmail } from './emails';
import type { Mailer } from './mailer';
import { adminRecipients } from './notifications';

export interface ErasureDeps {
  config: SchedulingConfig;
  appointments: AppointmentModel;
  google: GoogleLink;
  mailer: Mailer;
  /** The notifications queue: the customer's pending jobs are removed from it. */
  notifications: Queue<NotificationJob>;
  /** The privacy queue: the customer's earlier failed erasure jobs are removed from it. */
  privacy: Queue<PrivacyJob>;
  /** The Redis holding the e-mail caps and rate-limit allowances. */
  redis: Redis;
  /** Clock (tests pin it): which appointments are still to come. */
  now: () => Date;
}

/** What an erased appointment's staff notice is recorded as in its emailsSent. */
const STAFF_NOTICE = 'erasure-admin';

/** Queue states whose jobs still hold a customer's ids (completed ones are kept a week). */
const JOB_STATES = ['wait', 'delayed', 'prioritized', 'waiting-children', 'failed', 'completed'] as const;

/** One call to another service's internal route (INTERNAL_TOKEN; JSON body when there is one), given up after INTERNAL_CALL_TIMEOUT_MS. */
const internalCall = (url: string, token: string, init: RequestInit = {}): Promise<Response> =>
  fetch(url, {
    ...init,
    headers: { [INTERNAL_TOKEN_HEADER]: token, ...(init.body ? { 'content-type': 'application/json' } : {}) },
    signal: AbortSignal.timeout(INTERNAL_CALL_TIMEOUT_MS),
  });

/** Escapes Redis glob characters. */
const globEscape = (text: string) => text.replace(/[*?[\]\\]/g, '\\$&');

/** MongoDB's answer to a command it does not know (a real MongoDB asked to compact a journal it does not have). */
const COMMAND_NOT_FOUND = 59;

export function erasureProcessor(deps: ErasureDeps) {
  const { config, appointments, google, mailer, notifications, privacy, redis, now } = deps;
  const onboarding = (customerId: string) => `${config.onboardingUrl}/internal/customers/${customerId}`;

  async function eraseAppointments(customerId: string, appointmentIds: string[], finalAttempt: boolean): Promise<void> {
    const all = await appointments.find({ customerId }).lean<AppointmentDoc[]>();
    const upcoming = all.filter((a) => a.active && a.appointmentDate > now());
    // every event, past and cancelled ones too: an event of a past consultation still names the customer
    for (const appt of all) if (appt.calendarEventId || upcoming.includes(appt)) await removeCalendarEvent({ appointments, google }, appt, finalAttempt);
    const account = upcoming.length ? await google.linked() : null;
    for (const appt of upcoming) {
      if (appt.emailsSent.some((e) => e.kind === STAFF_NOTICE)) continue;
      const admins = adminRecipients(config.adminEmail, account?.email);
      const facts = { start: appt.appointmentDate, end: appt.endDate, appointmentType: appt.appointmentType, meetingLink: null, specialRequests: '', cancelledBy: null, designerName: appt.designerName ?? null };
      if (admins.length) await mailer.send({ to: admins, ...adminErasureEmail(facts) });
      await appointments.updateOne({ _id: appt._id }, { $push: { emailsSent: { kind: STAFF_NOTICE, at: new Date() } } });
    }
    const ids = new Set(appointmentIds);
    for (const state of JOB_STATES) {
      for (const job of await notifications.getJobs([state])) {
        const data = job?.data as Partial<{ customerId: string; appointmentId: string }> | undefined;
        if (job?.id && (data?.customerId === customerId || (data?.appointmentId && ids.has(data.appointmentId)))) await notifications.remove(job.id);
      }
    }
    await appointments.deleteMany({ customerId });
    await sentEmailModel(appointments.db).deleteMany({ customerId });
    await whatsAppSentModel(appointments.db).deleteMany({ customerId }); // its WhatsApp messages' records (their jobs find the appointment gone)
  }

  /** The customer's export allowance; with `mailboxKey` (a confirmed mailbox), that mailbox's caps too. */
  async function eraseRedisKeys(customerId: string, mailboxKey: string | undefined): Promise<void> {
    // rate-limiter-flexible keys are `<prefix>:<key>`
    const keys = [`allowance:exports-customer:${customerId}`];
    if (mailboxKey) {
      keys.push(`allowance:resume-links-address:${mailboxKey}`, `allowance:erasure-links-address:${mailboxKey}`);
      let cursor = '0';
      do {
        const [next, found] = await redis.scan(cursor, 'MATCH', `customer-emails:${globEscape(mailboxKey)}|*`, 'COUNT', 500);
        keys.push(...found);
        cursor = next;
      } while (cursor !== '0');
    }
    await redis.del(...keys);
  }

  async function eraseWhatsApp(customerId: string): Promise<void> {
    const res = await internalCall(onboarding(customerId), config.internalToken);
    if (res.status === 404) return; // erased in onboarding by an earlier attempt, which did this step first
    if (!res.ok) throw new Error(`onboarding answered ${res.status} for the WhatsApp numbers of customer ${customerId}`);
    const { whatsAppIds } = (await res.json()) as Pick<CustomerProfile, 'whatsAppIds'>;
    await eraseWhatsAppRecords(appointments.db, whatsAppIds);
  }

  async function eraseOnboarding(customerId: string, mailboxKey: string | undefined): Promise<void> {
    const query = mailboxKey ? `?${new URLSearchParams({ mailboxKey })}` : '';
    const res = await internalCall(`${onboarding(customerId)}${query}`, config.internalToken, { method: 'DELETE' });
    if (!res.ok) throw new Error(`onboarding answered ${res.status} to the erasure of customer ${customerId}`);
  }

  async function pseudonymiseAudit(customerId: string, appointmentIds: string[]): Promise<void> {
    const idPseudonym = (id: string) => ({ id, pseudonym: pseudonymOf(config.privacyHashSecret, id) });
    const body = { customer: idPseudonym(customerId), appointments: appointmentIds.map(idPseudonym) };
    const res = await internalCall(`${config.identityUrl}/internal/audit/pseudonymise`, config.internalToken, { method: 'POST', body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`identity answered ${res.status} to the audit pseudonymisation`);
  }

  /** Rewrites the data files that may still hold what was erased: the embedded store's journal, Redis' AOF. */
  async function compactDataFiles(): Promise<void> {
    try {
      await appointments.db.db!.admin().command({ compactJournal: 1 });
    } catch (err) {
      if ((err as { code?: number }).code !== COMMAND_NOT_FOUND) logger.warn({ err: (err as Error).message }, 'database journal not compacted after an erasure');
    }
    try {
      await redis.bgrewriteaof();
    } catch (err) {
      // one already running started after the erasure's writes; anything else (an ACL refusal) is logged
      if (!/already in progress/i.test((err as Error).message)) logger.warn({ err: (err as Error).message }, 'Redis append-only file not rewritten after an erasure');
    }
  }

  /** Removes the customer's erasure jobs that failed every attempt (`done`'s work covers theirs). */
  async function removeFailedJobs(customerId: string, done: string | undefined): Promise<void> {
    const prefix = erasureJobPrefix(customerId);
    for (const failed of await privacy.getJobs(['failed'])) if (failed?.id && failed.id !== done && failed.id.startsWith(prefix)) await failed.remove();
  }

  return async (job: Job<ErasureJob>): Promise<void> => {
    const { customerId, reason, mailboxKey } = job.data;
    const finalAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    const found = (await appointments.find({ customerId }, { _id: 1 }).lean()).map((a) => a._id.toString());
    const appointmentIds = [...new Set([...(job.data.appointmentIds ?? []), ...found])];
    if (appointmentIds.length !== (job.data.appointmentIds ?? []).length) await job.updateData({ ...job.data, appointmentIds });
    await eraseAppointments(customerId, appointmentIds, finalAttempt);
    await eraseRedisKeys(customerId, mailboxKey);
    await eraseWhatsApp(customerId);
    await eraseOnboarding(customerId, mailboxKey);
    await pseudonymiseAudit(customerId, appointmentIds);
    await compactDataFiles();
    await removeFailedJobs(customerId, job.id);
    logger.info({ customer: pseudonymOf(config.privacyHashSecret, customerId), reason, appointments: appointmentIds.length }, 'customer erased');
  };
}
