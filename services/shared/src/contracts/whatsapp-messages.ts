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

/** How long a staff answer may be (characters); WhatsApp itself takes 4,096. */
export const WHATSAPP_ANSWER_MAX = 1000;
/** How long after the customer's last message the showroom may answer with free text (Meta's customer-service window), in hours. */
export const WHATSAPP_WINDOW_HOURS = 24;

/** One message of a lead's WhatsApp conversation. */
export const whatsAppConversationMessageSchema = Type.Object({
  /** Meta's id of the message (a staff answer not yet accepted: its own id) */
  id: Type.String(),
  /** 'in': from the customer; 'out': from the showroom */
  direction: StringEnum(['in', 'out'] as const),
  /** when it was sent (a queued answer: when staff wrote it) */
  at: DateTimeString(),
  /** in: Meta's type ('text', 'button', …); out: WHATSAPP_OUTGOING_KINDS */
  kind: Type.String(),
  /** a text's body, a button's payload, a staff answer's body; null for a template or the manage link (a credential) */
  text: Nullable(Type.String()),
  /** out: its receipt */
  receipt: Nullable(whatsAppReceiptSchema),
});
export type WhatsAppConversationMessage = Static<typeof whatsAppConversationMessageSchema>;

/** What scheduling answers onboarding of a customer's messages (internal). */
export const whatsAppMessagesAnswerSchema = Type.Object({
  /** oldest first */
  messages: Type.Array(whatsAppConversationMessageSchema),
  /** when the window to answer closes or closed (WHATSAPP_WINDOW_HOURS after the customer's last message); null: the customer never wrote */
  windowClosesAt: Nullable(DateTimeString()),
});
export type WhatsAppMessagesAnswer = Static<typeof whatsAppMessagesAnswerSchema>;

/** GET /api/admin/leads/{id}/whatsapp: the lead's conversation and whether staff may answer now. */
export const whatsAppConversationSchema = Type.Object({
  /** oldest first (newest last) */
  messages: Type.Array(whatsAppConversationMessageSchema),
  /** when the window to answer closes or closed (24 h after the customer's last message); null: the customer never wrote */
  windowClosesAt: Nullable(DateTimeString()),
  /** the window is open now */
  windowOpen: Type.Boolean(),
  /** the customer's consent holds for their current number */
  consented: Type.Boolean(),
});
export type WhatsAppConversation = Static<typeof whatsAppConversationSchema>;

/** POST /api/admin/leads/{id}/whatsapp body: a free-text answer. */
export const whatsAppAnswerRequestSchema = Type.Object(
  { text: Type.String({ minLength: 1, maxLength: WHATSAPP_ANSWER_MAX, pattern: '\\S' }) },
  { additionalProperties: false, errorMessage: { required: { text: 'Please write an answer' }, additionalProperties: 'Unknown property' } },
);
export type WhatsAppAnswerRequest = Static<typeof whatsAppAnswerRequestSchema>;

/** The internal request onboarding makes of scheduling: send `text` to `waId` (consent checked by onboarding, again at send). */
export const whatsAppAnswerQueueRequestSchema = Type.Object({ waId: Type.String({ pattern: '^[1-9][0-9]{6,14}$' }), text: whatsAppAnswerRequestSchema.properties.text }, { additionalProperties: false });
export type WhatsAppAnswerQueueRequest = Static<typeof whatsAppAnswerQueueRequestSchema>;

/** A queued answer (202). */
export const whatsAppAnswerQueuedSchema = Type.Object({ id: Type.String() });
