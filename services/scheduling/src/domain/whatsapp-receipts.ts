/**
 * The receipts staff see of the showroom's WhatsApp messages (issue 38 item 4): a sent message (a
 * template in `whatsapp_sent`, a free text in `whatsapp_outbound`) joined by Meta's message id to
 * what the webhooks stored in `whatsapp_statuses` (the furthest status, as stored: 'failed' stays
 * after 'delivered'). Instants are answered on the showroom's clock (showroomIso).
 */
import { DateTime } from 'luxon';
import type { Connection } from 'mongoose';
import { WHATSAPP_WINDOW_HOURS, type WhatsAppAppointmentMessage, type WhatsAppConversationMessage, type WhatsAppMessagesAnswer, type WhatsAppReceipt } from '@cabinetry/shared/contracts';
import { showroomIso } from '@cabinetry/shared/time';
import { type WhatsAppInboundDoc, whatsAppInboundModel, type WhatsAppOutboundDoc, whatsAppOutboundModel, type WhatsAppStatusDoc, whatsAppStatusModel } from '../models/whatsapp-message';
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

/**
 * A customer's WhatsApp conversation, oldest first: the messages from their numbers `waIds`, the
 * templates sent about their appointments `appointmentIds`, and the free texts sent to `waIds`
 * (the manage link without its text, staff answers with theirs), each sent one with its receipt; and
 * when the window to answer them closes.
 */
export async function conversationOf(conn: Connection, appointmentIds: string[], waIds: string[]): Promise<WhatsAppMessagesAnswer> {
  const [inbound, sent, outbound] = await Promise.all([
    waIds.length ? whatsAppInboundModel(conn).find({ from: { $in: waIds } }).lean<WhatsAppInboundDoc[]>() : [],
    appointmentIds.length ? whatsAppSentModel(conn).find({ appointmentId: { $in: appointmentIds } }).lean<WhatsAppSentDoc[]>() : [],
    waIds.length ? whatsAppOutboundModel(conn).find({ to: { $in: waIds } }).lean<WhatsAppOutboundDoc[]>() : [],
  ]);
  const statuses = await statusesOf(conn, [...sent.map((s) => s.messageId), ...outbound.map((o) => o.messageId)]);
  const receipt = (r: SentRecord) => receiptOf(r, r.messageId ? statuses.get(r.messageId) : undefined);
  const messages: (WhatsAppConversationMessage & { instant: number })[] = [
    ...inbound.map((m) => ({ id: m.messageId, direction: 'in' as const, at: m.sentAt, kind: m.type, text: m.text ?? null, receipt: null })),
    ...sent.map((s) => ({ id: s.messageId ?? s._id.toString(), direction: 'out' as const, at: s.sentAt ?? s.createdAt, kind: s.kind, text: null, receipt: receipt(s) })),
    ...outbound.map((o) => ({ id: o.messageId ?? o.key, direction: 'out' as const, at: o.sentAt ?? o.queuedAt ?? new Date(0), kind: o.kind, text: o.kind === 'answer' ? (o.text ?? null) : null, receipt: receipt(o) })),
  ].map(({ at, ...m }) => ({ ...m, at: showroomIso(at), instant: at.getTime() }));
  messages.sort((a, b) => a.instant - b.instant);
  const last = inbound.reduce<Date | null>((latest, m) => (!latest || m.sentAt > latest ? m.sentAt : latest), null);
  const closes = windowClosesAt(last);
  return { messages: messages.map(({ instant: _instant, ...m }) => m), windowClosesAt: closes ? showroomIso(closes) : null };
}

/** When the customer with WhatsApp id `waId` last wrote (null: never). */
export async function lastInboundAt(conn: Connection, waId: string): Promise<Date | null> {
  const last = await whatsAppInboundModel(conn).findOne({ from: waId }, { sentAt: 1 }).sort({ sentAt: -1 }).lean<WhatsAppInboundDoc>();
  return last?.sentAt ?? null;
}

/** When the window to answer a customer who last wrote at `last` closes (WHATSAPP_WINDOW_HOURS later; null: never opened). */
export const windowClosesAt = (last: Date | null): DateTime | null => (last ? DateTime.fromJSDate(last).plus({ hours: WHATSAPP_WINDOW_HOURS }) : null);
