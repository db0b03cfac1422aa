/**
 * The log of customer e-mails that belong to no appointment (today: resume links, which the worker
 * sends for onboarding): one entry per e-mail sent, so the customer's data export can list it
 * (appointment e-mails are logged in their appointment's `emailsSent`).
 */
import { type Connection, type Model, Schema } from 'mongoose';

export interface SentEmailDoc {
  customerId: string;
  /** the notification job's kind, e.g. 'resume-link' */
  kind: string;
  subject: string;
  sentAt: Date;
}

const sentEmailSchema = new Schema<SentEmailDoc>({
  customerId: { type: String, required: true, index: true },
  kind: { type: String, required: true },
  subject: { type: String, required: true },
  sentAt: { type: Date, required: true },
});

export type SentEmailModel = Model<SentEmailDoc>;

export function sentEmailModel(conn: Connection): SentEmailModel {
  return (conn.models.SentEmail as SentEmailModel | undefined) ?? conn.model<SentEmailDoc>('SentEmail', sentEmailSchema, 'sent_emails');
}
