/**
 * The WhatsApp messages the showroom sent about appointments (`whatsapp_sent`, issue 38 item 3): one
 * document per appointment, message kind and version (unique: a message is sent once), with Meta's
 * message id (`messageId`, what `whatsapp_statuses` and replies name, so receipts join to the
 * appointment), the template's language and when it went. No phone number is kept: onboarding owns it.
 * `state`: 'sending' while the request to Meta is under way (a job that finds it so after a crash does
 * not send again: it falls back to e-mail), 'sent', or 'refused' (Meta refused it for good: `errorCode`).
 * `fallbackAt`: when its e-mail twin was handed over (not delivered within 10 minutes, refused or failed);
 * `smsAt` / `smsErrorCode`: when its SMS twin was handed to the SMS provider, or why it refused it
 * (only where SMS is configured; no text or number is kept).
 */
import { type Connection, type Model, Schema, type Types } from 'mongoose';
import type { WhatsAppMessageKind } from '@cabinetry/shared/contracts/whatsapp';

export interface WhatsAppSentDoc {
  _id: Types.ObjectId;
  appointmentId: string;
  customerId: string;
  kind: WhatsAppMessageKind;
  /** the appointment's sequence the message is about */
  version: number;
  state: 'sending' | 'sent' | 'refused';
  /** Meta's 'wamid.…' (null until accepted) */
  messageId: string | null;
  /** Meta's language code of the template ('en', 'fr', 'ar') */
  language: string;
  template: string;
  sentAt: Date | null;
  errorCode: number | null;
  fallbackAt: Date | null;
  /** why the e-mail twin was sent: 'refused', 'failed' (a failed status), 'undelivered' (no delivery within 10 minutes), 'interrupted' */
  fallbackReason: string | null;
  /** when the SMS twin was handed over (or its request got no answer: never sent twice) */
  smsAt?: Date | null;
  /** the SMS provider's code when it refused the SMS twin for good */
  smsErrorCode?: number | null;
  createdAt: Date;
}

const sentSchema = new Schema<WhatsAppSentDoc>(
  {
    appointmentId: { type: String, required: true },
    customerId: { type: String, required: true },
    kind: { type: String, required: true },
    version: { type: Number, required: true },
    state: { type: String, required: true },
    messageId: { type: String, default: null },
    language: { type: String, required: true },
    template: { type: String, required: true },
    sentAt: { type: Date, default: null },
    errorCode: { type: Number, default: null },
    fallbackAt: { type: Date, default: null },
    fallbackReason: { type: String, default: null },
    smsAt: { type: Date, default: null },
    smsErrorCode: { type: Number, default: null },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);
sentSchema.index({ appointmentId: 1, kind: 1, version: 1 }, { unique: true });
sentSchema.index({ messageId: 1 }, { unique: true, partialFilterExpression: { messageId: { $type: 'string' } } });
sentSchema.index({ customerId: 1 });

export type WhatsAppSentModel = Model<WhatsAppSentDoc>;

export function whatsAppSentModel(conn: Connection): WhatsAppSentModel {
  return (conn.models.WhatsAppSent as WhatsAppSentModel | undefined) ?? conn.model<WhatsAppSentDoc>('WhatsAppSent', sentSchema, 'whatsapp_sent');
}
