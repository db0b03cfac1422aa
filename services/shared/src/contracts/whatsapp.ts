/**
 * Meta's WhatsApp Cloud API shapes (Graph API `/{version}/{phone-number-id}/messages` and the
 * `messages` webhook field), as TypeBox schemas: what scheduling's client sends and reads, what its
 * webhook accepts, and what the fake WhatsApp (infra/local/src/providers/fake-whatsapp.ts) must
 * answer (the contract tests validate both sides against these). Objects allow extra properties:
 * Meta adds fields without notice. Imported by subpath (`@cabinetry/shared/contracts/whatsapp`) only,
 * so the SPA never bundles them.
 */
import { type Static, Type } from '@sinclair/typebox';
import { StringEnum } from './schema';
import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** A WhatsApp number as the API takes it: E.164 digits, '+' optional. */
const waNumber = Type.String({ pattern: '^\\+?[1-9][0-9]{6,14}$' });

/**
 * `biz_opaque_callback_data`: an id of ours Meta repeats in the message's status webhooks (up to 512
 * characters): how a send whose answer was lost (timeout, crash) is later recognised as accepted.
 */
const callbackData = Type.String({ minLength: 1, maxLength: 512 });

const textParameter = Type.Object({ type: Type.Literal('text'), text: Type.String({ minLength: 1 }) });

/** A template message (the only kind a business may send outside the customer's 24-hour window). */
export const whatsAppTemplateMessageSchema = Type.Object({
  messaging_product: Type.Literal('whatsapp'),
  recipient_type: Type.Optional(Type.Literal('individual')),
  to: waNumber,
  type: Type.Literal('template'),
  biz_opaque_callback_data: Type.Optional(callbackData),
  template: Type.Object({
    name: Type.String({ minLength: 1, maxLength: 512, pattern: '^[a-z0-9_]+$' }),
    /** e.g. 'en', 'fr', 'ar' (the template's approved translation) */
    language: Type.Object({ code: Type.String({ minLength: 2 }), policy: Type.Optional(Type.Literal('deterministic')) }),
    components: Type.Optional(
      Type.Array(
        Type.Union([
          Type.Object({ type: Type.Literal('body'), parameters: Type.Array(textParameter) }),
          Type.Object({
            type: Type.Literal('button'),
            sub_type: Type.Literal('quick_reply'),
            /** the button's position in the template, as a string ('0'...'9') */
            index: Type.String({ pattern: '^[0-9]$' }),
            /** what the webhook's `button.payload` carries back when it is pressed */
            parameters: Type.Array(Type.Object({ type: Type.Literal('payload'), payload: Type.String({ minLength: 1, maxLength: 128 }) }), { minItems: 1, maxItems: 1 }),
          }),
        ]),
      ),
    ),
  }),
});
export type WhatsAppTemplateMessage = Static<typeof whatsAppTemplateMessageSchema>;

/** A free-form text message (allowed only within 24 hours of the customer's last message to the business). */
export const whatsAppTextMessageSchema = Type.Object({
  messaging_product: Type.Literal('whatsapp'),
  recipient_type: Type.Optional(Type.Literal('individual')),
  to: waNumber,
  type: Type.Literal('text'),
  biz_opaque_callback_data: Type.Optional(callbackData),
  text: Type.Object({ body: Type.String({ minLength: 1, maxLength: 4096 }), preview_url: Type.Optional(Type.Boolean()) }),
});
export type WhatsAppTextMessage = Static<typeof whatsAppTextMessageSchema>;

/** The answer to an accepted send (HTTP 200). */
export const whatsAppSendResponseSchema = Type.Object({
  messaging_product: Type.Literal('whatsapp'),
  contacts: Type.Array(Type.Object({ input: Type.String(), wa_id: Type.String() }), { minItems: 1 }),
  messages: Type.Array(
    Type.Object({
      /** 'wamid.…': the id later statuses and replies name */
      id: Type.String({ minLength: 1 }),
      message_status: Type.Optional(StringEnum(['accepted', 'held_for_quality_assessment', 'paused'] as const)),
    }),
    { minItems: 1 },
  ),
});
export type WhatsAppSendResponse = Static<typeof whatsAppSendResponseSchema>;

/** The Graph API's error body (every refused call: 4xx/5xx). `code` is what to act on, not `message`. */
export const graphErrorSchema = Type.Object({
  error: Type.Object({
    message: Type.String(),
    type: Type.String(),
    code: Type.Integer(),
    error_subcode: Type.Optional(Type.Integer()),
    error_data: Type.Optional(Type.Object({ messaging_product: Type.Optional(Type.String()), details: Type.String() })),
    fbtrace_id: Type.String(),
  }),
});
export type GraphError = Static<typeof graphErrorSchema>;

/** An error in a webhook (a failed status's `errors`, or the value's own). */
export const whatsAppWebhookErrorSchema = Type.Object({
  code: Type.Integer(),
  title: Type.String(),
  message: Type.Optional(Type.String()),
  error_data: Type.Optional(Type.Object({ details: Type.String() })),
});

export const WHATSAPP_STATUSES = ['sent', 'delivered', 'read', 'failed'] as const;
export type WhatsAppStatusName = (typeof WHATSAPP_STATUSES)[number];

/** A status change of a message the business sent; statuses of one message may arrive in any order. */
export const whatsAppStatusSchema = Type.Object({
  id: Type.String({ minLength: 1 }),
  status: Type.String({ minLength: 1 }),
  /** Unix seconds, as a string */
  timestamp: Type.String({ pattern: '^[0-9]+$' }),
  recipient_id: Type.String(),
  /** what the message was sent with (callbackData), so a sender that lost Meta's answer can learn it went */
  biz_opaque_callback_data: Type.Optional(Type.String()),
  errors: Type.Optional(Type.Array(whatsAppWebhookErrorSchema)),
});

/** A message a customer sent the business: a text, or the press of a template's quick-reply button. */
export const whatsAppIncomingMessageSchema = Type.Object({
  from: Type.String({ minLength: 1 }),
  id: Type.String({ minLength: 1 }),
  timestamp: Type.String({ pattern: '^[0-9]+$' }),
  type: Type.String({ minLength: 1 }),
  text: Type.Optional(Type.Object({ body: Type.String() })),
  button: Type.Optional(Type.Object({ payload: Type.String(), text: Type.String() })),
  /** the business message a button press or a quoted reply answers */
  context: Type.Optional(Type.Object({ from: Type.Optional(Type.String()), id: Type.String() })),
});
export type WhatsAppIncomingMessage = Static<typeof whatsAppIncomingMessageSchema>;

/** The body Meta POSTs to the app's callback URL (field `messages`). */
export const whatsAppWebhookSchema = Type.Object({
  object: Type.Literal('whatsapp_business_account'),
  entry: Type.Array(
    Type.Object({
      id: Type.String(),
      changes: Type.Array(
        Type.Object({
          field: Type.String(),
          value: Type.Object({
            messaging_product: Type.Literal('whatsapp'),
            metadata: Type.Object({ display_phone_number: Type.String(), phone_number_id: Type.String() }),
            contacts: Type.Optional(Type.Array(Type.Object({ profile: Type.Optional(Type.Object({ name: Type.String() })), wa_id: Type.String() }))),
            messages: Type.Optional(Type.Array(whatsAppIncomingMessageSchema)),
            statuses: Type.Optional(Type.Array(whatsAppStatusSchema)),
            /** a customer stopped (or resumed) marketing messages: Meta's opt-out button or their app's settings */
            user_preferences: Type.Optional(
              Type.Array(Type.Object({ wa_id: Type.String({ minLength: 1 }), category: Type.String(), value: Type.String(), detail: Type.Optional(Type.String()), timestamp: Type.Optional(Type.Integer()) })),
            ),
            errors: Type.Optional(Type.Array(whatsAppWebhookErrorSchema)),
          }),
        }),
      ),
    }),
  ),
});
export type WhatsAppWebhook = Static<typeof whatsAppWebhookSchema>;

export { WHATSAPP_MESSAGE_KINDS, type WhatsAppMessageKind } from './whatsapp-messages';

/**
 * What the templates' quick-reply buttons carry back in the webhook's `button.payload` ("Confirm",
 * "Change time", "Call me"): the appointment's customer confirms it, asks for the manage link, asks
 * for a call back.
 */
export const WHATSAPP_REPLY_PAYLOADS = ['CONFIRM', 'CHANGE_TIME', 'CALL_ME'] as const;
export type WhatsAppReplyPayload = (typeof WHATSAPP_REPLY_PAYLOADS)[number];

/** The payload of a template's opt-out quick reply: pressing it withdraws consent like the text STOP. */
export const WHATSAPP_OPT_OUT_PAYLOAD = 'STOP';

/** Whether a button payload is one of the showroom's quick replies. */
export const isReplyPayload = (payload: string): payload is WhatsAppReplyPayload => (WHATSAPP_REPLY_PAYLOADS as readonly string[]).includes(payload);

/** A WhatsApp id: the digits of an international number, country code first (Meta's `wa_id`). */
const WA_ID = /^[1-9][0-9]{6,14}$/;

/**
 * The WhatsApp id of a stored phone number (as the customer typed it: '+961 71 123 456',
 * '0096171123456', '+961 03 123 456'): E.164 without the '+' (libphonenumber-js: a trunk zero after the
 * country code is dropped, '9613123456', where the country does so; Italy keeps its 0); null when it is
 * not a possible international number (no country code: WhatsApp cannot be matched to it). The one
 * rule joining a customer's number to Meta's `wa_id` (phonePatternOf is its inverse for queries).
 */
export function waIdOf(phone: string | null | undefined): string | null {
  const international = (phone ?? '').replace(/[^\d+]/g, '').replace(/^00/, '+');
  if (!international.startsWith('+')) return null;
  const parsed = parsePhoneNumberFromString(international);
  return parsed?.isPossible() ? parsed.number.slice(1) : null;
}

/**
 * A pattern matching every stored number whose waIdOf may be `waId` (for a database query: any
 * spacing or punctuation, a '+' or '00' in front, and a trunk zero typed after a 1- to 3-digit country
 * code, which waIdOf drops). Throws on an id that is not a WhatsApp id.
 */
export function phonePatternOf(waId: string): RegExp {
  if (!WA_ID.test(waId)) throw new Error(`not a WhatsApp id: ${waId}`);
  const digits = (part: string) => part.split('').join('\\D*');
  const withTrunkZero = [1, 2, 3].map((cc) => `${digits(waId.slice(0, cc))}\\D*(?:0\\D*)?${digits(waId.slice(cc))}`);
  return new RegExp(`^\\D*(?:0\\D*0\\D*)?(?:${withTrunkZero.join('|')})\\D*$`);
}
