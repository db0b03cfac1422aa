/**
 * What onboarding's lead page asks of a customer's WhatsApp conversation (issue 38 item 5; internal,
 * INTERNAL_TOKEN; onboarding checks who the staff caller is and the customer's consent first):
 * - GET /internal/customers/{customerId}/whatsapp?waIds → {messages, windowClosesAt}: the conversation
 *   joined by the customer's WhatsApp ids (onboarding's normaliser) and their appointments' ids;
 * - POST /internal/customers/{customerId}/whatsapp-answers {waId, text} → 202 {id}: a staff answer,
 *   stored queued in `whatsapp_outbound` and sent by the worker (jobs/whatsapp-replies.ts) with retries;
 *   409 whatsapp_window_closed unless `waId` wrote within WHATSAPP_WINDOW_HOURS.
 */
import { randomUUID } from 'node:crypto';
import type { WhatsAppMessagesAnswer } from '@cabinetry/shared/contracts';
import { HttpError } from '@cabinetry/shared/server/errors';
import { showroomIso } from '@cabinetry/shared/time';
import type { SchedulingDeps, SchedulingHandlers } from '../deps';
import { conversationOf, lastInboundAt, windowClosesAt } from '../domain/whatsapp-receipts';
import { whatsAppOutboundModel } from '../models/whatsapp-message';

export const WINDOW_CLOSED = 'The customer last wrote on WhatsApp more than 24 hours ago: WhatsApp allows an answer only within 24 hours of their last message.';
export const WINDOW_NEVER_OPENED = 'The customer has not written on WhatsApp: an answer is allowed only within 24 hours of a message from them.';

export function whatsAppConversationHandlers({ appointments, conn, whatsAppInbox, now }: SchedulingDeps): Pick<SchedulingHandlers, 'getWhatsAppMessages' | 'queueWhatsAppAnswer'> {
  const outbound = whatsAppOutboundModel(conn);
  return {
    getWhatsAppMessages: async (c, { params: { customerId }, query: { waIds } }) => {
      const ids = (await appointments.find({ customerId }, { _id: 1 }).lean()).map((a) => a._id.toString());
      return c.json<WhatsAppMessagesAnswer>(await conversationOf(conn, ids, waIds ? waIds.split(',') : []));
    },
    queueWhatsAppAnswer: async (c, { params: { customerId }, body: { waId, text } }) => {
      const closes = windowClosesAt(await lastInboundAt(conn, waId));
      if (!closes) throw new HttpError(409, WINDOW_NEVER_OPENED, { code: 'whatsapp_window_closed', details: { closedAt: null } });
      if (closes <= now()) throw new HttpError(409, WINDOW_CLOSED, { code: 'whatsapp_window_closed', details: { closedAt: showroomIso(closes.toJSDate()) } });
      const id = randomUUID();
      await outbound.create({ key: `answer:${id}`, to: waId, customerId, kind: 'answer', text, state: 'queued', messageId: null, queuedAt: now().toJSDate(), sentAt: null });
      await whatsAppInbox.answer(id);
      return c.json({ id }, 202);
    },
  };
}
