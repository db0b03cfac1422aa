/**
 * The erasure job (issue 24 item 4; docs/operations.md "Erasure and retention"), worked by the
 * scheduling worker on PRIVACY_QUEUE. One job per customer, in steps that can each run again, so a
 * retry (BullMQ attempts with backoff) or a worker killed in the middle simply re-runs it:
 * 1. learn the subject: the customer's contact details (onboarding, GET /internal/customers/:id;
 *    none when already erased there) and appointment ids, stored in the job's data before anything is
 *    erased (a re-run reuses them);
 * 2. scheduling: each future active appointment loses its Google event and the admins are told
 *    (once: recorded in its emailsSent); then the customer's queued notification and resume-link
 *    jobs leave the queue and every appointment of theirs is deleted (past ones too), with the
 *    other e-mails logged for them (`sent_emails`: resume links);
 * 3. Redis: the address's daily e-mail cap and resume-link and erasure-link allowance keys, the customer's export allowance;
 * 4. onboarding: ledger entry, documents in object storage, answers, resume and erasure links, the customer
 *    (DELETE /internal/customers/:id);
 * 5. identity, last (so staff opening the lead meanwhile leave no entry behind it): the customer's
 *    id, appointment ids, address, phone and name in the audit log become their keyed hashes
 *    (POST /internal/audit/pseudonymise).
 * A service that does not answer fails the step, and so the attempt: BullMQ retries the job.
 */
import type { Job, Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { CustomerProfile } from '@cabinetry/shared/contracts';
import { INTERNAL_TOKEN_HEADER } from '@cabinetry/shared/server/auth';
import { mailboxOf } from '@cabinetry/shared/server/email-address';
import { type ErasureJob, type ErasureSubject, pseudonymOf } from '@cabinetry/shared/server/erasure';
import { logger } from '@cabinetry/shared/server/logger';
import type { NotificationJob } from '@cabinetry/shared/server/queues';
import { INTERNAL_CALL_TIMEOUT_MS } from '@cabinetry/shared/server/timeouts';
import type { SchedulingConfig } from '../config';
import type { GoogleLink } from '../google/account';
import type { AppointmentDoc, AppointmentModel } from '../models/appointment';
import { sentEmailModel } from '../models/sent-email';
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

/** The strings to pseudonymise: each value as typed and as it appears in a URL query (leads.export's detail). */
function replacementsOf(secret: string, customerId: string, s: ErasureSubject): { value: string; pseudonym: string }[] {
  const name = `${s.firstName} ${s.lastName}`.trim();
  const values = [customerId, ...s.appointmentIds, s.email, s.phone, name].filter((v) => v.length >= 3);
  const forms = values.flatMap((v) => [v, encodeURIComponent(v), new URLSearchParams({ q: v }).toString().slice(2)]);
  return [...new Set(forms)].map((value) => ({ value, pseudonym: pseudonymOf(secret, value) }));
}

export function erasureProcessor(deps: ErasureDeps) {
  const { config, appointments, google, mailer, notifications, redis, now } = deps;
  const onboarding = (customerId: string) => `${config.onboardingUrl}/internal/customers/${customerId}`;

  async function learnSubject(customerId: string): Promise<ErasureSubject> {
    const res = await internalCall(onboarding(customerId), config.internalToken);
    if (!res.ok && res.status !== 404) throw new Error(`onboarding answered ${res.status} for customer ${customerId}`);
    const profile = res.ok ? ((await res.json()) as CustomerProfile) : null;
    const ids = await appointments.find({ customerId }, { _id: 1 }).lean();
    return {
      email: profile?.email ?? '',
      phone: profile?.phone ?? '',
      firstName: profile?.firstName ?? '',
      lastName: profile?.lastName ?? '',
      appointmentIds: ids.map((a) => a._id.toString()),
    };
  }

  async function eraseAppointments(customerId: string, appointmentIds: string[], finalAttempt: boolean): Promise<void> {
    const upcoming = await appointments.find({ customerId, active: true, appointmentDate: { $gt: now() } }).lean<AppointmentDoc[]>();
    const account = upcoming.length ? await google.linked() : null;
    for (const appt of upcoming) {
      await removeCalendarEvent({ appointments, google }, appt, finalAttempt);
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
  }

  async function eraseRedisKeys(customerId: string, email: string): Promise<void> {
    // the customer's data-export allowance (rate-limiter-flexible keys are `<prefix>:<key>`)
    const keys = [`allowance:exports-customer:${customerId}`];
    if (!email) return void (await redis.del(...keys));
    const mailbox = mailboxOf(email);
    keys.push(`allowance:resume-links-address:${mailbox}`, `allowance:erasure-links-address:${mailbox}`);
    let cursor = '0';
    do {
      const [next, found] = await redis.scan(cursor, 'MATCH', `customer-emails:${globEscape(mailbox)}|*`, 'COUNT', 500);
      keys.push(...found);
      cursor = next;
    } while (cursor !== '0');
    await redis.del(...keys);
  }

  async function pseudonymiseAudit(customerId: string, subject: ErasureSubject): Promise<void> {
    const replacements = replacementsOf(config.privacyHashSecret, customerId, subject);
    const res = await internalCall(`${config.identityUrl}/internal/audit/pseudonymise`, config.internalToken, { method: 'POST', body: JSON.stringify({ replacements }) });
    if (!res.ok) throw new Error(`identity answered ${res.status} to the audit pseudonymisation`);
  }

  async function eraseOnboarding(customerId: string): Promise<void> {
    const res = await internalCall(onboarding(customerId), config.internalToken, { method: 'DELETE' });
    if (!res.ok) throw new Error(`onboarding answered ${res.status} to the erasure of customer ${customerId}`);
  }

  return async (job: Job<ErasureJob>): Promise<void> => {
    const { customerId, reason } = job.data;
    const finalAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    let subject = job.data.subject;
    if (!subject) {
      subject = await learnSubject(customerId);
      await job.updateData({ ...job.data, subject });
    }
    await eraseAppointments(customerId, subject.appointmentIds, finalAttempt);
    await eraseRedisKeys(customerId, subject.email);
    await eraseOnboarding(customerId);
    await pseudonymiseAudit(customerId, subject);
    logger.info({ customer: pseudonymOf(config.privacyHashSecret, customerId), reason, appointments: subject.appointmentIds.length }, 'customer erased');
  };
}
