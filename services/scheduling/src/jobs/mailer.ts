/**
 * Outgoing e-mail for the notification jobs: through the linked Google account (Gmail API
 * users.messages.send with the raw MIME message nodemailer's MailComposer builds) when there is
 * one, else through the configured SMTP transport. A Gmail refusal of the request itself (4xx, e.g.
 * the send scope was withdrawn) falls back to SMTP; other failures throw so the job is retried.
 * Each message sent is counted in `emails_sent_total` by route; a failure thrown is marked 'mail'
 * (failedAt) for `queue_job_failures_total`.
 */
import type { Transporter } from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import { logger } from '@cabinetry/shared/server/logger';
import type { GoogleLink } from '../google/account';
import { isRetryable, statusOf } from '../google/calendar';
import { BRAND } from '@cabinetry/shared/contracts';
import { emailsSent, failedAt } from '@cabinetry/shared/server/metrics';

export type OutgoingMail = Omit<Mail.Options, 'from'>;

export interface Mailer {
  /** Sends one message; answers which route carried it. */
  send(mail: OutgoingMail): Promise<'gmail' | 'smtp'>;
}

/** `mailFrom` is the SMTP sender ('Name <address>'); Gmail always sends as the linked account. */
export function createMailer(smtp: Transporter, google: GoogleLink, mailFrom: string): Mailer {
  return {
    async send(mail) {
      const account = await google.linked();
      if (account?.email) {
        const raw = await new MailComposer({ ...mail, from: { name: BRAND.name, address: account.email } }).compile().build();
        try {
          await google.clients.gmail(account.client).users.messages.send({ userId: 'me', requestBody: { raw: raw.toString('base64url') } });
          emailsSent.inc({ route: 'gmail' });
          return 'gmail';
        } catch (err) {
          if (isRetryable(err)) throw failedAt('mail', err);
          logger.warn({ status: statusOf(err), err: (err as Error).message }, 'Gmail refused the message; sending through SMTP instead');
        }
      }
      await smtp.sendMail({ ...mail, from: mailFrom }).catch((err: unknown) => {
        throw failedAt('mail', err);
      });
      emailsSent.inc({ route: 'smtp' });
      return 'smtp';
    },
  };
}
