/**
 * What staff see of the showroom's WhatsApp messages (issue 38 items 4 and 5): each message's receipt
 * (its furthest status as stored: sent, delivered, read or failed; 'sending' until Meta accepted it;
 * whether its e-mail twin went), and a lead's conversation (the customer's messages and the
 * showroom's, oldest first) with the 24-hour window staff may answer in. Browser-safe; instants are
 * ISO date-times with the showroom's offset (Beirut).
 */
import { DateTimeString, Nullable, type Static, StringEnum, Type } from './schema';

/**
 * The messages the showroom sends on WhatsApp, each an approved UTILITY template (scheduling's
 * WHATSAPP_TEMPLATE_<KIND>): the booking's confirmation, a move, a cancellation, the reminders 24 h and
 * 2 h before, and the "we missed you" after a no-show.
 */
export const WHATSAPP_MESSAGE_KINDS = ['confirmation', 'moved', 'cancelled', 'reminder-24h', 'reminder-2h', 'missed'] as const;
export type WhatsAppMessageKind = (typeof WHATSAPP_MESSAGE_KINDS)[number];

/** Every kind of message the showroom sends: a template, the manage link answering "Change time", or a staff answer. */
export const WHATSAPP_OUTGOING_KINDS = [...WHATSAPP_MESSAGE_KINDS, 'change-time', 'answer'] as const;
export type WhatsAppOutgoingKind = (typeof WHATSAPP_OUTGOING_KINDS)[number];

/** Where a sent message is: 'sending' (queued or under way), then Meta's statuses as stored (they only move forward; 'failed' may follow 'delivered'). */
export const WHATSAPP_RECEIPT_STATUSES = ['sending', 'sent', 'delivered', 'read', 'failed'] as const;
export type WhatsAppReceiptStatus = (typeof WHATSAPP_RECEIPT_STATUSES)[number];

/** The receipt of one message the showroom sent. */
export const whatsAppReceiptSchema = Type.Object({
  status: StringEnum(WHATSAPP_RECEIPT_STATUSES),
  /** when the current status happened (Meta's time), or when the message was handed over; null while sending */
  at: Nullable(DateTimeString()),
  /** its e-mail twin was sent (not on WhatsApp, refused, failed or undelivered within 10 minutes) */
  fellBackToEmail: Type.Boolean(),
});
export type WhatsAppReceipt = Static<typeof whatsAppReceiptSchema>;

/** A message the showroom sent about an appointment, with its receipt (the staff appointment list). */
export const whatsAppAppointmentMessageSchema = Type.Composite([Type.Object({ kind: StringEnum(WHATSAPP_MESSAGE_KINDS) }), whatsAppReceiptSchema]);
export type WhatsAppAppointmentMessage = Static<typeof whatsAppAppointmentMessageSchema>;
