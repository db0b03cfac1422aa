/**
 * The receipts staff see of the showroom's WhatsApp messages (issue 38 item 4): a sent message (a
 * template in `whatsapp_sent`, a free text in `whatsapp_outbound`) joined by Meta's message id to
 * what the webhooks stored in `whatsapp_statuses` (the furthest status, as stored: 'failed' stays
 * after 'delivered'). Instants are answered on the showroom's clock (showroomIso).
 */
import type { Connection } from 'mongoose';
import type { WhatsAppAppointmentMessage, WhatsAppReceipt } from '@cabinetry/shared/contracts';
import { showroomIso } from '@cabinetry/shared/time';
import { type WhatsAppStatusDoc, whatsAppStatusModel } from '../models/whatsapp-message';
import { type WhatsAppSentDoc, whatsAppSentModel } from '../models/whatsapp-sent';

/** What a receipt is made of: the sent record's state, Meta's id, when it went and whether its e-mail twin did. */
export interface SentRecord {
  /** 'sending' / 'sent' / 'refused' (whatsapp_sent), or 'queued' / 'sent' (a free text; absent: sent) */
  state?: string;
  messageId: string | null;
  sentAt: Date | null;
  fallbackAt?: Date | null;
}

/** The receipt of `record` given its stored `status` (undefined: no webhook yet). Pure. */
export function receiptOf(record: SentRecord, status: Pick<WhatsAppStatusDoc, 'status' | 'times'> | undefined): WhatsAppReceipt {
  const fellBackToEmail = Boolean(record.fallbackAt);
  if (status) {
    const at = status.times?.[status.status] ?? record.sentAt;
    return { status: status.status, at: at ? showroomIso(new Date(at)) : null, fellBackToEmail };
  }
  if (record.state === 'refused') return { status: 'failed', at: record.sentAt ? showroomIso(record.sentAt) : null, fellBackToEmail };
  if (!record.messageId) return { status: 'sending', at: null, fellBackToEmail };
  return { status: 'sent', at: record.sentAt ? showroomIso(record.sentAt) : null, fellBackToEmail };
}

/** The stored statuses of the messages `messageIds` (Meta's ids; nulls skipped), by id. */
export async function statusesOf(conn: Connection, messageIds: (string | null)[]): Promise<Map<string, WhatsAppStatusDoc>> {
  const ids = messageIds.filter((id): id is string => id !== null);
  if (!ids.length) return new Map();
  const docs = await whatsAppStatusModel(conn).find({ messageId: { $in: ids } }).lean<WhatsAppStatusDoc[]>();
  return new Map(docs.map((d) => [d.messageId, d]));
}

/** The WhatsApp messages sent about each of `appointmentIds`, oldest first with their receipts (appointments without any are absent). */
export async function appointmentMessagesOf(conn: Connection, appointmentIds: string[]): Promise<Map<string, WhatsAppAppointmentMessage[]>> {
  if (!appointmentIds.length) return new Map();
  const sent = await whatsAppSentModel(conn).find({ appointmentId: { $in: appointmentIds } }).sort({ createdAt: 1, _id: 1 }).lean<WhatsAppSentDoc[]>();
  const statuses = await statusesOf(conn, sent.map((s) => s.messageId));
  const byAppointment = new Map<string, WhatsAppAppointmentMessage[]>();
  for (const s of sent) {
    const list = byAppointment.get(s.appointmentId) ?? [];
    list.push({ kind: s.kind, ...receiptOf(s, s.messageId ? statuses.get(s.messageId) : undefined) });
    byAppointment.set(s.appointmentId, list);
  }
  return byAppointment;
}
