/**
 * What Meta's WhatsApp webhooks told the worker (issue 38 items 4 and 6):
 * - `whatsapp_statuses`: one document per message the showroom sent (by Meta's 'wamid.…' id): when
 *   each status (sent / delivered / read / failed) was reported, and the current one. Statuses arrive
 *   in any order, so the current one only moves forward (STATUS_RANK): a late 'delivered' never
 *   replaces 'read'; 'failed' may follow 'delivered'.
 * - `whatsapp_inbound`: one document per message a customer sent (unique on its id), so a
 *   redelivered webhook records (and acts on) a message once.
 */
import { type Connection, type Model, Schema } from 'mongoose';
import type { CustomerRecords } from '@cabinetry/shared/contracts';
import type { WhatsAppStatusName } from '@cabinetry/shared/contracts/whatsapp';

/** How far along a message is; the stored status moves only to a higher rank. */
export const STATUS_RANK: Record<WhatsAppStatusName, number> = { sent: 0, delivered: 1, failed: 2, read: 3 };

export interface WhatsAppStatusDoc {
  messageId: string;
  /** the recipient's WhatsApp id (the status webhook's recipient_id): whose data it is (export, erasure) */
  recipient?: string;
  /** the furthest status reported so far (STATUS_RANK) */
  status: WhatsAppStatusName;
  rank: number;
  /** when Meta says each reported status happened */
  times: Partial<Record<WhatsAppStatusName, Date>>;
  /** Meta's error code of a 'failed' status (e.g. 131026: not on WhatsApp) */
  errorCode?: number;
  /** the message's `biz_opaque_callback_data` as Meta repeats it (our key of the send: sendKeyOf) */
  callbackData?: string;
}

export interface WhatsAppInboundDoc {
  messageId: string;
  /** the sender's WhatsApp id (digits of the number) */
  from: string;
  /** Meta's message type: 'text', 'button', … */
  type: string;
  /** a text's body, or a quick-reply button's payload */
  text?: string;
  /** the showroom's message a button press answers */
  replyTo?: string;
  sentAt: Date;
}

const statusSchema = new Schema<WhatsAppStatusDoc>({
  messageId: { type: String, required: true, unique: true },
  recipient: { type: String, index: true },
  status: { type: String, required: true },
  rank: { type: Number, required: true },
  times: { type: Object, default: {} },
  errorCode: Number,
  callbackData: { type: String, index: { sparse: true } },
});

const inboundSchema = new Schema<WhatsAppInboundDoc>({
  messageId: { type: String, required: true, unique: true },
  from: { type: String, required: true, index: true },
  type: { type: String, required: true },
  text: String,
  replyTo: String,
  sentAt: { type: Date, required: true },
});

/**
 * A free-form text the showroom sent within a customer's 24-hour window (`whatsapp_outbound`), once per
 * `key`: the manage link answering "Change time", or a staff answer (queued by the API, sent by the worker).
 */
export interface WhatsAppOutboundDoc {
  /** what it answers, e.g. 'change-time:<inbound message id>', or 'answer:<id>': never sent twice */
  key: string;
  /** the recipient's WhatsApp id */
  to: string;
  customerId: string;
  /** 'change-time': the manage link (its text is not stored: the link is a credential); 'answer': staff's text */
  kind: string;
  /** a staff answer's body (part of the customer's export; erased with the number) */
  text?: string;
  /**
   * 'queued' until the worker sends it ('sending' while Meta has not answered), then 'sent', or
   * 'refused' for good (window closed, consent withdrawn, Meta refused, or a send cut short that Meta
   * never reported: never sent twice); absent on old records: sent
   */
  state?: 'queued' | 'sending' | 'sent' | 'refused';
  /** Meta's id of the sent message (its statuses are in whatsapp_statuses); null while queued */
  messageId: string | null;
  /** when staff queued it (answers) */
  queuedAt?: Date;
  /** null while queued */
  sentAt: Date | null;
}

const outboundSchema = new Schema<WhatsAppOutboundDoc>({
  key: { type: String, required: true, unique: true },
  to: { type: String, required: true, index: true },
  customerId: { type: String, required: true, index: true },
  kind: { type: String, required: true },
  text: String,
  state: String,
  messageId: { type: String, default: null },
  queuedAt: Date,
  sentAt: { type: Date, default: null },
});

export type WhatsAppOutboundModel = Model<WhatsAppOutboundDoc>;

export function whatsAppOutboundModel(conn: Connection): WhatsAppOutboundModel {
  return (conn.models.WhatsAppOutbound as WhatsAppOutboundModel | undefined) ?? conn.model<WhatsAppOutboundDoc>('WhatsAppOutbound', outboundSchema, 'whatsapp_outbound');
}

export type WhatsAppStatusModel = Model<WhatsAppStatusDoc>;
export type WhatsAppInboundModel = Model<WhatsAppInboundDoc>;

export function whatsAppStatusModel(conn: Connection): WhatsAppStatusModel {
  return (conn.models.WhatsAppStatus as WhatsAppStatusModel | undefined) ?? conn.model<WhatsAppStatusDoc>('WhatsAppStatus', statusSchema, 'whatsapp_statuses');
}

/**
 * The message Meta reported for a send made with `callbackData` as its biz_opaque_callback_data (its
 * id and first reported time), or null while no status names it: how a send whose answer was lost
 * (a timeout, a crash before the save) is recognised as accepted instead of being sent again.
 */
export async function reportedSend(statuses: WhatsAppStatusModel, callbackData: string): Promise<{ messageId: string; at: Date | null } | null> {
  const found = await statuses.findOne({ callbackData }, { messageId: 1, times: 1 }).lean<WhatsAppStatusDoc>();
  if (!found) return null;
  const times = Object.values(found.times ?? {}).map((t) => new Date(t).getTime());
  return { messageId: found.messageId, at: times.length ? new Date(Math.min(...times)) : null };
}

export function whatsAppInboundModel(conn: Connection): WhatsAppInboundModel {
  return (conn.models.WhatsAppInbound as WhatsAppInboundModel | undefined) ?? conn.model<WhatsAppInboundDoc>('WhatsAppInbound', inboundSchema, 'whatsapp_inbound');
}

/**
 * The WhatsApp part of a customer's data export: the messages from the numbers `waIds` (WhatsApp ids)
 * the statuses of the messages sent to them and staff's answers to them, oldest first (instants ISO UTC).
 */
export async function whatsAppRecordsOf(conn: Connection, waIds: string[]): Promise<CustomerRecords['whatsApp']> {
  if (!waIds.length) return { messages: [], statuses: [], answers: [] };
  const [messages, statuses, answers] = await Promise.all([
    whatsAppInboundModel(conn).find({ from: { $in: waIds } }).sort({ sentAt: 1, _id: 1 }).lean<WhatsAppInboundDoc[]>(),
    whatsAppStatusModel(conn).find({ recipient: { $in: waIds } }).sort({ _id: 1 }).lean<WhatsAppStatusDoc[]>(),
    whatsAppOutboundModel(conn).find({ to: { $in: waIds }, kind: 'answer' }).sort({ queuedAt: 1, _id: 1 }).lean<WhatsAppOutboundDoc[]>(),
  ]);
  return {
    messages: messages.map((m) => ({ sentAt: m.sentAt.toISOString(), type: m.type, text: m.text ?? null })),
    statuses: statuses.map((s) => ({
      messageId: s.messageId,
      status: s.status,
      times: Object.fromEntries(Object.entries(s.times ?? {}).map(([status, at]) => [status, new Date(at).toISOString()])),
      errorCode: s.errorCode ?? null,
    })),
    answers: answers.map((a) => ({ sentAt: (a.sentAt ?? a.queuedAt ?? new Date(0)).toISOString(), text: a.text ?? '' })),
  };
}

/** Erases what the WhatsApp webhooks stored about the numbers `waIds`: the messages (and reply texts) from them, the statuses of and the showroom's answers to them. */
export async function eraseWhatsAppRecords(conn: Connection, waIds: string[]): Promise<void> {
  if (!waIds.length) return;
  await Promise.all([
    whatsAppInboundModel(conn).deleteMany({ from: { $in: waIds } }),
    whatsAppStatusModel(conn).deleteMany({ recipient: { $in: waIds } }),
    whatsAppOutboundModel(conn).deleteMany({ to: { $in: waIds } }),
  ]);
}
